import type { MessageTree } from '../../../content/message-tree';

/**
 * Namespaces seeded from `messages/<locale>/<namespace>.json`. A team adding a namespace adds
 * its files for every locale and its name here; the completeness test fails when a folder's
 * files and this list disagree.
 */
export const messageNamespaces = ['common', 'errors', 'validation', 'system', 'layout', 'shell', 'casino', 'cashier', 'profile', 'loyalty', 'auth', 'slot'] as const;

/**
 * Loads one catalogue file. The template import lets the production bundler embed every
 * catalogue file under `messages/`, so the server needs no files beside its bundle.
 */
export async function loadCatalogue(locale: string, namespace: string): Promise<MessageTree> {
  const module = (await import(`./${locale}/${namespace}.json`)) as { default: MessageTree };
  return module.default;
}
