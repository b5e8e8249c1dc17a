import { type FederationConfig, federationBase } from '../../module-federation.base';

/** The auth remote: its route tree and the few components other parts of the site need. */
const config: FederationConfig = {
  ...federationBase,
  name: 'auth',
  filename: 'remoteEntry.js',
  manifest: { fileName: 'mf-manifest.json' },
  exposes: {
    './routes': './src/exposes/routes.tsx',
    './AuthPopup': './src/exposes/auth-popup.tsx',
    './MessengerSignIn': './src/exposes/messenger-sign-in.tsx',
  },
};

export default config;
