type QueryValue = string | number | readonly string[] | null | undefined;

/** Appends the query parameters that have a value; lists are comma-joined (spec §2 providers). */
export function withQuery(path: string, query: Readonly<Record<string, QueryValue>> = {}): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    const text = typeof value === 'object' && value !== null ? value.join(',') : String(value ?? '');
    if (text) params.set(key, text);
  }
  const search = params.toString();
  return search ? `${path}?${search}` : path;
}

/** One path segment from a name or an id, encoded. */
export const segment = (value: string | number) => encodeURIComponent(String(value));
