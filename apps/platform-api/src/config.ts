import path from 'node:path';
import { ConfigError } from './config-error';
import { readSiteIntegrations, type SiteIntegrations } from './site-integrations';
import { type ProviderSettings, readProviderSettings } from './provider-settings';

export interface AppConfig {
  port: number;
  host: string;
  /** Where the embedded database lives when DATABASE_URL is not set. */
  dataDir: string;
  /** postgres://… runs the same schema on a PostgreSQL server instead of PGlite. */
  databaseUrl?: string;
  /** Built site (shell, remotes, registry) served on the same origin; absent in API-only tests. */
  siteRoot?: string;
  /**
   * Demo helpers: the mail/SMS outbox page at /demo/outbox instead of a real mail transport, the
   * demo OAuth provider, a seeded demo player. Off unless DEMO_MODE is set; refused in production
   * unless DEMO_IN_PRODUCTION is set too.
   */
  demoMode: boolean;
  /**
   * MAINTENANCE_MODE=1: the site is under maintenance from the start, whatever the back office's
   * switch says (for a deploy that must not serve players). Staff, health and webhooks stay open.
   */
  maintenanceMode: boolean;
  /** Who may open demo pages: `loopback` (default) or a comma-separated list of addresses/CIDRs. */
  demoAllowedFrom: 'loopback' | string[];
  /** smtp:// or smtps:// URL of the mail transport; required in production without demo mode. */
  mailUrl?: string;
  /** Sender address of outgoing mail. */
  mailFrom: string;
  /** How many games a fresh database's catalogue gets (benchmarks seed 5,000); unset → the seed's default. */
  seedGameCount?: number;
  /** Public origin of the site, used in links sent by mail and for same-origin checks. */
  publicOrigin: string;
  /** Where staff open the back office: `publicOrigin` unless BACKOFFICE_ORIGIN gives it a host of its own. */
  backofficeOrigin: string;
  /** Secret of the messenger bot, used to verify mini-app sign-up hashes. */
  messengerBotToken: string;
  /**
   * How often (ms) the site server checks whether content, the shell or the registry changed
   * before serving a cached page; 0 checks on every request (tests).
   */
  siteCacheCheckMs: number;
  /** Build/version reported to clients. */
  version: string;
  production: boolean;
  /**
   * Which proxies may set X-Forwarded-For (an address or comma-separated CIDR list). Off by
   * default: otherwise anyone could pick their IP and slip past per-IP throttles.
   */
  trustProxy: string | false;
  /**
   * Whether this process runs background jobs (JOBS_WORKERS, on by default). Off for an API-only
   * instance: it still queues jobs and records events, other instances run them.
   */
  jobWorkers: boolean;
  /**
   * redis:// or rediss:// URL shared by every instance (REDIS_URL): call rate limits count there
   * and session revocations are broadcast through it. Unset: one process keeps both in memory.
   */
  redisUrl?: string;
  /** Prefix of every Redis key and channel (REDIS_KEY_PREFIX, default `nfx:`): several sites or test runs on one Redis. */
  redisKeyPrefix: string;
  /**
   * Whether the sportsbook's feed simulator plays events on the job queue (BETTING_FEED; on by
   * default, off in tests, which step the feed by hand at times of their choosing).
   */
  bettingFeed: boolean;
  /**
   * External providers switched on by their settings (`provider-settings.ts`): Stripe, Sumsub,
   * Twilio, OpenID Connect. Secrets: never logged, never sent to a browser.
   */
  providers: ProviderSettings;
  /** Outside scripts and endpoints of the player site (fingerprint, monitoring, marketing), each off unless set. */
  integrations: SiteIntegrations;
}

function readBoolean(value: string | undefined, fallback: boolean): boolean {
  if (value === undefined || value === '') return fallback;
  return !['0', 'false', 'no', 'off'].includes(value.toLowerCase());
}

function readCount(value: string | undefined): number | undefined {
  const count = Number(value);
  return value && Number.isInteger(count) && count > 0 ? count : undefined;
}

export { ConfigError };

function readAddressList(value: string | undefined): 'loopback' | string[] {
  if (!value || value.trim().toLowerCase() === 'loopback') return 'loopback';
  return value
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
}

function isLoopbackHost(origin: string): boolean {
  const { hostname } = new URL(origin);
  return hostname === 'localhost' || hostname === '127.0.0.1' || hostname === '[::1]';
}

function readPublicOrigin(value: string | undefined, port: number, production: boolean, allowInsecure: boolean): string {
  if (!value) {
    if (production)
      throw new ConfigError(
        'PUBLIC_ORIGIN is required in production (the https origin players use, e.g. https://casino.example.com): mail links and the Host/Origin checks depend on it.',
      );
    return `http://localhost:${port}`;
  }
  return readOrigin('PUBLIC_ORIGIN', value, production, allowInsecure);
}

