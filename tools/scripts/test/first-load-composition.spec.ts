import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { SourceMapGenerator } from 'source-map-js';

interface Part {
  part: string;
  raw: number;
  brotli: number;
}
type Composition = (siteRoot: string, scripts: Array<{ path: string; encoded: number }>) => { parts: Part[]; unmapped: string[] };
let firstLoadComposition: Composition;
let partOf: (source: string, app: string) => string;

beforeAll(async () => {
  ({ firstLoadComposition, partOf } = (await import(path.resolve(__dirname, '../../bench/first-load-composition.mjs'))) as {
    firstLoadComposition: Composition;
    partOf: typeof partOf;
  });
});

describe('partOf', () => {
  it.each([
    ['webpack://nfx_shell/../../node_modules/react-dom/cjs/react-dom-client.production.js', 'react + react-dom + scheduler'],
    ['webpack://nfx_shell/../../node_modules/@module-federation/runtime-core/dist/core.js', 'federation and webpack runtime'],
    ['webpack://nfx_shell/webpack/runtime/sharing', 'federation and webpack runtime'],
    ['webpack://nfx_shell/../../node_modules/@tanstack/query-core/build/modern/query.js', '@tanstack/react-query + query-core'],
    ['webpack://nfx_shell/../../node_modules/i18next/dist/esm/i18next.js', 'i18next'],
    ['webpack://nfx_shell/../../libs/shared/util-errors/src/catalogue.ts', 'lib shared/util-errors'],
    ['webpack://nfx_shell/./src/bootstrap.tsx', 'shell app code'],
    ['webpack://nfx_shell/../../libs/shell/feature-layout/src/layout/Header.tsx', 'lib shell/feature-layout'],
  ])('%s is %s', (source, part) => expect(partOf(source, 'shell')).toBe(part));
});

describe('firstLoadComposition', () => {
  let siteRoot: string;
  beforeAll(() => {
    siteRoot = fs.mkdtempSync(path.join(os.tmpdir(), 'first-load-'));
    fs.mkdirSync(path.join(siteRoot, 'shell/js'), { recursive: true });
    fs.mkdirSync(path.join(siteRoot, 'remotes/casino/abc/js'), { recursive: true });
    const react = 'function r(){return "react work ".repeat(3)}'.repeat(20);
    const app = 'function a(){return "the header"}';
    const map = new SourceMapGenerator({ file: 'framework.js' });
    map.addMapping({
      generated: { line: 1, column: 0 },
      original: { line: 1, column: 0 },
      source: 'webpack://nfx_shell/../../node_modules/react/index.js',
    });
    map.addMapping({
      generated: { line: 1, column: react.length },
      original: { line: 1, column: 0 },
      source: 'webpack://nfx_shell/./src/app.tsx',
    });
    fs.writeFileSync(path.join(siteRoot, 'shell/js/framework.js'), react + app);
    fs.writeFileSync(path.join(siteRoot, 'shell/js/framework.js.map'), map.toString());
    const remoteMap = new SourceMapGenerator({ file: 'rows.js' });
    remoteMap.addMapping({
      generated: { line: 1, column: 0 },
      original: { line: 1, column: 0 },
      source: 'webpack://nfx_casino/./src/rows.tsx',
    });
    fs.writeFileSync(path.join(siteRoot, 'remotes/casino/abc/js/rows.js'), 'function rows(){}');
    fs.writeFileSync(path.join(siteRoot, 'remotes/casino/abc/js/rows.js.map'), remoteMap.toString());
  });
  afterAll(() => fs.rmSync(siteRoot, { recursive: true, force: true }));

  it('attributes each script to its sources, shares out its transferred size, and names the scripts it cannot map', () => {
    const { parts, unmapped } = firstLoadComposition(siteRoot, [
      { path: '/js/framework.js', encoded: 1000 },
      { path: '/remotes/casino/abc/js/rows.js', encoded: 300 },
      { path: '/js/missing.js', encoded: 50 },
    ]);
    const byName = Object.fromEntries(parts.map((part) => [part.part, part]));
    expect(Object.keys(byName).sort()).toEqual(['casino app code', 'react + react-dom + scheduler', 'shell app code']);
    expect(byName['react + react-dom + scheduler']!.raw).toBe(880);
    expect(byName['shell app code']!.raw).toBe(33);
    expect(byName['react + react-dom + scheduler']!.brotli + byName['shell app code']!.brotli).toBeCloseTo(1000);
    expect(byName['react + react-dom + scheduler']!.brotli).toBeGreaterThan(byName['shell app code']!.brotli);
    expect(byName['casino app code']!.brotli).toBeCloseTo(300);
    expect(parts[0]!.part).toBe('react + react-dom + scheduler');
    expect(unmapped).toEqual(['/js/missing.js']);
  });
});
