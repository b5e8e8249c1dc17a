import { type QueryClient, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { getApiClient } from '@nfx/api-client';
import { idempotencyHeaders, useIdempotencyKey } from '@nfx/app-runtime';
import type { ApiArguments, ApiPayload } from '@nfx/api-contract';
import { staffKeys } from './staff-keys';

export type StaffCampaign = ApiPayload<'staff.campaigns'>['items'][number];
export type StaffPromoCode = ApiPayload<'staff.promoCodes'>['items'][number];
export type StaffCampaignTexts = ApiPayload<'staff.campaignTexts'>;

/** GET staff/campaigns: every bonus campaign, newest first. */
export function fetchCampaigns(signal?: AbortSignal): Promise<ApiPayload<'staff.campaigns'>> {
  return getApiClient().query('staff.campaigns', {}, { signal });
}

export function campaignsQueryOptions() {
  return queryOptions({ queryKey: staffKeys.campaigns, queryFn: ({ signal }) => fetchCampaigns(signal), staleTime: 10_000 });
}

export function useCampaigns() {
  return useQuery(campaignsQueryOptions());
}

/** GET staff/promoCodes: every promo code, newest first, with its redemptions. */
export function fetchPromoCodes(signal?: AbortSignal): Promise<ApiPayload<'staff.promoCodes'>> {
  return getApiClient().query('staff.promoCodes', {}, { signal });
}

export function promoCodesQueryOptions() {
  return queryOptions({ queryKey: staffKeys.promoCodes, queryFn: ({ signal }) => fetchPromoCodes(signal), staleTime: 10_000 });
}

export function usePromoCodes() {
  return useQuery(promoCodesQueryOptions());
}

/**
 * A change shows in both lists (a campaign's state is its codes' too, and its number of codes
 * moves with a new code) and in the audit log.
 */
function refreshAfterChange(queryClient: QueryClient): Promise<unknown> {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: campaignsQueryOptions().queryKey }),
    queryClient.invalidateQueries({ queryKey: promoCodesQueryOptions().queryKey }),
    queryClient.invalidateQueries({ queryKey: staffKeys.auditLog }),
  ]);
}

/** POST staff/createCampaign under an Idempotency-Key: the engine's rules; answers the campaign as the list shows it. */
export const createCampaign = (values: ApiArguments<'staff.createCampaign'>, key: string): Promise<StaffCampaign> =>
  getApiClient().mutate('staff.createCampaign', values, idempotencyHeaders(key));

/** POST staff/scheduleCampaign (id, starts_at, ends_at; empty is open). */
export const scheduleCampaign = (values: ApiArguments<'staff.scheduleCampaign'>): Promise<1> =>
  getApiClient().mutate('staff.scheduleCampaign', values);

/** POST staff/pauseCampaign or staff/resumeCampaign (id). */
export const setCampaignPaused = ({ id, paused }: { id: number; paused: boolean }): Promise<1> =>
  getApiClient().mutate(paused ? 'staff.pauseCampaign' : 'staff.resumeCampaign', { id });

/** POST staff/createPromoCode under an Idempotency-Key: answers the code as the list shows it. */
export const createPromoCode = (values: ApiArguments<'staff.createPromoCode'>, key: string): Promise<StaffPromoCode> =>
  getApiClient().mutate('staff.createPromoCode', values, idempotencyHeaders(key));

/** POST staff/pausePromoCode or staff/resumePromoCode (id). */
export const setPromoCodePaused = ({ id, paused }: { id: number; paused: boolean }): Promise<1> =>
  getApiClient().mutate(paused ? 'staff.pausePromoCode' : 'staff.resumePromoCode', { id });

function useMarketingMutation<TArgs, TResult>(mutationFn: (args: TArgs) => Promise<TResult>) {
  const queryClient = useQueryClient();
  // A refusal (a colleague's change meanwhile) also means the lists on screen may be stale.
  return useMutation({ mutationFn, onSettled: () => refreshAfterChange(queryClient) });
}

/**
 * A create under the submission's Idempotency-Key: a second click, or a retry after a lost answer,
 * sends the same values with the same key and the API creates once; changed values, or the next
 * submission after a success, get a fresh key.
 */
function useIdempotentCreate<TArgs, TResult>(create: (args: TArgs, key: string) => Promise<TResult>) {
  const queryClient = useQueryClient();
  const { keyFor, settle } = useIdempotencyKey();
  return useMutation({
    mutationFn: (args: TArgs) => create(args, keyFor(args)),
    onSuccess: () => settle(),
    onSettled: () => refreshAfterChange(queryClient),
  });
}

/** GET staff/campaignTexts: a campaign's words per locale, the site's locales and the default one. */
export function campaignTextsQueryOptions(id: number) {
  return queryOptions({
    queryKey: [...staffKeys.campaigns, 'texts', id] as const,
    queryFn: ({ signal }) => getApiClient().query('staff.campaignTexts', { id }, { signal }),
  });
}

export function useCampaignTexts(id: number) {
  return useQuery(campaignTextsQueryOptions(id));
}

/** POST staff/setCampaignTexts: a campaign's words in one locale; the dialog's list is read again. */
export function useSetCampaignTexts() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (values: ApiArguments<'staff.setCampaignTexts'>): Promise<1> => getApiClient().mutate('staff.setCampaignTexts', values),
    onSettled: (_answer, _error, values) =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: campaignTextsQueryOptions(Number(values.id)).queryKey }),
        queryClient.invalidateQueries({ queryKey: staffKeys.auditLog }),
      ]),
  });
}

export const useCreateCampaign = () => useIdempotentCreate(createCampaign);
export const useScheduleCampaign = () => useMarketingMutation(scheduleCampaign);
export const useSetCampaignPaused = () => useMarketingMutation(setCampaignPaused);
export const useCreatePromoCode = () => useIdempotentCreate(createPromoCode);
export const useSetPromoCodePaused = () => useMarketingMutation(setPromoCodePaused);
