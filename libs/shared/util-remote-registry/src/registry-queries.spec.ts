import { parseRegistry } from './parse-registry';
import { clientRegistry, menuOf, mountOf, namespaceOwner, remoteMountForPath, sectionsOf } from './registry-queries';

const registry = parseRegistry({
  casino: {
    manifest: '/remotes/casino/a1/mf-manifest.json',
    version: '1.0.0+a1',
    sections: [
      { path: 'gamehall', expose: './routes' },
      { path: 'tournaments', expose: './routes' },
    ],
    mounts: { home: './HomeGameRows' },
    menu: [{ id: 'hall', path: '/gamehall', label: 'casino.menu.hall', labels: { en: 'Casino', de: 'Casino' } }],
    pages: ['gamehall', { path: 'tournaments/:key', lookup: 'tournament' }],
    namespaces: ['casino'],
    locales: ['de', 'en'],
  },
  auth: {
    manifest: '/remotes/auth/b2/mf-manifest.json',
    version: '1.0.0+b2',
    sections: [
      { path: 'forms', expose: './routes', frame: 'bare' },
      // A hand-edited registry that gives one section to two remotes: the first claim wins.
      { path: 'gamehall', expose: './routes' },
    ],
    mounts: { 'auth-dialog': './AuthPopup' },
    namespaces: ['auth'],
  },
  // An entry written by older tools: no publication, so it owns nothing.
  legacy: { manifest: '/remotes/legacy/c3/mf-manifest.json', version: '0.1.0+c3' },
});

describe('registry queries', () => {
  it('lists every section with its remote, the first claim of a path winning', () => {
    expect(sectionsOf(registry)).toEqual([
      { path: 'gamehall', expose: './routes', remote: 'casino' },
      { path: 'tournaments', expose: './routes', remote: 'casino' },
      { path: 'forms', expose: './routes', frame: 'bare', remote: 'auth' },
    ]);
  });

  it.each([
    ['/', { remote: 'casino', expose: './HomeGameRows' }],
    ['', { remote: 'casino', expose: './HomeGameRows' }],
    ['/gamehall', { remote: 'casino', expose: './routes' }],
    ['/tournaments/7/gamehall', { remote: 'casino', expose: './routes' }],
    ['/forms/sign_in', { remote: 'auth', expose: './routes' }],
    ['/about-us', null],
    ['/gamehallx', null],
  ])('the page %s is rendered first by %o', (path, expected) => {
    expect(remoteMountForPath(registry, path)).toEqual(expected);
  });

  it('finds the remote that fills a mount point, and nothing for one nobody fills', () => {
    expect(mountOf(registry, 'auth-dialog')).toEqual({ remote: 'auth', expose: './AuthPopup' });
    expect(mountOf(registry, 'games-search')).toBeNull();
    expect(remoteMountForPath({ auth: registry['auth']! }, '/')).toBeNull();
  });

  it('lists menu entries with their remote and finds a namespace owner', () => {
    expect(menuOf(registry)).toEqual([{ ...registry['casino']!.menu![0], remote: 'casino' }]);
    expect(namespaceOwner(registry, 'auth')).toBe('auth');
    expect(namespaceOwner(registry, 'common')).toBeNull();
  });

  it('gives pages only what the browser needs', () => {
    const client = clientRegistry(registry);
    expect(client['casino']).toEqual({
      manifest: registry['casino']!.manifest,
      version: registry['casino']!.version,
      sections: registry['casino']!.sections,
      mounts: registry['casino']!.mounts,
      menu: registry['casino']!.menu,
    });
    expect(client['legacy']).toEqual({ manifest: registry['legacy']!.manifest, version: '0.1.0+c3', sections: [], mounts: {}, menu: [] });
  });
});
