import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { type APIRequestContext, expect, test, workerSite } from '../support/test';
import { fingerprint } from '../support/fingerprint';
import { workspaceRoot } from '../support/server';

/** Replaces registry.json in one step, as deploy-remote.mjs does: the server never reads half a file. */
function writeAtomically(file: string, text: string): void {
  fs.writeFileSync(`${file}.e2e-tmp`, text);
  fs.renameSync(`${file}.e2e-tmp`, file);
}

/**
 * Waits until the server's registry names `manifest` for betting (undefined: no betting entry).
 * The server re-reads the file at most every 250 ms, so a page asked for sooner could be drawn
 * from the registry before.
 */
async function serverSeesBetting(request: APIRequestContext, manifest: string | undefined): Promise<void> {
  await expect
    .poll(
      async () =>
        ((await (await request.get('/remotes/registry.json')).json()) as Record<string, { manifest: string }>)['betting']?.manifest,
    )
    .toBe(manifest);
}

const tsx = path.join(workspaceRoot, 'node_modules/tsx/dist/cli.mjs');

test.describe('deploying the betting remote', () => {
  test('a site without betting gains its board and menu link from betting deployed alone; the shell is untouched', async ({
    page,
    request,
  }) => {
    test.setTimeout(420_000);
    const siteRoot = workerSite().siteRoot;
    const registryFile = path.join(siteRoot, 'registry.json');
    const registryBefore = fs.readFileSync(registryFile, 'utf8');
    const { betting: bettingBefore, ...withoutBetting } = JSON.parse(registryBefore) as Record<string, { manifest: string }>;
    const buildsDir = path.join(siteRoot, 'remotes', 'betting');
    const buildsBefore = new Set(fs.readdirSync(buildsDir));
    const buildDir = fs.mkdtempSync(path.join(os.tmpdir(), 'nfx-betting-'));
    const shellBefore = fingerprint(path.join(siteRoot, 'shell'));
    const nav = page.getByRole('navigation', { name: 'Main navigation' });
    const sportsLink = nav.getByRole('link', { name: 'Sports', exact: true });
    const section = page.locator('[data-remote="betting"]');
    expect(bettingBefore).toBeDefined();

    try {
      // A site as it was before betting shipped: the registry names no betting remote.
      writeAtomically(registryFile, `${JSON.stringify(withoutBetting, null, 2)}\n`);
      await serverSeesBetting(request, undefined);

      // The site server still answers 200 (its own route table lists /betting), so what renders is the proof.
      await page.goto('/betting');
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Page not found');
      await expect(section).toHaveCount(0);
      // The menu has loaded (the CMS's links are there) and has no link to a section nobody renders.
      await expect(nav.getByRole('link').first()).toBeVisible();
      await expect(sportsLink).toHaveCount(0);

      // The betting team: build the remote alone, with a label only this build has, and deploy it.
      execFileSync(process.execPath, [tsx, 'tools/webpack/build-app.ts', 'betting', '--out', buildDir, '--label', '1.0.0-e2e'], {
        cwd: workspaceRoot,
        stdio: 'inherit',
      });
      execFileSync(process.execPath, ['tools/scripts/deploy-remote.mjs', 'betting', buildDir, siteRoot], {
        cwd: workspaceRoot,
        stdio: 'inherit',
      });
      const deployed = (JSON.parse(fs.readFileSync(registryFile, 'utf8')) as Record<string, { manifest: string }>)['betting'];
      expect(deployed?.manifest).not.toBe(bettingBefore!.manifest);
      await serverSeesBetting(request, deployed!.manifest);

      // The running shell now links to the section and renders the board from the new build.
      await page.goto('/');
      await expect(sportsLink).toHaveAttribute('href', '/betting');
      await sportsLink.click();
      await expect(page).toHaveURL(/\/betting$/);
      await expect(section.getByRole('heading', { level: 1 })).toHaveText('Sports betting');
      await expect(section.locator('[data-build-label]')).toHaveAttribute('data-build-label', '1.0.0-e2e');
      await expect(section.getByRole('article').first()).toBeVisible();

      // Not a byte of the shell was rebuilt or redeployed.
      expect(fingerprint(path.join(siteRoot, 'shell'))).toEqual(shellBefore);
    } finally {
      // The suites after this one share the server: the registry names the original build again,
      // the server has read it, and only the folder this deploy added goes.
      writeAtomically(registryFile, registryBefore);
      await serverSeesBetting(request, bettingBefore?.manifest);
      for (const build of fs.readdirSync(buildsDir)) {
        if (!buildsBefore.has(build)) fs.rmSync(path.join(buildsDir, build), { recursive: true, force: true });
      }
      fs.rmSync(buildDir, { recursive: true, force: true });
    }
  });
});
