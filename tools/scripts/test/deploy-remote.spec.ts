import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

/** tools/scripts/deploy-remote.mjs as a remote's pipeline runs it, against a scratch site folder. */
const WORKSPACE = path.resolve(__dirname, '../../..');
let scratch: string;
let site: string;

interface FakePublication {
  sections: Array<{ path: string; expose: string }>;
  mounts?: Record<string, string>;
  menu?: Array<{ id: string; path: string; label: string; labels: Record<string, string> }>;
  pages: string[];
  namespaces: string[];
  locales: string[];
}

function fakeBuild(name: string, publication: FakePublication, texts = '{}'): string {
  const dir = fs.mkdtempSync(path.join(scratch, `${name}-build-`));
  fs.writeFileSync(path.join(dir, 'mf-manifest.json'), JSON.stringify({ metaData: { remoteEntry: { name: 'remoteEntry.js' } } }));
  fs.writeFileSync(path.join(dir, 'remoteEntry.js'), `/* ${name} */`);
  fs.writeFileSync(path.join(dir, 'publication.json'), JSON.stringify(publication));
  fs.mkdirSync(path.join(dir, 'i18n'));
  fs.writeFileSync(path.join(dir, 'i18n/en.json'), texts);
  return dir;
}

const deploy = (...args: string[]) => {
  const result = spawnSync(process.execPath, ['tools/scripts/deploy-remote.mjs', ...args], { cwd: WORKSPACE, encoding: 'utf8' });
  return { status: result.status, output: `${result.stdout}${result.stderr}` };
};
const registry = () => JSON.parse(fs.readFileSync(path.join(site, 'registry.json'), 'utf8'));

const casino: FakePublication = {
  sections: [
    { path: 'gamehall', expose: './routes' },
    { path: 'winners', expose: './routes' },
  ],
  mounts: { home: './HomeGameRows' },
  menu: [{ id: 'winners', path: '/winners', label: 'casino.menu.winners', labels: { en: 'Winners' } }],
  pages: ['gamehall', 'winners'],
  namespaces: ['casino'],
  locales: ['en'],
};
const loyalty: FakePublication = {
  sections: [{ path: 'winners', expose: './routes' }],
  pages: ['winners'],
  namespaces: ['loyalty'],
  locales: ['en'],
};

beforeEach(() => {
  scratch = fs.mkdtempSync(path.join(os.tmpdir(), 'nfx-deploy-'));
  site = path.join(scratch, 'site');
  fs.mkdirSync(site);
});
afterEach(() => fs.rmSync(scratch, { recursive: true, force: true }));

