import type { CmsConfigRepository } from './cms-config-repository';
import type { RedirectsSection } from './cms-types';
import { safeRedirectRules } from './redirect-rules';

/** The CMS config the site reads at start (`/nfx/cms-config/{locale}`). */
export async function buildCmsConfig(repository: CmsConfigRepository, locale: string): Promise<Record<string, unknown>> {
  const sections = await repository.sections(locale);
  return { ...sections, locale, redirects: safeRedirectRules(sections['redirects'] as RedirectsSection | undefined) };
}
