import { type ComponentType, lazy, Suspense, useCallback, useMemo, useState } from 'react';
import { loadRemoteModule, remoteVersion, resetRemote } from '@nfx/shell-federation';
import { holdLoader } from './loader-hold';
import { LoadingFallback } from './LoadingFallback';
import { RemoteErrorBoundary } from './RemoteErrorBoundary';
import { RemoteQuietContext } from './remote-quiet-context';
import { RemoteRetryContext } from './remote-retry-context';
import { RemoteUnavailable } from './RemoteUnavailable';

type AnyComponent = ComponentType<Record<string, unknown>>;

const cache = new Map<string, AnyComponent>();

const loadKey = (remote: string, expose: string, attempt: number) => `${remote}|${expose}|${attempt}`;

function lazyRemote(remote: string, expose: string, attempt: number): AnyComponent {
  const key = loadKey(remote, expose, attempt);
  let component = cache.get(key);
  if (!component) {
    component = lazy(async () => {
      try {
        const { module } = await loadRemoteModule<{ default: AnyComponent }>(remote, expose);
        await holdLoader(key);
        return { default: module.default };
      } catch (error) {
        // A remote missing from the registry, or a module without a default export.
        console.error(`[shell] ${remote}/${expose} is unavailable`, error);
        return { default: () => <RemoteUnavailable remote={remote} /> };
      }
    }) as unknown as AnyComponent;
    cache.set(key, component);
  }
  return component;
}

export interface RemoteMountProps {
  remote: string;
  expose: string;
  props?: Record<string, unknown>;
  /** What shows while the remote loads; the CMS's loader (`LoadingFallback`) by default, nothing for `null`. */
  loading?: React.ReactNode;
  /** The remote draws nothing of its own: a failure to load or render leaves no panel behind. */
  quiet?: boolean;
}

/** Mounts one exposed component of a remote, with a loading skeleton, retry and error boundary. */
export function RemoteMount({ remote, expose, props, loading, quiet = false }: RemoteMountProps) {
  const [attempt, setAttempt] = useState(0);
  const Component = useMemo(() => lazyRemote(remote, expose, attempt), [remote, expose, attempt]);
  const retry = useCallback(() => {
    resetRemote(remote);
    setAttempt((value) => value + 1);
  }, [remote]);

  return (
    <div data-remote={remote} data-remote-version={remoteVersion(remote)}>
      <RemoteQuietContext.Provider value={quiet}>
        <RemoteRetryContext.Provider value={retry}>
          <RemoteErrorBoundary remote={remote} resetKey={attempt}>
            <Suspense fallback={loading === undefined ? <LoadingFallback holdKey={loadKey(remote, expose, attempt)} /> : loading}>
              <Component {...props} />
            </Suspense>
          </RemoteErrorBoundary>
        </RemoteRetryContext.Provider>
      </RemoteQuietContext.Provider>
    </div>
  );
}
