import { parseRegistry } from './parse-registry';

const entry = (extra: Record<string, unknown> = {}) => ({ manifest: '/remotes/x/1/mf-manifest.json', version: '1', ...extra });

describe('parseRegistry', () => {
  it.each([null, [], 'text', 42])('reads %p as an empty registry', (value) => {
    expect(parseRegistry(value)).toEqual({});
  });

  it('drops entries without a manifest and version, keeping the others', () => {
    const parsed = parseRegistry({ good: entry(), noVersion: { manifest: '/m' }, broken: 'x' });
    expect(Object.keys(parsed)).toEqual(['good']);
  });

  it('fills a publication-less entry with empty lists: the remote owns nothing', () => {
    expect(parseRegistry({ old: entry() })['old']).toEqual({
      ...entry(),
      sections: [],
      mounts: {},
      menu: [],
      pages: [],
      namespaces: [],
      locales: [],
    });
  });

  it('drops malformed items of a publication, one by one', () => {
    const parsed = parseRegistry({
      probe: entry({
        sections: [
          { path: 'probe', expose: './routes' },
          { path: 'Probe/Deep', expose: './routes' },
          { path: 'bare', expose: './routes', frame: 'bare' },
          { path: 'odd', expose: './routes', frame: 'floating' },
          { path: 'noexpose', expose: 'routes' },
        ],
        mounts: { home: './Home', 'side-bar': './Side', 'auth-dialog': 'Popup' },
        menu: [
          { id: 'probe', path: '/probe', label: 'probe.menu', labels: { en: 'Probe' } },
          { id: 'external', path: 'https://example.com', label: 'probe.menu', labels: { en: 'Away' } },
          { id: 'unlabelled', path: '/probe', label: 'probe.menu', labels: { en: '' } },
        ],
        pages: ['probe', '/probe/absolute', { path: 'probe/:key', lookup: 'game' }, { path: 'probe/:key', lookup: 'wallet' }, 7],
        namespaces: ['probe', 'with.dot', ''],
        locales: ['en', 3],
      }),
    })['probe'];
    expect(parsed).toEqual({
      ...entry(),
      sections: [
        { path: 'probe', expose: './routes' },
        { path: 'bare', expose: './routes', frame: 'bare' },
      ],
      mounts: { home: './Home' },
      menu: [{ id: 'probe', path: '/probe', label: 'probe.menu', labels: { en: 'Probe' } }],
      pages: ['probe', { path: 'probe/:key', lookup: 'game' }],
      namespaces: ['probe'],
      locales: ['en'],
    });
  });
});
