import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { PGlite } from '@electric-sql/pglite';
import { bundledClusterTemplate, CLUSTER_TEMPLATE_FILE, holdsCluster, unpackClusterTemplate } from '../../src/db/pglite-cluster-template';

/** One ustar entry: a 512-byte header and the body padded to whole blocks. */
function tarEntry(name: string, body: string, type: '0' | '5' = '0'): Buffer {
  const header = Buffer.alloc(512);
  header.write(name, 0, 'latin1');
  header.write('0000644\0', 100, 'latin1');
  header.write(`${body.length.toString(8).padStart(11, '0')}\0`, 124, 'latin1');
  header.write(type, 156, 'latin1');
  header.write('ustar\0' + '00', 257, 'latin1');
  // The header checksum: the sum of its bytes with the checksum field counted as spaces.
  header.write(' '.repeat(8), 148, 'latin1');
  const checksum = header.reduce((sum, byte) => sum + byte, 0);
  header.write(`${checksum.toString(8).padStart(6, '0')}\0 `, 148, 'latin1');
  const padded = Buffer.alloc(Math.ceil(body.length / 512) * 512);
  padded.write(body, 0, 'latin1');
  return Buffer.concat([header, padded]);
}

function writeTemplate(dir: string, entries: Buffer[]): string {
  const file = path.join(dir, CLUSTER_TEMPLATE_FILE);
  fs.writeFileSync(file, zlib.gzipSync(Buffer.concat([...entries, Buffer.alloc(1024)])));
  return file;
}

describe('PGlite cluster template', () => {
  it('is used only for a data directory without a cluster', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'nfx-cluster-'));
    expect(holdsCluster(dir)).toBe(false);
    fs.writeFileSync(path.join(dir, 'PG_VERSION'), '17\n');
    expect(holdsCluster(dir)).toBe(true);
    fs.rmSync(dir, { recursive: true });
  });

  it('is found beside the running bundle', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'nfx-bundle-'));
    const original = process.argv[1];
    process.argv[1] = path.join(dir, 'main.mjs');
    const cwd = process.cwd();
    process.chdir(dir);
    try {
      expect(bundledClusterTemplate()).toBeUndefined();
      fs.writeFileSync(path.join(dir, CLUSTER_TEMPLATE_FILE), '');
      expect(bundledClusterTemplate()).toBe(path.join(dir, CLUSTER_TEMPLATE_FILE));
    } finally {
      process.argv[1] = original!;
      process.chdir(cwd);
      fs.rmSync(dir, { recursive: true });
    }
  });

  it('unpacks files and directories, PG_VERSION last, and nothing outside the data directory', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'nfx-unpack-'));
    try {
      const dataDir = path.join(dir, 'data');
      const template = writeTemplate(dir, [
        tarEntry('/PG_VERSION', '17\n'),
        tarEntry('/base', '', '5'),
        tarEntry('/base/1', '', '5'),
        tarEntry('/base/1/112', 'x'.repeat(700)),
        tarEntry('/postgresql.conf', 'shared_buffers = 128MB\n'),
      ]);
      unpackClusterTemplate(template, dataDir);
      expect(holdsCluster(dataDir)).toBe(true);
      expect(fs.readFileSync(path.join(dataDir, 'PG_VERSION'), 'utf8')).toBe('17\n');
      expect(fs.readFileSync(path.join(dataDir, 'base/1/112'), 'utf8')).toBe('x'.repeat(700));
      expect(fs.readFileSync(path.join(dataDir, 'postgresql.conf'), 'utf8')).toBe('shared_buffers = 128MB\n');

      const escaping = writeTemplate(dir, [tarEntry('/../outside', 'no')]);
      expect(() => unpackClusterTemplate(escaping, path.join(dir, 'other'))).toThrow(/not a clean data directory: .*'\.\.'/);
      expect(fs.existsSync(path.join(dir, 'outside'))).toBe(false);

      const withoutVersion = writeTemplate(dir, [tarEntry('/base', '', '5')]);
      expect(() => unpackClusterTemplate(withoutVersion, path.join(dir, 'third'))).toThrow(/no PG_VERSION/);
      expect(holdsCluster(path.join(dir, 'third'))).toBe(false);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });

  it('unpacks a cluster PGlite dumped into a directory PGlite opens', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'nfx-unpack-pglite-'));
    try {
      const source = new PGlite('memory://');
      await source.exec('create table kept (id int primary key); insert into kept values (7);');
      const dump = await source.dumpDataDir('none');
      await source.close();
      const template = path.join(dir, CLUSTER_TEMPLATE_FILE);
      fs.writeFileSync(template, zlib.gzipSync(Buffer.from(await dump.arrayBuffer())));

      const dataDir = path.join(dir, 'data');
      unpackClusterTemplate(template, dataDir);
      const opened = new PGlite(dataDir);
      try {
        expect((await opened.query<{ id: number }>('select id from kept')).rows).toEqual([{ id: 7 }]);
      } finally {
        await opened.close();
      }
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  }, 60_000);
});
