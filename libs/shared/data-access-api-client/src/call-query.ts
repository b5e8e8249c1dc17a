import { queryOptions } from '@tanstack/react-query';
import type { ApiArguments, ApiQueryName } from '@nfx/api-contract';
import { getApiClient } from './default-client';

/**
 * The cache key of a contract query: `[area, method, ...scope, arguments]`. Every library that
 * reads the call builds its key here, so two readers of one call share one cache entry by
 * construction, and `[area, method]` (or `[area, method, ...scope]`) invalidates all its entries.
 * `scope` is what the answer depends on beyond the arguments: the player (`uid`) or the locale
 * the client sends on its own.
 */
export function callQueryKey<TName extends ApiQueryName>(
  name: TName,
  args: ApiArguments<TName> = {} as ApiArguments<TName>,
  scope: readonly unknown[] = [],
) {
  return [...callQueryRoot(name, scope), args] as const;
}

/**
 * The root of a call's keys, `[area, method, ...scope]`: every entry of the call (for that scope),
 * whatever its arguments. What a mutation invalidates; a prefix of every `callQueryKey` of the call.
 */
export function callQueryRoot<TName extends ApiQueryName>(name: TName, scope: readonly unknown[] = []) {
  const dot = name.indexOf('.');
  return [name.slice(0, dot), name.slice(dot + 1), ...scope] as const;
}

/** Query options for a contract query: its key from `callQueryKey`, its answer from the default client. */
export function callQueryOptions<TName extends ApiQueryName>(
  name: TName,
  args: ApiArguments<TName> = {} as ApiArguments<TName>,
  scope: readonly unknown[] = [],
) {
  return queryOptions({
    queryKey: callQueryKey(name, args, scope),
    queryFn: ({ signal }) => getApiClient().query(name, args, { signal }),
  });
}
