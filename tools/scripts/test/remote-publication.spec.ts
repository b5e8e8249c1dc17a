import path from 'node:path';
import type { RemoteDeclaration } from '@nfx/remote-registry';

/** What a remote's build publishes from its publication.ts and its texts (tools/webpack/remote-publication.ts). */
const WORKSPACE = path.resolve(__dirname, '../../..');
type PublicationOf = (remote: string, declaration: RemoteDeclaration, texts: Record<string, Record<string, unknown>>) => unknown;
let publicationOf: PublicationOf;
beforeAll(async () => {
  ({ publicationOf } = (await import(path.join(WORKSPACE, 'tools/webpack/remote-publication.ts'))) as { publicationOf: PublicationOf });
});

const declaration: RemoteDeclaration = {
  sections: [{ path: 'bingo', expose: './routes' }],
  mounts: { home: './HomeRows' },
  menu: [{ id: 'bingo', path: '/bingo', label: 'bingo.menu.home' }],
  pages: ['bingo', { path: 'bingo/:key', lookup: 'game' }],
  namespaces: ['bingo'],
};
const texts = {
  en: { bingo: { menu: { home: 'Bingo' } } },
  de: { bingo: { menu: { home: 'Bingo!' } } },
};

describe('a remote build’s publication', () => {
  it('resolves menu labels in every locale it ships and lists those locales', () => {
    expect(publicationOf('bingo', declaration, texts)).toEqual({
      ...declaration,
      menu: [{ ...declaration.menu![0], labels: { de: 'Bingo!', en: 'Bingo' } }],
      locales: ['de', 'en'],
    });
  });

  it.each<[string, Partial<RemoteDeclaration>, Record<string, Record<string, unknown>>, string]>([
    ['a page outside its sections', { pages: ['cashier/free'] }, texts, 'page cashier/free is outside'],
    ['a namespace without texts in a locale', { namespaces: ['bingo', 'extra'] }, texts, 'the declaration names bingo, extra'],
    ['a texts file it does not declare', {}, { ...texts, en: { ...texts.en, extra: {} } }, 'en has bingo, extra'],
    ['a menu label missing in a locale', {}, { ...texts, de: { bingo: {} } }, 'menu label bingo.menu.home is missing in de'],
    ['a menu label of another namespace', { menu: [{ id: 'x', path: '/bingo', label: 'casino.menu.x' }] }, texts, 'not in the remote'],
    [
      'a section that is no path segment',
      { sections: [{ path: 'Bingo/Hall', expose: './routes' }] },
      texts,
      'a sections item is malformed',
    ],
    ['an unknown mount point', { mounts: { sidebar: './Side' } as RemoteDeclaration['mounts'] }, texts, 'a mount point is unknown'],
  ])('refuses %s', (_name, change, remoteTexts, message) => {
    expect(() => publicationOf('bingo', { ...declaration, ...change }, remoteTexts)).toThrow(message);
  });
});
