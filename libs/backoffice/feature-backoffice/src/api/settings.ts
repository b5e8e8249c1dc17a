import { type QueryClient, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { getApiClient } from '@nfx/api-client';
import type { ApiArguments, ApiPayload } from '@nfx/api-contract';
import { staffKeys } from './staff-keys';

export type MaintenanceState = ApiPayload<'staff.maintenance'>;
export type FeatureFlagList = ApiPayload<'staff.featureFlags'>;
export type FeatureFlagItem = FeatureFlagList['items'][number];
export type FeatureFlagSwitched = ApiPayload<'staff.setFeatureFlag'>;
export type ChatSettings = ApiPayload<'staff.chatSettings'>;

/** GET staff/maintenance: whether players see the maintenance page, and whether a server setting forces it. */
export function fetchMaintenance(signal?: AbortSignal): Promise<MaintenanceState> {
  return getApiClient().query('staff.maintenance', {}, { signal });
}

export function maintenanceQueryOptions() {
  return queryOptions({ queryKey: staffKeys.maintenance, queryFn: ({ signal }) => fetchMaintenance(signal) });
}

export function useMaintenance() {
  return useQuery(maintenanceQueryOptions());
}

/** POST staff/setMaintenance (enabled, retry_after_seconds, reason): answers the state it left. */
export function setMaintenance(values: ApiArguments<'staff.setMaintenance'>): Promise<MaintenanceState> {
  return getApiClient().mutate('staff.setMaintenance', values);
}

/** GET staff/featureFlags: every CMS feature switch as the site applies it. */
export function fetchFeatureFlags(signal?: AbortSignal): Promise<FeatureFlagList> {
  return getApiClient().query('staff.featureFlags', {}, { signal });
}

export function featureFlagsQueryOptions() {
  return queryOptions({ queryKey: staffKeys.featureFlags, queryFn: ({ signal }) => fetchFeatureFlags(signal) });
}

export function useFeatureFlags() {
  return useQuery(featureFlagsQueryOptions());
}

/** POST staff/setFeatureFlag (flag, enabled, reason): answers every flag after the switch. */
export function setFeatureFlag(values: ApiArguments<'staff.setFeatureFlag'>): Promise<FeatureFlagSwitched> {
  return getApiClient().mutate('staff.setFeatureFlag', values);
}

/** GET staff/chatSettings: the site's support-chat provider and every provider's settings. */
export function fetchChatSettings(signal?: AbortSignal): Promise<ChatSettings> {
  return getApiClient().query('staff.chatSettings', {}, { signal });
}

export function chatSettingsQueryOptions() {
  return queryOptions({ queryKey: staffKeys.chatSettings, queryFn: ({ signal }) => fetchChatSettings(signal) });
}

export function useChatSettings() {
  return useQuery(chatSettingsQueryOptions());
}

/** POST staff/setChatSettings (chat, its settings, reason): answers the section as saved. */
export function setChatSettings(values: ApiArguments<'staff.setChatSettings'>): Promise<ChatSettings> {
  return getApiClient().mutate('staff.setChatSettings', values);
}

const refreshAuditLog = (queryClient: QueryClient) => queryClient.invalidateQueries({ queryKey: staffKeys.auditLog });

/**
 * The answer is the state after the switch, so it goes straight into the cache; a refusal means
 * the state on screen may be stale (a colleague switched meanwhile), so it is asked again.
 */
export function useSetMaintenance() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setMaintenance,
    onSuccess: (state) => {
      queryClient.setQueryData(maintenanceQueryOptions().queryKey, state);
      return refreshAuditLog(queryClient);
    },
    onError: () => queryClient.invalidateQueries({ queryKey: maintenanceQueryOptions().queryKey }),
  });
}

export function useSetFeatureFlag() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setFeatureFlag,
    onSuccess: ({ items }) => {
      queryClient.setQueryData(featureFlagsQueryOptions().queryKey, { items });
      return refreshAuditLog(queryClient);
    },
    onError: () => queryClient.invalidateQueries({ queryKey: featureFlagsQueryOptions().queryKey }),
  });
}

export function useSetChatSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setChatSettings,
    onSuccess: (saved) => {
      queryClient.setQueryData(chatSettingsQueryOptions().queryKey, saved);
      return refreshAuditLog(queryClient);
    },
    onError: () => queryClient.invalidateQueries({ queryKey: chatSettingsQueryOptions().queryKey }),
  });
}
