/**
 * Where focus goes inside an open menu for a key (WAI-ARIA APG menu button pattern): arrows move
 * and wrap, Home and End jump. `null` means the key is not the menu's to handle.
 */
export function nextMenuIndex(key: string, current: number, count: number): number | null {
  if (count === 0) return null;
  switch (key) {
    case 'ArrowDown':
      return current < 0 ? 0 : (current + 1) % count;
    case 'ArrowUp':
      return current < 0 ? count - 1 : (current - 1 + count) % count;
    case 'Home':
    case 'PageUp':
      return 0;
    case 'End':
    case 'PageDown':
      return count - 1;
    default:
      return null;
  }
}

/**
 * Type-ahead: the next item after `current` whose label starts with the typed character,
 * wrapping; -1 when none does.
 */
export function indexByFirstLetter(labels: readonly string[], current: number, character: string): number {
  const wanted = character.toLocaleLowerCase();
  for (let step = 1; step <= labels.length; step += 1) {
    const index = (current + step + labels.length) % labels.length;
    if (labels[index]?.trim().toLocaleLowerCase().startsWith(wanted)) return index;
  }
  return -1;
}
