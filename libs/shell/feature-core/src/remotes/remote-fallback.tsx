import { RemoteUnavailable } from './RemoteUnavailable';

/**
 * The module the fallback runtime plugin hands back when a remote cannot load: every exposed
 * component of that remote renders the unavailable panel instead.
 */
export function createRemoteFallback(remote: string) {
  return function RemoteFallback() {
    return <RemoteUnavailable remote={remote} />;
  };
}
