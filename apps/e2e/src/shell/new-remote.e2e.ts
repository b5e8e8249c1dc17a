import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect, test, workerSite } from '../support/test';
import { fingerprint } from '../support/fingerprint';
import { workspaceRoot } from '../support/server';

const tsx = path.join(workspaceRoot, 'node_modules/tsx/dist/cli.mjs');
const nx = path.join(workspaceRoot, 'node_modules/nx/bin/nx.js');

test.describe('adding a brand-new remote', () => {
  test('scaffolded by the generator, built alone and deployed, it serves its section and menu link; the shell is untouched', async ({
    page,
    request,
  }) => {
    test.setTimeout(420_000);
    const siteRoot = workerSite().siteRoot;
    const name = `probe${Date.now().toString(36)}`;
    const title = `${name[0]?.toUpperCase()}${name.slice(1)}`;
    const appDir = path.join(workspaceRoot, 'apps', name);
    const buildDir = fs.mkdtempSync(path.join(os.tmpdir(), `nfx-${name}-`));
    const registryFile = path.join(siteRoot, 'registry.json');
    const registryBefore = fs.readFileSync(registryFile, 'utf8');
    const shellBefore = fingerprint(path.join(siteRoot, 'shell'));

    try {
      // Before: nothing owns the path, so it is a CMS slug without a page.
      expect((await request.get(`/${name}`)).status()).toBe(404);

      // The remote's team: scaffold, build it alone, deploy it into the running site.
      execFileSync(process.execPath, [nx, 'g', '@nfx/tools:remote', name, '4290'], { cwd: workspaceRoot, stdio: 'inherit' });
      execFileSync(process.execPath, [tsx, 'tools/webpack/build-app.ts', name, '--out', buildDir, '--label', '1.0.0-e2e'], {
        cwd: workspaceRoot,
        stdio: 'inherit',
      });
      execFileSync(process.execPath, ['tools/scripts/deploy-remote.mjs', name, buildDir, siteRoot], {
        cwd: workspaceRoot,
        stdio: 'inherit',
      });

      // The site server knows its pages from the registry: its section is a page, a path below it is not.
      expect((await request.get(`/${name}`)).status()).toBe(200);
      expect((await request.get(`/de/${name}`)).status()).toBe(200);
      expect((await request.get(`/${name}/nothing-here`)).status()).toBe(404);

      // The shell shows its menu link and routes its section to it, with its own texts.
      await page.goto('/');
      const link = page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: title, exact: true });
      await expect(link).toHaveAttribute('href', `/${name}`);
      await link.click();
      const section = page.locator(`[data-remote="${name}"]`);
      await expect(section.getByRole('heading', { level: 1 })).toHaveText(title);
      await expect(section.getByText('This section is ready for its first page.')).toBeVisible();
      await expect(section.locator('[data-build-label]')).toHaveAttribute('data-build-label', '1.0.0-e2e');

      // Its translations shipped with it: the German page and menu come from its own files.
      await page.goto(`/de/${name}`);
      await expect(page.locator(`[data-remote="${name}"]`).getByText('Dieser Bereich ist bereit für seine erste Seite.')).toBeVisible();
      await expect(
        page.getByRole('navigation', { name: 'Hauptnavigation' }).getByRole('link', { name: title, exact: true }),
      ).toHaveAttribute('href', `/de/${name}`);

      // Not a byte of the shell was rebuilt or redeployed.
      expect(fingerprint(path.join(siteRoot, 'shell'))).toEqual(shellBefore);
    } finally {
      // The other suites share this server: the registry goes back to what it named before.
      fs.writeFileSync(`${registryFile}.restore`, registryBefore);
      fs.renameSync(`${registryFile}.restore`, registryFile);
      for (const target of [appDir, buildDir, path.join(siteRoot, 'remotes', name)]) fs.rmSync(target, { recursive: true, force: true });
    }
  });
});
