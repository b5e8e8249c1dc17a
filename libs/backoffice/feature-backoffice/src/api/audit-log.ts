import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { getApiClient } from '@nfx/api-client';
import type { ApiPayload } from '@nfx/api-contract';
import { staffKeys } from './staff-keys';

export type AuditEntry = ApiPayload<'staff.auditLog'>['items'][number];

export interface AuditFilters {
  staff: string;
  action: string;
  target: string;
  page: number;
}

/** GET staff/auditLog (staff, action, target, page): newest first, 50 a page. */
export function fetchAuditLog(filters: AuditFilters, signal?: AbortSignal): Promise<ApiPayload<'staff.auditLog'>> {
  return getApiClient().query(
    'staff.auditLog',
    {
      page: filters.page,
      ...(filters.staff ? { staff: filters.staff } : {}),
      ...(filters.action ? { action: filters.action } : {}),
      ...(filters.target ? { target: filters.target } : {}),
    },
    { signal },
  );
}

export function auditLogQueryOptions(filters: AuditFilters) {
  return queryOptions({
    queryKey: [...staffKeys.auditLog, filters] as const,
    queryFn: ({ signal }) => fetchAuditLog(filters, signal),
    // The next page keeps the table in place while it loads.
    placeholderData: keepPreviousData,
  });
}

export function useAuditLog(filters: AuditFilters) {
  return useQuery(auditLogQueryOptions(filters));
}
