type Scalar = string | number | boolean | Date;

/** What a GET call may carry; null and undefined mean "leave the parameter out". */
export type QueryValue = Scalar | null | undefined | readonly (Scalar | null | undefined)[] | { readonly [key: string]: unknown };
export type QueryParams = Readonly<Record<string, QueryValue>>;

function scalarToString(value: Scalar): string {
  if (value instanceof Date) return value.toISOString();
  if (typeof value === 'boolean') return value ? '1' : '0';
  return String(value);
}

/**
 * The API's query conventions: arrays are one comma-joined parameter (statuses=active,paid_out),
 * objects travel as JSON (games.get takes its `options` that way), booleans as 1/0 like the
 * form bodies. An empty array is left out, as a filter with no values means "no filter".
 */
export function appendQuery(target: URLSearchParams, query: QueryParams): void {
  for (const [key, value] of Object.entries(query)) {
    if (value === null || value === undefined) continue;
    if (Array.isArray(value)) {
      const items = (value as readonly (Scalar | null | undefined)[]).filter((item): item is Scalar => item !== null && item !== undefined);
      if (items.length > 0) target.set(key, items.map(scalarToString).join(','));
    } else if (typeof value === 'object' && !(value instanceof Date)) {
      target.set(key, JSON.stringify(value));
    } else {
      target.set(key, scalarToString(value as Scalar));
    }
  }
}
