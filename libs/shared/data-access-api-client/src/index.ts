export {
  createApiClient,
  type ApiClient,
  type ApiClientOptions,
  type FatalErrorHandler,
  type GlobalPopupHandler,
  type RequestOptions,
} from './api-client';
export { configureApiClient, getApiClient, subscribeFatalErrors, subscribeGlobalPopups } from './default-client';
export { setPageQueryClient, getPageQueryClient } from './page-query-client';
export { callQueryKey, callQueryOptions, callQueryRoot } from './call-query';
export { NetworkError, isNetworkError } from './network-error';
export { RETRYABLE_STATUSES, shouldRetry } from './retry-policy';
export type { QueryParams, QueryValue } from './query-string';
export type { FormBody } from './form-data';
