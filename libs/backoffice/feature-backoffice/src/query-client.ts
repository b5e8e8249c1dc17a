import { MutationCache, QueryCache, QueryClient } from '@tanstack/react-query';
import { createQueryClient } from '@nfx/app-runtime';
import { isApiError } from '@nfx/errors';
import { meQueryOptions } from './api/me';

const isSessionRefusal = (error: unknown) => isApiError(error) && error.type === 'Authorization';

/**
 * The app runtime's query defaults, plus one rule: a call refused for want of a staff session (the
 * 30-minute idle timeout, a sign-out in another tab, a disabled account) asks `staff.me` again,
 * whose refusal the route guard turns into the sign-in page.
 */
export function createBackofficeQueryClient(): QueryClient {
  const meKey = meQueryOptions().queryKey;
  const askMeAgain = () => void client.invalidateQueries({ queryKey: meKey, exact: true });
  const client: QueryClient = new QueryClient({
    defaultOptions: createQueryClient().getDefaultOptions(),
    queryCache: new QueryCache({
      onError: (error, query) => {
        if (isSessionRefusal(error) && query.queryHash !== JSON.stringify(meKey)) askMeAgain();
      },
    }),
    mutationCache: new MutationCache({
      onError: (error) => {
        if (isSessionRefusal(error)) askMeAgain();
      },
    }),
  });
  return client;
}
