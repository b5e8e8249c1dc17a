import type { CmsConfigRepository } from '../repositories/cms-config-repository';
import type { RedirectsSection } from '../cms-types';
import { safeRedirectRules } from './redirect-rules';

interface AuthType {
  component?: string;
  services?: string[];
}

/**
 * Social sign-in entries list only the providers this server can complete: the CMS may name
 * the demo provider, but with demo mode off its button must not appear at all.
 */
function withOfferedServices(auth: unknown, offered: readonly string[]): unknown {
  if (!auth || typeof auth !== 'object' || !Array.isArray((auth as { authTypes?: unknown }).authTypes)) return auth;
  const authTypes = (auth as { authTypes: AuthType[] }).authTypes
    .map((type) =>
      type.component === 'social' ? { ...type, services: (type.services ?? []).filter((service) => offered.includes(service)) } : type,
    )
    .filter((type) => type.component !== 'social' || type.services!.length > 0);
  return { ...auth, authTypes };
}

/** The CMS config the site reads at start (`/nfx/cms-config/{locale}`). */
export async function buildCmsConfig(
  repository: CmsConfigRepository,
  locale: string,
  socialServices: readonly string[],
): Promise<Record<string, unknown>> {
  const sections = await repository.sections(locale);
  return {
    ...sections,
    ...(sections['auth'] ? { auth: withOfferedServices(sections['auth'], socialServices) } : {}),
    locale,
    redirects: safeRedirectRules(sections['redirects'] as RedirectsSection | undefined),
  };
}
