import type { AuditFilters } from '../api/audit-log';

const MAX_PAGE = 1000;

/** The audit page's filters live in the URL (`?staff=&action=&target=&page=`): shareable and reloadable. */
export function filtersFromSearch(params: URLSearchParams): AuditFilters {
  const page = Number(params.get('page') ?? '1');
  return {
    staff: params.get('staff')?.trim() ?? '',
    action: params.get('action')?.trim() ?? '',
    target: params.get('target')?.trim() ?? '',
    page: Number.isInteger(page) && page >= 1 && page <= MAX_PAGE ? page : 1,
  };
}

export function searchFromFilters(filters: AuditFilters): URLSearchParams {
  const params = new URLSearchParams();
  for (const name of ['staff', 'action', 'target'] as const) if (filters[name]) params.set(name, filters[name]);
  if (filters.page > 1) params.set('page', String(filters.page));
  return params;
}
