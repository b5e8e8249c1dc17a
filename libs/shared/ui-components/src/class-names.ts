/** Joins class names, skipping empty ones, so callers can pass `className` through without `undefined` leaking in. */
export function classNames(...names: (string | false | null | undefined)[]): string {
  return names.filter(Boolean).join(' ');
}
