import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { IdentityDocumentSide, IdentityDocumentType, IdentityVerification } from '@nfx/api-contract';
import { callQueryOptions, getApiClient } from '@nfx/api-client';
import { refreshSession, useSession } from '@nfx/session';

/** GET sumsub/getStatus: the player's identity verification. */
export function verificationQueryOptions(uid: number) {
  return callQueryOptions('sumsub.getStatus', {}, [uid]);
}

export function useVerification() {
  const uid = useSession().account?.uid ?? 0;
  return useQuery({ ...verificationQueryOptions(uid), enabled: uid > 0 });
}

/**
 * POST sumsub/getAccessToken for the provider's web SDK (Sumsub): the token it uploads the
 * documents with. Also the SDK's `expirationHandler`, which asks for a new one when it runs out.
 */
export async function fetchSdkAccessToken(): Promise<string> {
  return (await getApiClient().mutate('sumsub.getAccessToken', {})).token;
}

/** The SDK's first token: fetched once per mount (each call replaces the previous token), never retried on its own. */
export function sdkAccessTokenQueryOptions(uid: number) {
  return queryOptions({
    queryKey: ['sumsub', 'sdkAccessToken', uid] as const,
    queryFn: fetchSdkAccessToken,
    staleTime: Infinity,
    gcTime: 0,
    retry: false,
    refetchOnWindowFocus: false,
  });
}

export function useSdkAccessToken() {
  const uid = useSession().account?.uid ?? 0;
  return useQuery({ ...sdkAccessTokenQueryOptions(uid), enabled: uid > 0 });
}

/** The documents went to the provider: its decision arrives through the server, so the status and the account are read again. */
export function useVerificationChanged() {
  const queryClient = useQueryClient();
  const uid = useSession().account?.uid ?? 0;
  return () =>
    Promise.all([queryClient.invalidateQueries({ queryKey: verificationQueryOptions(uid).queryKey }), refreshSession(queryClient)]);
}

export interface VerificationUpload {
  documentType: IdentityDocumentType;
  /** The photos chosen now; sides uploaded before are kept by the provider. */
  files: Partial<Record<IdentityDocumentSide, File>>;
}

/** Thrown when the provider takes documents through its own SDK, which this site does not embed. */
export class ProviderUploadError extends Error {
  constructor() {
    super('The identity provider takes documents through its own SDK');
    this.name = 'ProviderUploadError';
  }
}

/**
 * The demo provider's upload step (spec §7 `sumsub`): an access token, each photo with it
 * (the front first: it names the document type), then the documents go for review.
 */
export async function uploadAndSubmit({ documentType, files }: VerificationUpload): Promise<IdentityVerification> {
  const client = getApiClient();
  const access = await client.mutate('sumsub.getAccessToken', {});
  if (access.document_upload !== 'api') throw new ProviderUploadError();
  const sides: IdentityDocumentSide[] = ['document_front', 'document_back', 'selfie'];
  for (const side of sides) {
    const file = files[side];
    if (!file) continue;
    await client.mutate('sumsub.uploadDocument', {
      token: access.token,
      side,
      ...(side === 'document_front' ? { document_type: documentType } : {}),
      file,
    } as never);
  }
  return client.mutate('sumsub.submitDocuments', { token: access.token });
}

export function useSubmitVerification() {
  const queryClient = useQueryClient();
  const uid = useSession().account?.uid ?? 0;
  return useMutation({
    mutationFn: uploadAndSubmit,
    onSettled: () =>
      Promise.all([queryClient.invalidateQueries({ queryKey: verificationQueryOptions(uid).queryKey }), refreshSession(queryClient)]),
  });
}
