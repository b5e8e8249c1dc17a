// Writes .br and .gz beside every text asset so the server sends them without compressing per request.
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';

const COMPRESSIBLE = new Set(['.js', '.css', '.json', '.svg', '.html', '.txt', '.map']);
const MIN_BYTES = 1024;

export function precompress(dir) {
  let count = 0;
  for (const entry of fs.readdirSync(dir, { withFileTypes: true, recursive: true })) {
    if (!entry.isFile()) continue;
    const file = path.join(entry.parentPath ?? entry.path, entry.name);
    if (!COMPRESSIBLE.has(path.extname(file))) continue;
    const content = fs.readFileSync(file);
    if (content.length < MIN_BYTES) continue;
    if (!fs.existsSync(`${file}.br`)) {
      fs.writeFileSync(
        `${file}.br`,
        zlib.brotliCompressSync(content, {
          params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: content.length },
        }),
      );
      fs.writeFileSync(`${file}.gz`, zlib.gzipSync(content, { level: 9 }));
      count += 1;
    }
  }
  return count;
}
