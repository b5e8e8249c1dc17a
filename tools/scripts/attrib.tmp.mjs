import fs from 'node:fs';
import zlib from 'node:zlib';
import { SourceMapConsumer } from 'source-map-js';
const file = process.argv[2];
const code = fs.readFileSync(file, 'utf8');
const map = JSON.parse(fs.readFileSync(file + '.map', 'utf8'));
const smc = new SourceMapConsumer(map);
const lines = code.split('\n');
const sizes = new Map();
const mappings = [];
smc.eachMapping((m) => mappings.push(m));
mappings.sort((a, b) => a.generatedLine - b.generatedLine || a.generatedColumn - b.generatedColumn);
for (let i = 0; i < mappings.length; i++) {
  const m = mappings[i], n = mappings[i + 1];
  const end = n && n.generatedLine === m.generatedLine ? n.generatedColumn : lines[m.generatedLine - 1].length;
  const key = (m.source ?? '?').replace(/.*node_modules\//, 'nm/').replace(/webpack:\/\/[^/]*\//, '');
  sizes.set(key, (sizes.get(key) ?? 0) + (end - m.generatedColumn));
}
const total = code.length, br = zlib.brotliCompressSync(code).length;
console.log(file, 'raw', total, 'br', br);
const group = (k) => { const mm = k.match(/^nm\/(@[^/]+\/[^/]+|[^/]+)/); return mm ? mm[1] + (process.env.DEEP ? k.slice(mm[0].length) : '') : k; };
const g = new Map();
for (const [k, v] of sizes) g.set(group(k), (g.get(group(k)) ?? 0) + v);
for (const [k, v] of [...g].sort((a, b) => b[1] - a[1]).slice(0, Number(process.env.N ?? 25))) console.log(String(v).padStart(8), (v / total * br / 1024).toFixed(1).padStart(6), k);
