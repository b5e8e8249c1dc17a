import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { bundledClusterTemplate, CLUSTER_TEMPLATE_FILE, holdsCluster } from '../../src/db/pglite-cluster-template';

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
});
