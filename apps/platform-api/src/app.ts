import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import zlib from 'node:zlib';
import compress from '@fastify/compress';
import cookie from '@fastify/cookie';
import formbody from '@fastify/formbody';
import multipart from '@fastify/multipart';
import rateLimit from '@fastify/rate-limit';
import type { AppConfig } from './config';
import { clusterPlugin } from './cluster/cluster-plugin';
import { rateLimitStoreOptions } from './cluster/rate-limit-store';
import { openRedisConnections } from './cluster/redis-connections';
import type { DatabaseHandle } from './db/database';
import { registerErrorHandler } from './http/error-handler';
import { registerInputGuard } from './http/input-guard';
import { decorateRequestContext } from './http/request-context';
import { eventsPlugin } from './events/events-plugin';
import { jobsPlugin } from './jobs/jobs-plugin';
import { registerApiDocs } from './plugins/api-docs';
import { registerSecurityHeaders } from './plugins/security-headers';
import { appPlugins } from './plugins';
import { apiAreas } from './areas';
import { sitePlugin } from './site/site-plugin';
import { walletPlugin } from './wallet';

declare module 'fastify' {
  interface FastifyInstance {
    config: AppConfig;
    database: DatabaseHandle;
  }
}

export interface AppDependencies {
  config: AppConfig;
  database: DatabaseHandle;
  /** Pino logger options; tests pass false. */
  logger?: boolean | object;
}

/** Largest accepted request body; uploads (documents) are the biggest legitimate payloads. */
const BODY_LIMIT_BYTES = 5 * 1024 * 1024;

/**
 * Order matters: external plugins (the rate limit's store on the shared Redis when there is one), then the platform's background work (job queue, domain
 * events), then core plugins (locales, demo access, messaging) and the wallet, then the API areas
 * (account first: its session hook), then the site (static files and HTML for every other path).
 */
export async function buildApp({ config, database, logger = false }: AppDependencies): Promise<FastifyInstance> {
  const options: FastifyServerOptions = {
    logger,
    bodyLimit: BODY_LIMIT_BYTES,
    trustProxy: config.trustProxy,
    routerOptions: { ignoreTrailingSlash: true },
  };
  const app = Fastify(options);
  app.decorate('config', config);
  app.decorate('database', database);
  decorateRequestContext(app);
  registerErrorHandler(app);
  registerInputGuard(app);

  await registerSecurityHeaders(app);
  // Dynamic answers (HTML, messages, CMS config, API JSON) are compressed per request at a fast
  // brotli level; built assets carry their own precompressed .br/.gz files and are sent as they are.
  await app.register(compress, {
    encodings: ['br', 'gzip'],
    threshold: 1024,
    brotliOptions: { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 5 } },
    zlibOptions: { level: 6 },
  });
  await app.register(cookie);
  await app.register(formbody, { bodyLimit: BODY_LIMIT_BYTES });
  await app.register(multipart, {
    attachFieldsToBody: 'keyValues',
    limits: { fieldSize: 1024 * 1024, fields: 200, fileSize: BODY_LIMIT_BYTES, files: 5 },
  });
  // With REDIS_URL the instances share one Redis: rate limits count there and `app.broadcast`
  // reaches every instance; without it both stay in this process, as for a single server.
  const redis = config.redisUrl ? await openRedisConnections(config.redisUrl, app.log) : null;
  await app.register(clusterPlugin, { redis });
  await app.register(rateLimit, { global: false, ...rateLimitStoreOptions(redis, config.redisKeyPrefix) });
  await registerApiDocs(app);

  await app.register(jobsPlugin);
  await app.register(eventsPlugin);
  await app.register(appPlugins);
  await app.register(walletPlugin);
  await app.register(apiAreas);
  if (config.siteRoot) await app.register(sitePlugin, { siteRoot: config.siteRoot });
  return app;
}
