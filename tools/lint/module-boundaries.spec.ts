import { spawnSync } from 'node:child_process';
import path from 'node:path';

const workspaceRoot = path.resolve(__dirname, '../..');

/**
 * The seams between teams are enforced by lint: a remote's code may use shared libs but never
 * another remote's, and shared libs never reach into a scope.
 */
describe('module boundaries', () => {
  // ESLint runs as the CLI does, on code given through stdin as if it were that file.
  async function boundaryErrors(file: string, code: string): Promise<string[]> {
    const run = spawnSync(
      process.execPath,
      [path.join(workspaceRoot, 'node_modules/eslint/bin/eslint.js'), '--stdin', '--stdin-filename', file, '--format', 'json'],
      {
        cwd: workspaceRoot,
        input: code,
        encoding: 'utf8',
        env: { ...process.env, NX_DAEMON: 'false' },
      },
    );
    const [result] = JSON.parse(run.stdout) as Array<{ messages: Array<{ ruleId: string | null; message: string }> }>;
    return (result?.messages ?? [])
      .filter((message) => message.ruleId === '@nx/enforce-module-boundaries')
      .map((message) => message.message);
  }

  it("fails when the casino remote imports the cashier remote's feature lib", async () => {
    const errors = await boundaryErrors(
      'libs/casino/feature-game-hall/src/probe.ts',
      "import { RemoteRoutes } from '@nfx/cashier-feature-cashier';\nexport const probe = RemoteRoutes;\n",
    );
    expect(errors.length).toBeGreaterThan(0);
    expect(errors.join('\n')).toMatch(/scope:casino/);
  });

  it('fails when a shared lib imports a scoped lib', async () => {
    const errors = await boundaryErrors(
      'libs/shared/util-format/src/probe.ts',
      "import { RemoteRoutes } from '@nfx/auth-feature-auth';\nexport const probe = RemoteRoutes;\n",
    );
    expect(errors.length).toBeGreaterThan(0);
  });

  it('fails when a ui lib imports a data-access lib', async () => {
    const errors = await boundaryErrors(
      'libs/shared/ui-components/src/probe.ts',
      "import { useSession } from '@nfx/session';\nexport const probe = useSession;\n",
    );
    expect(errors.length).toBeGreaterThan(0);
  });

  it('allows a remote to use shared libs', async () => {
    const errors = await boundaryErrors(
      'libs/casino/feature-game-hall/src/probe.ts',
      "import { formatMoney } from '@nfx/format';\nexport const probe = formatMoney;\n",
    );
    expect(errors).toEqual([]);
  });
});
