// Writes an empty PGlite cluster (a fresh initdb, dumped uncompressed) to the file named by the
// first argument; started by pglite-template-global.ts. Written under another name and renamed,
// so a reader never meets a half-written file.
import { Buffer } from 'node:buffer';
import fs from 'node:fs';
import { PGlite } from '@electric-sql/pglite';

const target = process.argv[2];
if (!target) throw new Error('usage: build-pglite-template.mjs <file>');
const cluster = new PGlite('memory://');
await cluster.waitReady;
const dump = await cluster.dumpDataDir('none');
await cluster.close();
const partial = `${target}.${process.pid}.partial`;
fs.writeFileSync(partial, Buffer.from(await dump.arrayBuffer()));
fs.renameSync(partial, target);
