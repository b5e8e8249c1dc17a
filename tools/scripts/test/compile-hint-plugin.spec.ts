import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import webpack from 'webpack';
import { SourceMapConsumer } from 'source-map-js';
import type * as CompileHints from '../../webpack/compile-hint-plugin';

/** The start-up scripts carry V8's eager-compile hint on their first line (tools/webpack/compile-hint-plugin.ts). */
const WORKSPACE = path.resolve(__dirname, '../../..');
type PluginModule = typeof CompileHints;
let plugin: PluginModule;
let dir: string;

beforeAll(async () => {
  plugin = (await import(path.join(WORKSPACE, 'tools/webpack/compile-hint-plugin.ts'))) as PluginModule;
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'compile-hint-'));
  for (const name of ['start', 'later'])
    fs.writeFileSync(
      path.join(dir, `${name}.js`),
      `export function greet(who) {\n  return 'marker-${name} ' + who;\n}\ndocument.title = greet(location.hash);\n`,
    );
  const compiler = webpack({
    mode: 'production',
    context: dir,
    entry: { start: './start.js', later: './later.js' },
    output: { path: path.join(dir, 'dist'), filename: '[name].js' },
    devtool: 'hidden-source-map',
    plugins: [new plugin.CompileHintPlugin(plugin.chunksNamed(['start']))],
  });
  await new Promise<void>((resolve, reject) =>
    compiler.run((error, stats) => (error || stats?.hasErrors() ? reject(error ?? new Error(stats?.toString())) : resolve())),
  );
}, 60_000);

afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

const built = (file: string) => fs.readFileSync(path.join(dir, 'dist', file), 'utf8');

describe('CompileHintPlugin', () => {
  it('puts the hint on the first line of the named chunks only, after minification kept it', () => {
    expect(built('start.js').startsWith(plugin.EAGER_COMPILE_HINT)).toBe(true);
    expect(built('later.js')).not.toContain('allFunctionsCalledOnLoad');
  });

  it('keeps the source map right for the line it adds', () => {
    const code = built('start.js');
    const lines = code.split('\n');
    const line = lines.findIndex((text) => text.includes('marker-start'));
    expect(line).toBeGreaterThan(0);
    const consumer = new SourceMapConsumer(JSON.parse(built('start.js.map')));
    const original = consumer.originalPositionFor({ line: line + 1, column: (lines[line] ?? '').indexOf('marker-start') });
    expect(original.source).toMatch(/start\.js$/);
    expect(original.line).toBe(2);
  });
});

describe('remoteMountChunks', () => {
  const chunk = (name: string | undefined, groups: (string | undefined)[]) =>
    ({ name, groupsIterable: groups.map((group) => ({ name: group })) }) as unknown as Parameters<
      ReturnType<PluginModule['remoteMountChunks']>
    >[0];
  const compilation = {} as Parameters<ReturnType<PluginModule['remoteMountChunks']>>[1];

  it('picks the container entry and the chunks of exposed modules, shared vendor chunks included', () => {
    const isMountChunk = plugin.remoteMountChunks('cashier');
    expect(isMountChunk(chunk('cashier', ['cashier']), compilation)).toBe(true);
    expect(isMountChunk(chunk('__federation_expose_routes', ['__federation_expose_routes']), compilation)).toBe(true);
    expect(isMountChunk(chunk(undefined, ['__federation_expose_routes', '__federation_expose_Widget']), compilation)).toBe(true);
  });

  it('leaves out what loads later or only without the shell: lazy pages and shared fallbacks', () => {
    const isMountChunk = plugin.remoteMountChunks('cashier');
    expect(isMountChunk(chunk('withdraw-page', [undefined]), compilation)).toBe(false);
    expect(isMountChunk(chunk(undefined, [undefined]), compilation)).toBe(false);
  });
});
