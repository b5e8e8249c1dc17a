import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';

/** Marks a module that stands in for a remote that could not be loaded. */
export const FALLBACK_MARKER = '__nfxRemoteFallback';

export interface FallbackModule<T> {
  [FALLBACK_MARKER]: true;
  remote: string;
  error: unknown;
  default: T;
}

export function isFallbackModule(value: unknown): value is FallbackModule<unknown> {
  return !!value && typeof value === 'object' && (value as Record<string, unknown>)[FALLBACK_MARKER] === true;
}

/**
 * Second layer: loading. When a remote's manifest or entry cannot be loaded, answer with a
 * fallback module instead of throwing, so the page keeps its layout and shows a retry panel.
 */
export function fallbackPlugin<T>(
  createFallback: (remote: string, error: unknown) => T,
  onError?: (remote: string, error: unknown) => void,
): ModuleFederationRuntimePlugin {
  return {
    name: 'nfx-fallback',
    async errorLoadRemote(args) {
      if (args.lifecycle !== 'onLoad') return undefined;
      const remote = args.remote?.name ?? args.id.split('/')[0] ?? args.id;
      onError?.(remote, args.error);
      const fallback: FallbackModule<T> = {
        [FALLBACK_MARKER]: true,
        remote,
        error: args.error,
        default: createFallback(remote, args.error),
      };
      // Whatever this hook returns is handed to the caller of loadRemote as the module.
      return fallback;
    },
  };
}
