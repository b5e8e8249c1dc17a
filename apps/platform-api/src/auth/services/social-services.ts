import type { AppConfig } from '../../config';

/** Every social sign-in service this server knows: the built-in demo provider and the OpenID Connect ones. */
export const SOCIAL_SERVICES = ['demo', 'google', 'apple'] as const;
export type SocialService = (typeof SOCIAL_SERVICES)[number];

/** The services that are OpenID Connect providers (`providers.oidc` settings). */
export const OIDC_SERVICES = ['google', 'apple'] as const;
export type OidcService = (typeof OIDC_SERVICES)[number];

export function isOidcService(service: string): service is OidcService {
  return (OIDC_SERVICES as readonly string[]).includes(service);
}

/**
 * Social providers this server can complete a sign-in with: Google and Apple when their settings
 * are there, the demo one only in demo mode. The CMS config's social buttons are filtered by this.
 */
export function offeredSocialServices(config: Pick<AppConfig, 'demoMode' | 'providers'>): SocialService[] {
  return [
    ...OIDC_SERVICES.filter((service) => config.providers.oidc[service] !== undefined),
    ...(config.demoMode ? (['demo'] as const) : []),
  ];
}
