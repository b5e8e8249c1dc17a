import path from 'node:path';

export interface AppConfig {
  port: number;
  host: string;
  /** Where the embedded database lives when DATABASE_URL is not set. */
  dataDir: string;
  /** postgres://… runs the same schema on a PostgreSQL server instead of PGlite. */
  databaseUrl?: string;
  /** Built site (shell, remotes, registry) served on the same origin; absent in API-only tests. */
  siteRoot?: string;
  /** Demo mode shows the mail/SMS outbox at /demo/outbox and prints a demo login. */
  demoMode: boolean;
  /** How many games a fresh database's catalogue gets (benchmarks seed 5,000); unset → the seed's default. */
  seedGameCount?: number;
  /** Public origin of the site, used in links sent by mail and for same-origin checks. */
  publicOrigin: string;
  /** Secret of the messenger bot, used to verify mini-app sign-up hashes. */
  messengerBotToken: string;
  /** Build/version reported to clients. */
  version: string;
  production: boolean;
  /**
   * Which proxies may set X-Forwarded-For (an address or comma-separated CIDR list). Off by
   * default: otherwise anyone could pick their IP and slip past per-IP throttles.
   */
  trustProxy: string | false;
}

function readBoolean(value: string | undefined, fallback: boolean): boolean {
  if (value === undefined || value === '') return fallback;
  return !['0', 'false', 'no', 'off'].includes(value.toLowerCase());
}

function readCount(value: string | undefined): number | undefined {
  const count = Number(value);
  return value && Number.isInteger(count) && count > 0 ? count : undefined;
}

function readTrustProxy(value: string | undefined): string | false {
  if (!value || ['0', 'false', 'no', 'off'].includes(value.toLowerCase())) return false;
  return value;
}

export function readConfig(env: NodeJS.ProcessEnv = process.env, cwd = process.cwd()): AppConfig {
  const port = Number(env['PORT'] ?? 4200);
  const host = env['HOST'] ?? '0.0.0.0';
  const publicOrigin = env['PUBLIC_ORIGIN'] ?? `http://localhost:${port}`;
  return {
    port,
    host,
    dataDir: path.resolve(cwd, env['DATA_DIR'] ?? '.data'),
    databaseUrl: env['DATABASE_URL'] || undefined,
    siteRoot: env['SITE_ROOT'] === '' ? undefined : path.resolve(cwd, env['SITE_ROOT'] ?? 'dist/site'),
    demoMode: readBoolean(env['DEMO_MODE'], true),
    seedGameCount: readCount(env['SEED_GAME_COUNT']),
    publicOrigin,
    messengerBotToken: env['MESSENGER_BOT_TOKEN'] ?? 'demo-bot-token',
    version: env['APP_VERSION'] ?? '0.1.0',
    production: env['NODE_ENV'] === 'production',
    trustProxy: readTrustProxy(env['TRUST_PROXY']),
  };
}
