import { type FederationConfig, federationBase } from '../../module-federation.base';

/** The casino remote: its route tree and the few components other parts of the site need. */
const config: FederationConfig = {
  ...federationBase,
  name: 'casino',
  filename: 'remoteEntry.js',
  manifest: { fileName: 'mf-manifest.json' },
  exposes: {
    './routes': './src/exposes/routes.tsx',
    './HomeGameRows': './src/exposes/home-game-rows.tsx',
    './GamesSearchPopup': './src/exposes/games-search-popup.tsx',
  },
};

export default config;
