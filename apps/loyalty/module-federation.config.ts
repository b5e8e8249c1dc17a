import { type FederationConfig, federationBase } from '../../module-federation.base';

/** The loyalty remote: its route tree and the few components other parts of the site need. */
const config: FederationConfig = {
  ...federationBase,
  name: 'loyalty',
  filename: 'remoteEntry.js',
  manifest: { fileName: 'mf-manifest.json' },
  exposes: {
    './routes': './src/exposes/routes.tsx',
    './LoyaltyToasts': './src/exposes/loyalty-toasts.tsx',
  },
};

export default config;
