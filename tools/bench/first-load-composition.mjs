// What the first-load scripts of a page are made of, from the build's source maps: each script's
// bytes are attributed to the package, the runtime or the workspace code they came from, and its
// brotli size is shared out in proportion to each part's own brotli size (parts compress worse
// alone than together, so the shares are estimates; they add up to the script's real size).
import { Buffer } from 'node:buffer';
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { SourceMapConsumer } from 'source-map-js';

/** The group a source file of a script belongs to, as the report names it. */
export function partOf(source, app) {
  const file = source.replace(/^webpack:\/\/[^/]*\//, '').replace(/^\.\//, '');
  const packagePath = file.match(/node_modules\/((?:@[^/]+\/)?[^/]+)/);
  if (packagePath) {
    const name = packagePath[1];
    if (['react', 'react-dom', 'scheduler'].includes(name)) return 'react + react-dom + scheduler';
    if (name.startsWith('@module-federation/') || name === '.federation') return 'federation and webpack runtime';
    if (name.startsWith('@tanstack/')) return '@tanstack/react-query + query-core';
    return name;
  }
  if (file.startsWith('webpack/') || file.startsWith('external ')) return 'federation and webpack runtime';
  const lib = file.match(/(?:^|\/)libs\/([^/]+\/[^/]+)\//);
  if (lib) return `lib ${lib[1]}`;
  if (file.startsWith('tools/webpack/shared/')) return 'shared-module facades';
  return `${app} app code`;
}

/** The app a script URL path belongs to: the shell at `/js/`, a remote under `/remotes/<name>/`. */
function appOf(urlPath) {
  return urlPath.match(/^\/remotes\/([^/]+)\//)?.[1] ?? 'shell';
}

/** The built file behind a first-load script's URL path in the assembled site. */
function fileOf(siteRoot, urlPath) {
  return urlPath.startsWith('/remotes/') ? path.join(siteRoot, urlPath) : path.join(siteRoot, 'shell', urlPath);
}

function partsOfScript(code, map, app) {
  const lines = code.split('\n');
  const texts = new Map();
  const consumer = new SourceMapConsumer(map);
  const mappings = [];
  consumer.eachMapping((mapping) => mappings.push(mapping), null, SourceMapConsumer.GENERATED_ORDER);
  let covered = 0;
  mappings.forEach((mapping, index) => {
    const next = mappings[index + 1];
    const line = lines[mapping.generatedLine - 1] ?? '';
    const end = next && next.generatedLine === mapping.generatedLine ? next.generatedColumn : line.length;
    const text = line.slice(mapping.generatedColumn, end);
    covered += text.length;
    const part = mapping.source ? partOf(mapping.source, app) : 'federation and webpack runtime';
    texts.set(part, (texts.get(part) ?? '') + text);
  });
  // Bytes no mapping covers (the module wrappers webpack writes) go with the runtime.
  const unmapped = code.length - covered;
  if (unmapped > 0) texts.set('federation and webpack runtime', (texts.get('federation and webpack runtime') ?? '') + ' '.repeat(unmapped));
  return texts;
}

/**
 * `scripts`: `{ path, encoded }` per first-load script (URL path, bytes as transferred).
 * Returns the parts sorted by size, each `{ part, raw, brotli }`, and the scripts it had no map for.
 */
export function firstLoadComposition(siteRoot, scripts) {
  const totals = new Map();
  const unmapped = [];
  for (const script of scripts) {
    const file = fileOf(siteRoot, script.path);
    if (!fs.existsSync(file) || !fs.existsSync(`${file}.map`)) {
      unmapped.push(script.path);
      continue;
    }
    const code = fs.readFileSync(file, 'utf8');
    const texts = partsOfScript(code, JSON.parse(fs.readFileSync(`${file}.map`, 'utf8')), appOf(script.path));
    const alone = [...texts].map(([part, text]) => ({ part, raw: text.length, brotli: zlib.brotliCompressSync(Buffer.from(text)).length }));
    const aloneSum = alone.reduce((sum, entry) => sum + entry.brotli, 0);
    for (const entry of alone) {
      const total = totals.get(entry.part) ?? { part: entry.part, raw: 0, brotli: 0 };
      total.raw += entry.raw;
      total.brotli += aloneSum ? (entry.brotli / aloneSum) * script.encoded : 0;
      totals.set(entry.part, total);
    }
  }
  return { parts: [...totals.values()].sort((a, b) => b.brotli - a.brotli), unmapped };
}
