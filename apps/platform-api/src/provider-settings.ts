/**
 * The external providers an operator switches on with environment variables: card payments
 * (Stripe), identity verification (Sumsub), text messages (Twilio) and social sign-in (OpenID
 * Connect, Google and Apple). Each is all or nothing: a provider with some of its settings and not
 * the others stops the server at start, naming what is missing, instead of failing on a player's
 * first deposit. The values here are secrets: never log this object or send it to a browser.
 *
 * `*_API_URL` points a provider's official client at another base URL. It exists so the tests can
 * run each adapter against a local fake of the provider; in production it must be https.
 */

import { ConfigError } from './config-error';

export interface StripeSettings {
  /** `sk_live_…` or `sk_test_…` (STRIPE_SECRET_KEY). */
  secretKey: string;
  /** `whsec_…`, the endpoint's signing secret (STRIPE_WEBHOOK_SECRET). */
  webhookSecret: string;
  /** STRIPE_API_URL: the API's base URL; unset, Stripe's own. */
  apiUrl?: string;
}

export interface SumsubSettings {
  /** SUMSUB_APP_TOKEN: the app token the requests are made with. */
  appToken: string;
  /** SUMSUB_SECRET_KEY: signs each request (HMAC-SHA256 over timestamp, method, path and body). */
  secretKey: string;
  /** SUMSUB_WEBHOOK_SECRET: checks the review webhook's digest. */
  webhookSecret: string;
  /** SUMSUB_LEVEL_NAME: the verification level players go through (default `basic-kyc-level`). */
  levelName: string;
  /** SUMSUB_API_URL: the API's base URL; unset, Sumsub's own. */
  apiUrl?: string;
}

export interface TwilioSettings {
  /** TWILIO_ACCOUNT_SID (`AC…`). */
  accountSid: string;
  /** TWILIO_AUTH_TOKEN. */
  authToken: string;
  /** TWILIO_FROM: the sender number (E.164) or a messaging service sid (`MG…`). */
  from: string;
  /** TWILIO_API_URL: the API's base URL; unset, Twilio's own. */
  apiUrl?: string;
}

export interface OidcClientSettings {
  /** The issuer whose discovery document, keys and endpoints the client uses. */
  issuer: string;
  clientId: string;
  /** Google: the client secret. Apple signs a client assertion instead (below). */
  clientSecret?: string;
  /** Apple: the team id, the key id and the PEM private key (ES256) the client secret JWT is signed with. */
  apple?: { teamId: string; keyId: string; privateKey: string };
}

export interface ProviderSettings {
  stripe?: StripeSettings;
  sumsub?: SumsubSettings;
  twilio?: TwilioSettings;
  /** Social sign-in services by name (`google`, `apple`). */
  oidc: { google?: OidcClientSettings; apple?: OidcClientSettings };
}

/** A half-configured provider: the message names what is missing. */
export class ProviderSettingsError extends ConfigError {}

type Env = NodeJS.ProcessEnv;

/**
 * Reads one provider's variables: undefined when none is set, the values when all the required
 * ones are, an error naming the missing ones otherwise. Optional variables never switch a provider on.
 */
function readGroup<K extends string>(env: Env, provider: string, required: Record<K, string>): Record<K, string> | undefined {
  const entries = Object.entries(required) as [K, string][];
  const values = entries.map(([key, variable]) => [key, env[variable]?.trim() ?? ''] as const);
  const missing = entries.filter((_, index) => values[index]![1] === '').map(([, variable]) => variable);
  if (missing.length === entries.length) return undefined;
  if (missing.length > 0) {
    const set = entries.filter((_, index) => values[index]![1] !== '').map(([, variable]) => variable);
    throw new ProviderSettingsError(
      `${provider} is half-configured: ${set.join(', ')} ${set.length === 1 ? 'is' : 'are'} set but ${missing.join(', ')} ${missing.length === 1 ? 'is' : 'are'} missing.`,
    );
  }
  return Object.fromEntries(values) as Record<K, string>;
}

/** A URL setting: a URL, and https in production (a plain-http one is only for a local fake or a local service). */
export function readUrlSetting(env: Env, variable: string, production: boolean): string | undefined {
  const value = env[variable]?.trim();
  if (!value) return undefined;
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw new ProviderSettingsError(`${variable} is not a URL: ${value}`);
  }
  const loopback = ['localhost', '127.0.0.1', '[::1]'].includes(url.hostname);
  if (url.protocol !== 'https:' && !(url.protocol === 'http:' && (loopback || !production)))
    throw new ProviderSettingsError(`${variable} must be an https URL in production: ${value}`);
  return url.toString();
}

