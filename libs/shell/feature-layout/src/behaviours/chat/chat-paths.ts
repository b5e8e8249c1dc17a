/** Spec §2: the chat badge is hidden on the betting and game routes. */
export function isChatHiddenPath(pathWithoutLocale: string): boolean {
  const [first] = pathWithoutLocale.split('/').filter(Boolean);
  return first === 'betting' || first === 'game';
}
