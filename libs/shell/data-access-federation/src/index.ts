export { readRemoteRegistry, REGISTRY_ELEMENT_ID, REGISTRY_URL, type RemoteRegistry } from './remote-registry';
export {
  setUpFederation,
  loadRemoteModule,
  resetRemote,
  remoteRegistry,
  remoteVersion,
  type FederationSetup,
  type LoadedRemote,
} from './federation';
export { retryPlugin, type RetryPluginOptions } from './plugins/retry';
export { fallbackPlugin, isFallbackModule, FALLBACK_MARKER, type FallbackModule } from './plugins/fallback';