/** An API base URL override, without its trailing slash. */
function readApiUrl(env: Env, variable: string, production: boolean): string | undefined {
  return readUrlSetting(env, variable, production)?.replace(/\/$/, '');
}

function readStripe(env: Env, production: boolean): StripeSettings | undefined {
  const group = readGroup(env, 'Stripe', { secretKey: 'STRIPE_SECRET_KEY', webhookSecret: 'STRIPE_WEBHOOK_SECRET' });
  if (!group) return undefined;
  if (!/^(sk|rk)_(live|test)_/.test(group.secretKey))
    throw new ProviderSettingsError('STRIPE_SECRET_KEY must be a secret or restricted key (sk_live_…, sk_test_…, rk_…).');
  if (!group.webhookSecret.startsWith('whsec_'))
    throw new ProviderSettingsError('STRIPE_WEBHOOK_SECRET must be a webhook signing secret (whsec_…).');
  return { ...group, apiUrl: readApiUrl(env, 'STRIPE_API_URL', production) };
}

function readSumsub(env: Env, production: boolean): SumsubSettings | undefined {
  const group = readGroup(env, 'Sumsub', {
    appToken: 'SUMSUB_APP_TOKEN',
    secretKey: 'SUMSUB_SECRET_KEY',
    webhookSecret: 'SUMSUB_WEBHOOK_SECRET',
  });
  if (!group) return undefined;
  return {
    ...group,
    levelName: env['SUMSUB_LEVEL_NAME']?.trim() || 'basic-kyc-level',
    apiUrl: readApiUrl(env, 'SUMSUB_API_URL', production),
  };
}

function readTwilio(env: Env, production: boolean): TwilioSettings | undefined {
  const group = readGroup(env, 'Twilio', { accountSid: 'TWILIO_ACCOUNT_SID', authToken: 'TWILIO_AUTH_TOKEN', from: 'TWILIO_FROM' });
  if (!group) return undefined;
  if (!/^AC[0-9a-fA-F]{32}$/.test(group.accountSid))
    throw new ProviderSettingsError('TWILIO_ACCOUNT_SID must be an account sid (AC and 32 hex digits).');
  if (!/^(\+[1-9]\d{6,14}|MG[0-9a-fA-F]{32})$/.test(group.from))
    throw new ProviderSettingsError('TWILIO_FROM must be a phone number in E.164 form (+…) or a messaging service sid (MG…).');
  return { ...group, apiUrl: readApiUrl(env, 'TWILIO_API_URL', production) };
}

function readGoogle(env: Env, production: boolean): OidcClientSettings | undefined {
  const group = readGroup(env, 'Google sign-in', { clientId: 'OIDC_GOOGLE_CLIENT_ID', clientSecret: 'OIDC_GOOGLE_CLIENT_SECRET' });
  if (!group) return undefined;
  return { ...group, issuer: readApiUrl(env, 'OIDC_GOOGLE_ISSUER', production) ?? 'https://accounts.google.com' };
}

function readApple(env: Env, production: boolean): OidcClientSettings | undefined {
  const group = readGroup(env, 'Apple sign-in', {
    clientId: 'OIDC_APPLE_CLIENT_ID',
    teamId: 'OIDC_APPLE_TEAM_ID',
    keyId: 'OIDC_APPLE_KEY_ID',
    privateKey: 'OIDC_APPLE_PRIVATE_KEY',
  });
  if (!group) return undefined;
  // Environments often carry a PEM on one line with literal \n.
  const privateKey = group.privateKey.replace(/\\n/g, '\n');
  if (!privateKey.includes('PRIVATE KEY'))
    throw new ProviderSettingsError('OIDC_APPLE_PRIVATE_KEY must be the PEM private key (.p8) Apple issued.');
  return {
    issuer: readApiUrl(env, 'OIDC_APPLE_ISSUER', production) ?? 'https://appleid.apple.com',
    clientId: group.clientId,
    apple: { teamId: group.teamId, keyId: group.keyId, privateKey },
  };
}

export function readProviderSettings(env: Env, production: boolean): ProviderSettings {
  return {
    stripe: readStripe(env, production),
    sumsub: readSumsub(env, production),
    twilio: readTwilio(env, production),
    oidc: { google: readGoogle(env, production), apple: readApple(env, production) },
  };
}
