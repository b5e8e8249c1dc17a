import { type FederationConfig, federationBase } from '../../module-federation.base';

/** The host: no remotes at build time; they come from the site server's registry at run time. */
const config: FederationConfig = {
  ...federationBase,
  name: 'shell',
  // The container entry of a host is never loaded by others; a stable name keeps webpack from hashing it.
  filename: 'shell-entry.js',
  remotes: {},
  // The host publishes nothing; its page is rendered by the site server.
  manifest: false,
};

export default config;