describe('deploy-remote.mjs', () => {
  it('copies the build into its own folder and writes its publication into the registry entry', () => {
    const result = deploy('casino', fakeBuild('casino', casino), site);
    expect(result.status).toBe(0);
    const entry = registry().casino;
    expect(entry).toMatchObject({ ...casino, manifest: expect.stringMatching(/^\/remotes\/casino\/[0-9a-f]{12}\/mf-manifest\.json$/) });
    expect(fs.existsSync(path.join(site, entry.manifest.replace('mf-manifest.json', 'i18n/en.json')))).toBe(true);
  });

  it('gives a build whose texts alone changed a folder of its own', () => {
    deploy('casino', fakeBuild('casino', casino, '{"casino":{"title":"Casino"}}'), site);
    const first = registry().casino.manifest;
    deploy('casino', fakeBuild('casino', casino, '{"casino":{"title":"Kasino"}}'), site);
    expect(registry().casino.manifest).not.toBe(first);
    expect(fs.existsSync(path.join(site, first))).toBe(true);
  });

  it('refuses a section another remote has, and moves it with --take-over', () => {
    deploy('casino', fakeBuild('casino', casino), site);
    const before = fs.readFileSync(path.join(site, 'registry.json'), 'utf8');

    const refused = deploy('loyalty', fakeBuild('loyalty', loyalty), site);
    expect(refused.status).toBe(1);
    expect(refused.output).toContain('the section "winners" belongs to casino');
    expect(fs.readFileSync(path.join(site, 'registry.json'), 'utf8')).toBe(before);
    expect(fs.existsSync(path.join(site, 'remotes/loyalty'))).toBe(false);

    expect(deploy('loyalty', fakeBuild('loyalty', loyalty), site, '--take-over').status).toBe(0);
    const moved = registry();
    expect(moved.loyalty.sections).toEqual(loyalty.sections);
    expect(moved.casino).toMatchObject({ sections: [{ path: 'gamehall', expose: './routes' }], pages: ['gamehall'], menu: [] });
  });

  it('refuses a folder that is no remote build of the current tools', () => {
    const build = fakeBuild('casino', casino);
    fs.rmSync(path.join(build, 'publication.json'));
    const result = deploy('casino', build, site);
    expect(result.status).toBe(1);
    expect(result.output).toContain('has no publication.json');
    expect(fs.existsSync(path.join(site, 'registry.json'))).toBe(false);
  });

  describe('against the running shell', () => {
    const provides = {
      shared: { react: '19.2.0', '@nfx/api-client': '0.1.0', '@nfx/session': '0.1.0' },
      facades: { 'react-router': ['Link', 'useNavigate'], '@tanstack/react-query': ['useQuery'] },
    };
    const fits = {
      shared: { react: '^19.2.0', '@nfx/api-client': '^0.1.0' },
      facades: { 'react-router': ['Link'], '@tanstack/react-query': ['useQuery'] },
    };
    const shell = (contract: object | undefined) => {
      fs.mkdirSync(path.join(site, 'shell'), { recursive: true });
      if (contract) fs.writeFileSync(path.join(site, 'shell/shared-provides.json'), JSON.stringify(contract));
    };
    const requiring = (requires: object) => {
      const build = fakeBuild('casino', casino);
      fs.writeFileSync(path.join(build, 'shared-requires.json'), JSON.stringify(requires));
      return build;
    };
    const refusedWith = (build: string) => {
      const result = deploy('casino', build, site);
      expect(result.status).toBe(1);
      expect(fs.existsSync(path.join(site, 'registry.json'))).toBe(false);
      expect(fs.existsSync(path.join(site, 'remotes/casino'))).toBe(false);
      return result.output;
    };

    it('deploys a build whose shared versions and facade imports the shell provides', () => {
      shell(provides);
      expect(deploy('casino', requiring(fits), site).status).toBe(0);
      expect(registry().casino).toBeDefined();
    });

    it('refuses a build that requires a newer shared lib than the shell provides, and says what to ship first', () => {
      shell(provides);
      const output = refusedWith(requiring({ ...fits, shared: { ...fits.shared, '@nfx/api-client': '^0.2.0' } }));
      expect(output).toContain('casino was not deployed');
      expect(output).toContain('it requires @nfx/api-client ^0.2.0, the running shell provides 0.1.0: ship the shell');
    });

    it('refuses a build that consumes a shared module the shell does not share', () => {
      shell(provides);
      expect(refusedWith(requiring({ ...fits, shared: { ...fits.shared, zustand: '^5.1.0' } }))).toContain(
        'it consumes the shared module zustand, which the running shell does not provide',
      );
    });

    it('refuses a build that imports a facade export the shell does not export, naming it', () => {
      shell(provides);
      const output = refusedWith(requiring({ ...fits, facades: { ...fits.facades, 'react-router': ['Link', 'useBlocker', 'Await'] } }));
      expect(output).toContain("it imports useBlocker, Await from react-router, which the running shell's facade does not export");
    });

    it('refuses a build with requirements when the running shell does not say what it shares', () => {
      shell(undefined);
      expect(refusedWith(requiring(fits))).toContain('the running shell does not say what it shares');
    });
  });
});
