import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect, test, workerSite } from '../support/test';
import { workspaceRoot } from '../support/server';

test.describe('deploying one remote', () => {
  test('a new casino build goes live by copying it and changing its registry entry', async ({ page }) => {
    test.setTimeout(240_000);
    const siteRoot = workerSite().siteRoot;
    const shellBefore = fs.readdirSync(path.join(siteRoot, 'shell/js')).sort();

    await page.goto('/');
    await expect(page.locator('[data-remote="casino"] [data-build-label]').first()).toHaveAttribute('data-build-label', '0.1.0');

    // Build the casino remote alone, with a label that only this build has, as its team would.
    const buildDir = fs.mkdtempSync(path.join(os.tmpdir(), 'nfx-casino-v2-'));
    execFileSync(
      process.execPath,
      [
        path.join(workspaceRoot, 'node_modules/tsx/dist/cli.mjs'),
        'tools/webpack/build-app.ts',
        'casino',
        '--out',
        buildDir,
        '--label',
        '2.0.0-e2e',
      ],
      { cwd: workspaceRoot, stdio: 'inherit' },
    );
    execFileSync(process.execPath, ['tools/scripts/deploy-remote.mjs', 'casino', buildDir, siteRoot], {
      cwd: workspaceRoot,
      stdio: 'inherit',
    });

    await page.reload();
    await expect(page.locator('[data-remote="casino"] [data-build-label]').first()).toHaveAttribute('data-build-label', '2.0.0-e2e');
    await expect(page.getByTestId('home-game-rows')).toBeVisible();
    // The shell was not rebuilt or redeployed.
    expect(fs.readdirSync(path.join(siteRoot, 'shell/js')).sort()).toEqual(shellBefore);
  });
});
