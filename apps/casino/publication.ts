import { paths } from '@nfx/paths';
import type { RemoteDeclaration } from '@nfx/remote-registry';

/**
 * What the casino publishes through the registry (tools/webpack/remote-publication.ts): the
 * sections it renders, the home page's game rows and the games search it fills, its menu links,
 * the pages the site server answers 200 for, and its texts. Changing it is a casino deploy.
 */
const publication: RemoteDeclaration = {
  sections: ['gamehall', 'game', 'providers', 'jackpots', 'tournaments', 'winners'].map((path) => ({ path, expose: './routes' })),
  mounts: { home: './HomeGameRows', 'games-search': './GamesSearchPopup' },
  menu: [
    { id: 'gamehall', path: paths.gameHall(), label: 'casino.menu.gamehall' },
    { id: 'jackpots', path: paths.jackpots(), label: 'casino.menu.jackpots' },
    { id: 'tournaments', path: paths.tournaments(), label: 'casino.menu.tournaments' },
  ],
  // `gamehall/{category}` is redirected to `gamehall?category=` before any page is looked up.
  pages: [
    'gamehall',
    'providers',
    'winners',
    { path: 'game/:key', lookup: 'game' },
    'jackpots',
    { path: 'jackpots/:key', lookup: 'jackpot' },
    'tournaments',
    { path: 'tournaments/:key', lookup: 'tournament' },
    { path: 'tournaments/:key/gamehall', lookup: 'tournament' },
  ],
  namespaces: ['casino'],
};

export default publication;
