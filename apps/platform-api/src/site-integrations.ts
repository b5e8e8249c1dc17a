import { ConfigError } from './config-error';
import { readUrlSetting as readUrl } from './provider-settings';

/**
 * The outside scripts and endpoints the player site may use, each off unless its setting is given
 * (spec §3 "Public configuration", §9 "Tracking"). They are public by nature — the browser loads
 * or calls them — so they reach the page in its boot data, and their origins join the CSP only
 * when set.
 */
export interface SiteIntegrations {
  /** The fraud-fingerprint agent (SEON's JS agent); general info's `is_seon_enabled` follows it. */
  fingerprint?: { scriptUrl: string; connectSrc: string[] };
  /** Where the page sends its real-user-monitoring beacon (Core Web Vitals, no personal data). */
  rumUrl?: string;
  /** The marketing-automation service's public settings: its API target, site token and site group. */
  marketing?: { target: string; token: string; sitegroup: string };
}

type Env = NodeJS.ProcessEnv;

/** Extra hosts a script calls besides its own origin (`https://a.example https://*.b.example`). */
function readSources(env: Env, variable: string): string[] {
  const value = env[variable]?.trim();
  if (!value) return [];
  const sources = value.split(/[\s,]+/).filter(Boolean);
  const bad = sources.filter((source) => !/^https?:\/\/(\*\.)?[a-z0-9.-]+(:\d+)?$/i.test(source));
  if (bad.length > 0) throw new ConfigError(`${variable} must list origins (https://host or https://*.host): ${bad.join(' ')}`);
  return sources;
}

function readMarketing(env: Env, production: boolean): SiteIntegrations['marketing'] {
  const target = readUrl(env, 'MARKETING_AUTOMATION_TARGET', production);
  const token = env['MARKETING_AUTOMATION_TOKEN']?.trim() ?? '';
  const sitegroup = env['MARKETING_AUTOMATION_SITEGROUP']?.trim() ?? '';
  const given = [target, token, sitegroup].filter(Boolean).length;
  if (given === 0) return undefined;
  if (given < 3)
    throw new ConfigError(
      'Marketing automation is half-configured: MARKETING_AUTOMATION_TARGET, MARKETING_AUTOMATION_TOKEN and MARKETING_AUTOMATION_SITEGROUP go together.',
    );
  return { target: target!, token, sitegroup };
}

export function readSiteIntegrations(env: Env, production: boolean): SiteIntegrations {
  const scriptUrl = readUrl(env, 'FRAUD_FINGERPRINT_SCRIPT_URL', production);
  const connectSrc = readSources(env, 'FRAUD_FINGERPRINT_CONNECT_SRC');
  if (!scriptUrl && connectSrc.length > 0) throw new ConfigError('FRAUD_FINGERPRINT_CONNECT_SRC needs FRAUD_FINGERPRINT_SCRIPT_URL.');
  const rumUrl = readUrl(env, 'RUM_URL', production);
  const marketing = readMarketing(env, production);
  return {
    ...(scriptUrl ? { fingerprint: { scriptUrl, connectSrc } } : {}),
    ...(rumUrl ? { rumUrl } : {}),
    ...(marketing ? { marketing } : {}),
  };
}

/** The CSP sources the configured integrations need, by directive. */
export function integrationCspSources(integrations: SiteIntegrations): { scriptSrc: string[]; connectSrc: string[] } {
  const origin = (url: string) => new URL(url).origin;
  const scriptSrc = integrations.fingerprint ? [origin(integrations.fingerprint.scriptUrl)] : [];
  const connectSrc = [
    ...(integrations.fingerprint ? [origin(integrations.fingerprint.scriptUrl), ...integrations.fingerprint.connectSrc] : []),
    ...(integrations.rumUrl ? [origin(integrations.rumUrl)] : []),
    ...(integrations.marketing ? [origin(integrations.marketing.target)] : []),
  ];
  return { scriptSrc: [...new Set(scriptSrc)], connectSrc: [...new Set(connectSrc)] };
}

/** What the page's boot data carries: only what is set. */
export function publicIntegrations(integrations: SiteIntegrations) {
  return {
    ...(integrations.fingerprint ? { fingerprintScriptUrl: integrations.fingerprint.scriptUrl } : {}),
    ...(integrations.rumUrl ? { rumUrl: integrations.rumUrl } : {}),
    ...(integrations.marketing ? { marketing: integrations.marketing } : {}),
  };
}
