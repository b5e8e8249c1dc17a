import type { RedirectRule, RedirectsSection } from './cms-types';

function isInternalPath(url: string): boolean {
  // `//host` and `/\host` are protocol-relative in browsers: external in disguise.
  return url.startsWith('/') && !url.startsWith('//') && !url.startsWith('/\\');
}

function allowedExternal(url: string, hosts: ReadonlySet<string>): boolean {
  try {
    const parsed = new URL(url);
    return (parsed.protocol === 'https:' || parsed.protocol === 'http:') && hosts.has(parsed.hostname.toLowerCase());
  } catch {
    return false;
  }
}

/**
 * Keeps only rules the site can follow safely: a path source and a target that is either
 * internal or on the allow-list. An edited row pointing anywhere else would be an open redirect.
 */
export function safeRedirectRules(section: RedirectsSection | undefined): RedirectsSection {
  const hosts = new Set((section?.allowedRedirectHosts ?? []).map((host) => host.toLowerCase()));
  const rules = (section?.rules ?? []).filter(
    (rule: RedirectRule) =>
      typeof rule.from_url === 'string' &&
      typeof rule.to_url === 'string' &&
      isInternalPath(rule.from_url) &&
      (isInternalPath(rule.to_url) || allowedExternal(rule.to_url, hosts)),
  );
  return { rules, allowedRedirectHosts: [...hosts] };
}
