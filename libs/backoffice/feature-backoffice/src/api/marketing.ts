import { type QueryClient, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { getApiClient } from '@nfx/api-client';
import type { ApiArguments, ApiPayload } from '@nfx/api-contract';
import { staffKeys } from './staff-keys';

export type StaffCampaign = ApiPayload<'staff.campaigns'>['items'][number];
export type StaffPromoCode = ApiPayload<'staff.promoCodes'>['items'][number];

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

/** POST staff/createCampaign: the engine's rules; answers the campaign as the list shows it. */
export const createCampaign = (values: ApiArguments<'staff.createCampaign'>): Promise<StaffCampaign> =>
  getApiClient().mutate('staff.createCampaign', values);

/** POST staff/scheduleCampaign (id, starts_at, ends_at; empty is open). */
export const scheduleCampaign = (values: ApiArguments<'staff.scheduleCampaign'>): Promise<1> =>
  getApiClient().mutate('staff.scheduleCampaign', values);

/** POST staff/pauseCampaign or staff/resumeCampaign (id). */
export const setCampaignPaused = ({ id, paused }: { id: number; paused: boolean }): Promise<1> =>
  getApiClient().mutate(paused ? 'staff.pauseCampaign' : 'staff.resumeCampaign', { id });

/** POST staff/createPromoCode: answers the code as the list shows it. */
export const createPromoCode = (values: ApiArguments<'staff.createPromoCode'>): Promise<StaffPromoCode> =>
  getApiClient().mutate('staff.createPromoCode', values);

/** POST staff/pausePromoCode or staff/resumePromoCode (id). */
export const setPromoCodePaused = ({ id, paused }: { id: number; paused: boolean }): Promise<1> =>
  getApiClient().mutate(paused ? 'staff.pausePromoCode' : 'staff.resumePromoCode', { id });

function useMarketingMutation<TArgs, TResult>(mutationFn: (args: TArgs) => Promise<TResult>) {
  const queryClient = useQueryClient();
  // A refusal (a colleague's change meanwhile) also means the lists on screen may be stale.
  return useMutation({ mutationFn, onSettled: () => refreshAfterChange(queryClient) });
}

export const useCreateCampaign = () => useMarketingMutation(createCampaign);
export const useScheduleCampaign = () => useMarketingMutation(scheduleCampaign);
export const useSetCampaignPaused = () => useMarketingMutation(setCampaignPaused);
export const useCreatePromoCode = () => useMarketingMutation(createPromoCode);
export const useSetPromoCodePaused = () => useMarketingMutation(setPromoCodePaused);
