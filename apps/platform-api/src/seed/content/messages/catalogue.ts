import type { MessageTree } from '../../../content/message-tree';

/**
 * The namespaces the platform owns, seeded from `messages/<locale>/<namespace>.json`: the shell's
 * (served to every page by `/nfx/i18n/messages/{locale}`) and the game server's `slot` (read by
 * the slot page only). A remote's namespaces ship with the remote (`apps/<remote>/src/i18n`) and
 * are not seeded; a row an editor adds for one of its keys overrides the remote's text. A team
 * adding a namespace adds its files for every locale and its name here; the completeness test
 * fails when a folder's files and this list disagree.
 */
export const messageNamespaces = ['common', 'errors', 'validation', 'system', 'layout', 'shell', 'slot'] as const;

/**
 * Loads one catalogue file. The template import lets the production bundler embed every
 * catalogue file under `messages/`, so the server needs no files beside its bundle.
 */
export async function loadCatalogue(locale: string, namespace: string): Promise<MessageTree> {
  const module = (await import(`./${locale}/${namespace}.json`)) as { default: MessageTree };
  return module.default;
}
