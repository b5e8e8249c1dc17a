import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import webpack from 'webpack';
import type * as Contract from '../../webpack/shared-contract-plugin';

/**
 * A production remote uses the shell's federation runtime (`externalRuntime`): the build contract
 * (tools/webpack/shared-contract-plugin.ts) carries the runtime's version, so deploy-remote.mjs
 * refuses a remote built with another minor than the running shell's.
 */
const WORKSPACE = path.resolve(__dirname, '../../..');
type ContractModule = typeof Contract;
type Problems = (requires: unknown, provides: unknown) => string[];
let contract: ContractModule;
let sharedProblems: Problems;
let dir: string;

beforeAll(async () => {
  contract = (await import(path.join(WORKSPACE, 'tools/webpack/shared-contract-plugin.ts'))) as ContractModule;
  ({ sharedProblems } = (await import(path.join(WORKSPACE, 'tools/scripts/shared-compatibility.mjs'))) as { sharedProblems: Problems });
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'shared-contract-'));
  fs.writeFileSync(path.join(dir, 'main.js'), 'document.title = "contract";\n');
});

async function contractOf(
  kind: 'host' | 'remote',
  experiments: Record<string, boolean>,
): Promise<{ shared: Record<string, string | false> }> {
  const out = path.join(dir, `${kind}-${Object.keys(experiments).join('-') || 'none'}`);
  const compiler = webpack({
    mode: 'production',
    context: dir,
    entry: './main.js',
    output: { path: out },
    plugins: [new contract.SharedContractPlugin(kind, { name: kind, shared: {}, experiments })],
  });
  await new Promise<void>((resolve, reject) => compiler.run((error) => (error ? reject(error) : compiler.close(() => resolve()))));
  const file = kind === 'host' ? contract.PROVIDES_FILE : contract.REQUIRES_FILE;
  return JSON.parse(fs.readFileSync(path.join(out, file), 'utf8'));
}

describe('the federation runtime in the build contract', () => {
  it('the shell that provides its runtime records the installed version', async () => {
    const provides = await contractOf('host', { provideExternalRuntime: true });
    expect(provides.shared[contract.FEDERATION_RUNTIME]).toMatch(/^\d+\.\d+\.\d+/);
  });

  it('a remote using the shell runtime requires the same minor, and the deploy check reads it', async () => {
    const requires = await contractOf('remote', { externalRuntime: true });
    const range = requires.shared[contract.FEDERATION_RUNTIME];
    expect(range).toMatch(/^~\d+\.\d+\.0$/);
    const [major, minor] = String(range).slice(1).split('.').map(Number);
    const shellWith = (version: string) => ({ shared: { [contract.FEDERATION_RUNTIME]: version }, facades: {} });
    expect(sharedProblems(requires, shellWith(`${major}.${minor}.7`))).toEqual([]);
    expect(sharedProblems(requires, shellWith(`${major}.${(minor as number) + 1}.0`))).toHaveLength(1);
    expect(sharedProblems(requires, { shared: {}, facades: {} })).toHaveLength(1);
  });

  it('a remote with its own runtime (development) requires none', async () => {
    const requires = await contractOf('remote', {});
    expect(requires.shared).not.toHaveProperty(contract.FEDERATION_RUNTIME);
  });
});

describe('federationRuntimeRange', () => {
  it.each([
    ['2.9.2', '~2.9.0'],
    ['10.12.3', '~10.12.0'],
  ])('%s → %s', (version, range) => expect(contract.federationRuntimeRange(version)).toBe(range));
});
