/**
 * What the browser apps share as `@tanstack/react-query` (see react-router.ts for why a facade):
 * the hooks and helpers the site uses, so unused observers and hydration code stay out of the
 * shared chunk. Listed names are checked by tools/lint/shared-facades.spec.ts.
 */
export {
  QueryClient,
  QueryClientProvider,
  QueryCache,
  MutationCache,
  infiniteQueryOptions,
  keepPreviousData,
  queryOptions,
  useInfiniteQuery,
  useMutation,
  useQueries,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query-full';
