import fs from 'node:fs';
import path from 'node:path';
import type { Configuration, RuleSetRule } from 'webpack';
import { markPure, type PureAnnotationsOptions } from '../../webpack/pure-annotations-loader';
import { sharedFacades } from '../../webpack/shared/facades';

/**
 * The production builds mark pure what two packages' builds leave unmarked, so that unused code
 * leaves the scripts (tools/webpack/pure-annotations-loader.ts). The loader finds it by pattern: a
 * release that writes it another way, or moves it to another file, would quietly bring the bytes
 * back, so this reads the installed packages and the rules of the production config.
 */
const WORKSPACE = path.resolve(__dirname, '../../..');
const routerEntry = sharedFacades['react-router'].target(true);
const sdkLogger = path.join(WORKSPACE, 'node_modules/@module-federation/sdk/dist/logger.js');

/** The files react-router's production entry, the facade's target, imports its code from. */
function routerChunks(): string[] {
  const entry = fs.readFileSync(routerEntry, 'utf8');
  return [...entry.matchAll(/from "\.\/(chunk-[^"]+\.mjs)"/g)].map((match) => path.join(path.dirname(routerEntry), match[1] as string));
}

async function productionRules(app: string): Promise<RuleSetRule[]> {
  const loaded = (await import(path.join(WORKSPACE, 'apps', app, 'webpack.config.ts'))) as {
    default: ((env: { mode: string }) => Configuration) | { default: (env: { mode: string }) => Configuration };
  };
  const factory = typeof loaded.default === 'function' ? loaded.default : loaded.default.default;
  return (factory({ mode: 'production' }).module?.rules ?? []) as RuleSetRule[];
}

/** The options of the loader's rule for a file. */
function ruleFor(rules: RuleSetRule[], file: string): PureAnnotationsOptions | undefined {
  const uses = rules.flatMap((rule) => {
    const use = rule.use as { loader?: string; options?: PureAnnotationsOptions } | undefined;
    return rule.test instanceof RegExp && rule.test.test(file) && use?.loader?.includes('pure-annotations-loader') ? [use.options] : [];
  });
  return uses[0];
}

describe('pure-annotations-loader', () => {
  const chunks = routerChunks();
  const components = chunks.find((file) => fs.readFileSync(file, 'utf8').includes('var Form = '));

  it("finds react-router's chunk that declares its components", () => {
    expect(chunks.length).toBeGreaterThan(0);
    expect(components).toBeDefined();
  });

  it('marks react-router components and contexts pure and drops the display names of those the facade does not export', async () => {
    const options = ruleFor(await productionRules('shell'), components as string);
    expect(options).toBeDefined();
    const { code, annotated, unnamed } = markPure(fs.readFileSync(components as string, 'utf8'), options as PureAnnotationsOptions);
    expect(annotated).toEqual(expect.arrayContaining(['Link', 'NavLink', 'Form', 'LocationContext', 'RouteContext']));
    expect(code).toMatch(/^var Form = \/\* @__PURE__ \*\/ React\d*\.forwardRef\(/m);
    expect(unnamed).toEqual(['Form']);
    expect(code).not.toMatch(/^Form\.displayName = /m);
    expect(code).toMatch(/^Link\.displayName = "Link";$/m);
    expect(code).toMatch(/^LocationContext\.displayName = "Location";$/m);
  });

  it('runs on every chunk of react-router the facade takes code from', async () => {
    const rules = await productionRules('shell');
    for (const file of chunks) expect([file, ruleFor(rules, file) !== undefined]).toEqual([file, true]);
  });

  it("marks the federation SDK's loggers pure in a remote's build", async () => {
    const options = ruleFor(await productionRules('casino'), sdkLogger);
    expect(options).toBeDefined();
    const { code, annotated, unnamed } = markPure(fs.readFileSync(sdkLogger, 'utf8'), options as PureAnnotationsOptions);
    expect(annotated).toEqual(['logger', 'infrastructureLogger']);
    expect(unnamed).toEqual([]);
    expect(code).toMatch(/^const logger = \/\* @__PURE__ \*\/ createLogger\(PREFIX\);$/m);
  });

  it('keeps the display name of a component the facade exports, and of any without a facade', () => {
    const source = 'var Form = React10.forwardRef(function FormImpl() {});\nForm.displayName = "Form";\n';
    const callees = ['React\\d*\\.forwardRef'];
    expect(markPure(source, { callees, exportedComponents: ['Form'] }).code).toContain('\nForm.displayName = "Form";');
    expect(markPure(source, { callees }).code).toBe(
      'var Form = /* @__PURE__ */ React10.forwardRef(function FormImpl() {});\nForm.displayName = "Form";\n',
    );
  });
});
