import type { SeoSettings } from '../content/cms-types';
import type { HeadModel } from './head-tags';
import { titleWithTemplate } from './page-head';

/** The method's sysname in `/cashier/deposit/{sysname}` (without the locale segment), else null. */
export function depositSysnameOf(pathWithoutLocale: string): string | null {
  const match = /^\/cashier\/deposit\/([^/]+)$/.exec(pathWithoutLocale);
  if (!match?.[1]) return null;
  try {
    return decodeURIComponent(match[1]);
  } catch {
    return null;
  }
}

/**
 * A deposit method page's head from its SEO template (`urlTemplates.deposit`, spec §2
 * `/cashier/deposit/##name##`) with `##name##` the method's own name. The metadata call can
 * only fill in the path segment ("Demo Card" for `demo-card`); the page says "Card".
 */
export function depositMethodHead(
  head: HeadModel,
  template: { title: string; description: string },
  methodName: string,
  seo: SeoSettings | undefined,
): HeadModel {
  const fill = (text: string) => text.replaceAll('##name##', () => methodName);
  const title = fill(template.title);
  const description = fill(template.description);
  return {
    ...head,
    title: titleWithTemplate(title, seo),
    description,
    openGraph: head.openGraph && { ...head.openGraph, title, description },
  };
}
