import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

/** Every file under a folder with a hash of its bytes: equal maps mean byte-identical folders. */
export function fingerprint(dir: string): Record<string, string> {
  const files = fs.readdirSync(dir, { recursive: true, withFileTypes: true }).filter((entry) => entry.isFile());
  return Object.fromEntries(
    files.map((entry) => {
      const file = path.join(entry.parentPath, entry.name);
      return [path.relative(dir, file), createHash('sha256').update(fs.readFileSync(file)).digest('hex')];
    }),
  );
}
