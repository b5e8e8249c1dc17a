import { type QueryClient, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { getApiClient } from '@nfx/api-client';
import type { ApiArguments, ApiPayload, IdentityRejectReason } from '@nfx/api-contract';
import { staffKeys } from './staff-keys';

export type StaffKycApplicant = ApiPayload<'staff.kycQueue'>['pending'][number];
export type StaffKycDocument = StaffKycApplicant['documents'][number];

/**
 * The reasons a player may be told, in the order the dialog offers them. Browser code takes only
 * types from the contract (its schemas stay out of the bundle), so the list is repeated here and
 * checked against it both ways.
 */
export const KYC_REJECT_REASONS = [
  'document_unreadable',
  'document_expired',
  'document_mismatch',
  'selfie_mismatch',
  'other',
] as const satisfies readonly IdentityRejectReason[];
type Holds<T extends true> = T;
/** Fails to compile when the contract gains a reason this list lacks. */
export type EveryReasonListed = Holds<[Exclude<IdentityRejectReason, (typeof KYC_REJECT_REASONS)[number]>] extends [never] ? true : false>;

/** GET staff/kycQueue: verifications waiting for a review (oldest first) and the latest decisions. */
export function fetchKycQueue(signal?: AbortSignal): Promise<ApiPayload<'staff.kycQueue'>> {
  return getApiClient().query('staff.kycQueue', {}, { signal });
}

export function kycQueueQueryOptions() {
  return queryOptions({
    queryKey: staffKeys.kycQueue,
    queryFn: ({ signal }) => fetchKycQueue(signal),
    // Players send documents at any time: a reviewer's open page picks them up.
    refetchInterval: 30_000,
    staleTime: 5_000,
  });
}

export function useKycQueue() {
  return useQuery(kycQueueQueryOptions());
}

/** GET staff/kycDocument (id): one photo as base64 JPEG. */
export function fetchKycDocument(id: number, signal?: AbortSignal): Promise<ApiPayload<'staff.kycDocument'>> {
  return getApiClient().query('staff.kycDocument', { id }, { signal });
}

export function kycDocumentQueryOptions(id: number) {
  return queryOptions({
    queryKey: [...staffKeys.kycDocument, id] as const,
    queryFn: ({ signal }) => fetchKycDocument(id, signal),
    // A photo never changes under its id (a new upload is a new row): fetched once per page visit.
    staleTime: Infinity,
    // Up to three photos of a megabyte each per player: dropped soon after the card leaves the screen.
    gcTime: 60_000,
  });
}

export function useKycDocument(id: number) {
  return useQuery(kycDocumentQueryOptions(id));
}

/** A decision moves a verification from waiting to decided, and the audit log has a new row. */
function refreshAfterDecision(queryClient: QueryClient): Promise<unknown> {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: kycQueueQueryOptions().queryKey }),
    queryClient.invalidateQueries({ queryKey: staffKeys.auditLog }),
  ]);
}

/** POST staff/approveKyc (id): the player is verified and told by mail. */
export function approveKyc(id: number): Promise<1> {
  return getApiClient().mutate('staff.approveKyc', { id });
}

/** POST staff/rejectKyc (id, reason, comment): the player is told the reason and may send new photos. */
export function rejectKyc(values: ApiArguments<'staff.rejectKyc'>): Promise<1> {
  return getApiClient().mutate('staff.rejectKyc', values);
}

export function useApproveKyc() {
  const queryClient = useQueryClient();
  // Refused (decided meanwhile by a colleague) also means the list on screen is stale.
  return useMutation({ mutationFn: approveKyc, onSettled: () => refreshAfterDecision(queryClient) });
}

export function useRejectKyc() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: rejectKyc, onSettled: () => refreshAfterDecision(queryClient) });
}
