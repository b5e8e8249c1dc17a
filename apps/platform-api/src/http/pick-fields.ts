/**
 * An item narrowed to the fields a caller named in `fields` (spec §7), plus the keys the call
 * always sends so the client can key and link its list. No fields named: the whole item.
 */
export function pickFields<TItem extends object>(
  item: TItem,
  fields: readonly string[] | undefined,
  always: readonly (keyof TItem & string)[] = [],
): TItem | Partial<TItem> {
  if (!fields || fields.length === 0) return item;
  const wanted = new Set<string>([...always, ...fields]);
  return Object.fromEntries(Object.entries(item).filter(([key]) => wanted.has(key))) as Partial<TItem>;
}
