import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { pgliteTemplateFile } from './pglite-template-file';

/**
 * Jest's globalSetup for the API project: makes the empty PGlite cluster that `pglite-template.ts`
 * loads (initdb inside PGlite costs 3–6 s of CPU per database; loading a dump about 1 s). It is
 * made in a process of its own while the first suites run, so nothing waits for it: a PGlite
 * database opened before it is ready runs initdb as before. `global-teardown.ts` waits for it.
 */
const BUILDER = 'nfxPgliteTemplateBuilder';

export default function setup(): void {
  const file = pgliteTemplateFile();
  if (fs.existsSync(file)) return;
  const builder = spawn(process.execPath, [path.join(__dirname, 'build-pglite-template.mjs'), file], { stdio: 'ignore' });
  builder.on('error', () => undefined);
  (globalThis as Record<string, unknown>)[BUILDER] = builder;
}

/** Waits for the builder if the suites finished first (it then has a second or two left). */
export async function waitForPgliteTemplate(): Promise<void> {
  const builder = (globalThis as Record<string, unknown>)[BUILDER] as ChildProcess | undefined;
  if (!builder || builder.exitCode !== null || builder.signalCode !== null) return;
  await new Promise<void>((resolve) => {
    const timer = setTimeout(() => builder.kill(), 30_000);
    builder.once('exit', () => {
      clearTimeout(timer);
      resolve();
    });
  });
}
