import { allowedExternalUrl, isInternalPath } from '@nfx/redirects';
import type { RedirectRule, RedirectsSection } from '../cms-types';

/**
 * Keeps only rules the site can follow safely: a path source and a target that is either
 * internal or on the allow-list. An edited row pointing anywhere else would be an open redirect.
 * The same check runs again when a rule is matched (`@nfx/redirects`), so a rule that slips
 * past here still cannot send a visitor off-site.
 */
export function safeRedirectRules(section: RedirectsSection | undefined): RedirectsSection {
  const hosts = [
    ...new Set(
      (Array.isArray(section?.allowedRedirectHosts) ? section.allowedRedirectHosts : [])
        .filter((host) => typeof host === 'string')
        .map((host) => host.toLowerCase()),
    ),
  ];
  const rules = (Array.isArray(section?.rules) ? section.rules : []).filter(
    (rule: RedirectRule) =>
      typeof rule?.from_url === 'string' &&
      typeof rule.to_url === 'string' &&
      isInternalPath(rule.from_url) &&
      (isInternalPath(rule.to_url) || allowedExternalUrl(rule.to_url, hosts) !== null),
  );
  return { rules: rules.map(({ from_url, to_url }) => ({ from_url, to_url })), allowedRedirectHosts: hosts };
}
