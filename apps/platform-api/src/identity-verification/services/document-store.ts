import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';

/** Whether `child` is `parent` or inside it. */
export function isInside(child: string, parent: string): boolean {
  const relative = path.relative(path.resolve(parent), path.resolve(child));
  return relative === '' || (!relative.startsWith('..') && !path.isAbsolute(relative));
}

/**
 * The demo provider's document files: under `<DATA_DIR>/identity-documents/<applicant>/`, never
 * under the site root (the area refuses to start if they would be), readable by this process's
 * user only. Names are made here (random, `.jpg`); nothing a request sends becomes a path.
 */
export function createDocumentStore(rootDir: string) {
  const root = path.resolve(rootDir);
  const resolve = (fileName: string) => {
    const full = path.resolve(root, fileName);
    if (!isInside(full, root) || full === root) throw new Error(`document file outside the store: ${fileName}`);
    return full;
  };
  return {
    root,
    async write(applicantId: number, data: Buffer): Promise<string> {
      const fileName = path.join(String(applicantId), `${randomBytes(16).toString('hex')}.jpg`);
      await fs.mkdir(path.dirname(resolve(fileName)), { recursive: true, mode: 0o700 });
      await fs.writeFile(resolve(fileName), data, { flag: 'wx', mode: 0o600 });
      return fileName;
    },
    read(fileName: string): Promise<Buffer> {
      return fs.readFile(resolve(fileName));
    },
    async remove(fileName: string): Promise<void> {
      await fs.rm(resolve(fileName), { force: true });
    },
  };
}

export type DocumentStore = ReturnType<typeof createDocumentStore>;
