import { spawnSync } from 'node:child_process';
import path from 'node:path';

const workspaceRoot = path.resolve(__dirname, '../..');
const RULE = 'no-restricted-syntax';

/**
 * Breakpoints live in @nfx/design-tokens. Lint stops a style file from writing a px width into a
 * media query, so copies of the device ranges (768, 992, …) do not come back feature by feature.
 */
describe('breakpoints in style files', () => {
  // ESLint runs as the CLI does, on code given through stdin as if it were that file.
  function ruleErrors(file: string, code: string): string[] {
    const run = spawnSync(
      process.execPath,
      [path.join(workspaceRoot, 'node_modules/eslint/bin/eslint.js'), '--stdin', '--stdin-filename', file, '--format', 'json'],
      { cwd: workspaceRoot, input: code, encoding: 'utf8', env: { ...process.env, NX_DAEMON: 'false' } },
    );
    // Nx's lint plugin may print a warning before the report while it builds its project graph.
    const [result] = JSON.parse(run.stdout.slice(run.stdout.indexOf('[{'))) as Array<{
      messages: Array<{ ruleId: string | null; message: string }>;
    }>;
    return (result?.messages ?? []).filter((message) => message.ruleId === RULE).map((message) => message.message);
  }

  const literalQuery = [
    "import { style } from '@vanilla-extract/css';",
    "export const grid = style({ '@media': { 'screen and (min-width: 768px)': { display: 'grid' } } });",
    '',
  ].join('\n');

  it('fails when a feature style writes a px width into a media query', () => {
    expect(ruleErrors('libs/cashier/feature-cashier/src/probe.css.ts', literalQuery)).toEqual([
      expect.stringMatching(/@nfx\/design-tokens/),
    ]);
  });

  it('fails for a query kept in a constant too', () => {
    const code =
      "import { style } from '@vanilla-extract/css';\nconst wide = `screen and (max-width: 991px)`;\nexport const grid = style({ '@media': { [wide]: { display: 'grid' } } });\n";
    expect(ruleErrors('libs/shell/feature-layout/src/probe.css.ts', code)).toHaveLength(1);
  });

  it('allows the queries of the design tokens', () => {
    const code = [
      "import { style } from '@vanilla-extract/css';",
      "import { media, screenUp } from '@nfx/design-tokens';",
      "export const grid = style({ '@media': { [media.tabletUp]: { display: 'grid' }, [screenUp.xl]: { gap: 0 } } });",
      '',
    ].join('\n');
    expect(ruleErrors('libs/cashier/feature-cashier/src/probe.css.ts', code)).toEqual([]);
  });

  it('leaves the design tokens, where the widths are defined, free to write them', () => {
    expect(ruleErrors('libs/shared/ui-design-tokens/src/probe.css.ts', literalQuery)).toEqual([]);
  });
});
