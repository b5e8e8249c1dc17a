import { type FederationConfig, federationBase } from '../../module-federation.base';

/** The betting remote: its route tree, nothing else. */
const config: FederationConfig = {
  ...federationBase,
  name: 'betting',
  filename: 'remoteEntry.js',
  manifest: { fileName: 'mf-manifest.json' },
  exposes: {
    './routes': './src/exposes/routes.tsx',
  },
};

export default config;