function readOrigin(name: string, value: string, production: boolean, allowInsecure: boolean): string {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw new ConfigError(`${name} is not a URL: ${value}`);
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') throw new ConfigError(`${name} must be http(s): ${value}`);
  if (production && url.protocol === 'http:' && !isLoopbackHost(url.origin) && !allowInsecure) {
    throw new ConfigError(`${name} must be https in production (set ALLOW_INSECURE_ORIGIN=1 only on a private test network).`);
  }
  return url.origin;
}

/**
 * The back office's origin: the site's own unless BACKOFFICE_ORIGIN names another (an internal
 * host, its own certificate and access rules at the proxy). It must not be the site's origin
 * under another name: the two split requests by Host.
 */
function readBackofficeOrigin(value: string | undefined, publicOrigin: string, production: boolean, allowInsecure: boolean): string {
  if (!value) return publicOrigin;
  const origin = readOrigin('BACKOFFICE_ORIGIN', value, production, allowInsecure);
  if (origin !== publicOrigin && new URL(origin).host === new URL(publicOrigin).host) {
    throw new ConfigError('BACKOFFICE_ORIGIN must have a host of its own (another name or port than PUBLIC_ORIGIN), or be left unset.');
  }
  return origin;
}

function readMailUrl(value: string | undefined): string | undefined {
  if (!value) return undefined;
  if (!/^smtps?:\/\//.test(value)) throw new ConfigError('MAIL_URL must be an smtp:// or smtps:// URL');
  return value;
}

function readRedisUrl(value: string | undefined): string | undefined {
  if (!value) return undefined;
  if (!/^rediss?:\/\//.test(value)) throw new ConfigError('REDIS_URL must be a redis:// or rediss:// URL');
  return value;
}

function readTrustProxy(value: string | undefined): string | false {
  if (!value || ['0', 'false', 'no', 'off'].includes(value.toLowerCase())) return false;
  return value;
}

export function readConfig(env: NodeJS.ProcessEnv = process.env, cwd = process.cwd()): AppConfig {
  const port = Number(env['PORT'] ?? 4200);
  const host = env['HOST'] ?? '0.0.0.0';
  const production = env['NODE_ENV'] === 'production';
  const allowInsecure = readBoolean(env['ALLOW_INSECURE_ORIGIN'], false);
  const publicOrigin = readPublicOrigin(env['PUBLIC_ORIGIN'], port, production, allowInsecure);
  const demoMode = readBoolean(env['DEMO_MODE'], false);
  if (production && demoMode && !readBoolean(env['DEMO_IN_PRODUCTION'], false)) {
    throw new ConfigError(
      'DEMO_MODE is on with NODE_ENV=production: demo helpers (outbox page, demo sign-in) must not face the internet. Set DEMO_IN_PRODUCTION=1 as well if this really is a demo.',
    );
  }
  const mailUrl = readMailUrl(env['MAIL_URL']);
  if (production && !demoMode && !mailUrl) {
    throw new ConfigError('MAIL_URL (smtp:// or smtps://) is required in production: password resets and confirmations are sent by mail.');
  }
  return {
    port,
    host,
    dataDir: path.resolve(cwd, env['DATA_DIR'] ?? '.data'),
    databaseUrl: env['DATABASE_URL'] || undefined,
    siteRoot: env['SITE_ROOT'] === '' ? undefined : path.resolve(cwd, env['SITE_ROOT'] ?? 'dist/site'),
    demoMode,
    maintenanceMode: readBoolean(env['MAINTENANCE_MODE'], false),
    demoAllowedFrom: readAddressList(env['DEMO_ALLOWED_FROM']),
    mailUrl,
    mailFrom: env['MAIL_FROM'] ?? `no-reply@${new URL(publicOrigin).hostname}`,
    seedGameCount: readCount(env['SEED_GAME_COUNT']),
    publicOrigin,
    backofficeOrigin: readBackofficeOrigin(env['BACKOFFICE_ORIGIN'], publicOrigin, production, allowInsecure),
    messengerBotToken: env['MESSENGER_BOT_TOKEN'] ?? 'demo-bot-token',
    version: env['APP_VERSION'] ?? '0.1.0',
    siteCacheCheckMs: readCount(env['SITE_CACHE_CHECK_MS']) ?? (env['NODE_ENV'] === 'test' ? 0 : 250),
    production,
    trustProxy: readTrustProxy(env['TRUST_PROXY']),
    jobWorkers: readBoolean(env['JOBS_WORKERS'], true),
    redisUrl: readRedisUrl(env['REDIS_URL']),
    redisKeyPrefix: env['REDIS_KEY_PREFIX'] || 'nfx:',
    bettingFeed: readBoolean(env['BETTING_FEED'], env['NODE_ENV'] !== 'test'),
    providers: readProviderSettings(env, production),
    integrations: readSiteIntegrations(env, production),
  };
}
