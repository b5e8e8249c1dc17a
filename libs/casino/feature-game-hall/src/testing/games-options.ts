/** The games/get `options` of a call (a JSON query parameter). */
export function optionsOf(url: URL): Record<string, unknown> {
  return JSON.parse(url.searchParams.get('options') ?? '{}') as Record<string, unknown>;
}
