import { randomBytes } from 'node:crypto';
import path from 'node:path';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Transaction } from 'kysely';
import { ApiError } from '@nfx/errors';
import { createCmsConfigRepository } from '../content/repositories/cms-config-repository';
import type { Db } from '../db/database';
import type { Database } from '../db/schema';

/** The back office's switch, a shared CMS section (so every instance reads the same row). */
export const MAINTENANCE_SECTION = 'maintenance';
/** How long an instance trusts what it read: a switch reaches every instance within this. */
const STATE_TTL_MS = 5_000;
const DEFAULT_RETRY_AFTER_SECONDS = 600;

export interface MaintenanceState {
  enabled: boolean;
  /** On because MAINTENANCE_MODE is set: the back office cannot switch it off. */
  forcedBySetting: boolean;
  retryAfterSeconds: number;
}

/** Records a switch inside its transaction (the back office's audit row): it fails, the switch never happened. */
export type RecordMaintenanceChange = (
  trx: Transaction<Database>,
  change: { before: MaintenanceState; after: MaintenanceState },
) => Promise<void>;

declare module 'fastify' {
  interface FastifyInstance {
    maintenance: {
      state(): Promise<MaintenanceState>;
      /**
       * The back office's switch; takes effect on every instance within five seconds. The write
       * and `record` commit together (the state before is read under the section's lock).
       */
      set(enabled: boolean, retryAfterSeconds: number, record?: RecordMaintenanceChange): Promise<MaintenanceState>;
      /**
       * The header of the server's own in-process calls (the maintenance page's head reads the
       * site's metadata through the API): a secret of this process, so no client can borrow it.
       */
      internalHeaders: Record<string, string>;
    };
  }
}

/**
 * What stays reachable during maintenance: staff and their app (to switch it off), the providers'
 * webhooks (money in flight must still settle), health, and what the site needs to draw the
 * maintenance page itself (texts, CMS config, built files).
 */
const OPEN_PREFIXES = [
  '/api/staff/',
  '/backoffice',
  '/payments/webhooks/',
  '/api/identity-verification/webhooks/',
  '/nfx/',
  '/js/',
  '/css/',
  '/assets/',
  '/remotes/',
  '/static/',
  '/oauth/complete.js',
];

/** The path of a request URL, without its query. */
const pathOf = (url: string) => {
  const query = url.indexOf('?');
  return query === -1 ? url : url.slice(0, query);
};

const isOpen = (url: string) => OPEN_PREFIXES.some((prefix) => url.startsWith(prefix)) || path.extname(url) !== '';

/**
 * The maintenance switch (spec §8: ApplicationUnavailable gives the maintenance page). While on,
 * every player call answers 503 `ApplicationUnavailableException` with `Retry-After` (the site's
 * calls show the maintenance page from it), and every page is drawn as the maintenance page, 503.
 */
export function registerMaintenance(app: FastifyInstance): void {
  let cached: { state: MaintenanceState; at: number } | undefined;
  const internalHeaders = { 'x-nfx-internal': randomBytes(16).toString('hex') };

  async function read(db: Db = app.database.db): Promise<MaintenanceState> {
    const row = await createCmsConfigRepository(db).section<{ enabled?: unknown; retry_after_seconds?: unknown }>(
      'en',
      MAINTENANCE_SECTION,
    );
    const retry = Number(row?.retry_after_seconds);
    return {
      enabled: app.config.maintenanceMode || row?.enabled === true,
      forcedBySetting: app.config.maintenanceMode,
      retryAfterSeconds: Number.isInteger(retry) && retry > 0 ? retry : DEFAULT_RETRY_AFTER_SECONDS,
    };
  }

  async function state(): Promise<MaintenanceState> {
    if (cached && Date.now() - cached.at < STATE_TTL_MS) return cached.state;
    cached = { state: await read(), at: Date.now() };
    return cached.state;
  }

  app.decorate('maintenance', {
    state,
    async set(enabled: boolean, retryAfterSeconds: number, record?: RecordMaintenanceChange) {
      const after = await app.database.db.transaction().execute(async (trx) => {
        const cms = createCmsConfigRepository(trx);
        await cms.lockSection(MAINTENANCE_SECTION);
        const before = await read(trx);
        await cms.saveShared(MAINTENANCE_SECTION, { enabled, retry_after_seconds: retryAfterSeconds });
        const saved = await read(trx);
        await record?.(trx, { before, after: saved });
        return saved;
      });
      // Only after the commit: a switch that rolled back must not reach even this instance.
      cached = { state: after, at: Date.now() };
      return after;
    },
    internalHeaders,
  });

  const underMaintenance = async (request: FastifyRequest, url: string) => {
    if (isOpen(url) || request.headers['x-nfx-internal'] === internalHeaders['x-nfx-internal']) return undefined;
    const current = await state();
    return current.enabled ? current : undefined;
  };

  const guard = async (request: FastifyRequest, reply: FastifyReply) => {
    const url = pathOf(request.url);
    const page = !url.startsWith('/api/') && (request.method === 'GET' || request.method === 'HEAD');
    if (!url.startsWith('/api/') && !page) return;
    const current = await underMaintenance(request, url);
    if (!current) return;
    reply.header('retry-after', String(current.retryAfterSeconds)).header('cache-control', 'no-store');
    if (!page) throw new ApiError('ApplicationUnavailable', 'The site is under maintenance; please come back soon');
    // Every page is drawn as the maintenance page in its locale: no content flashes before it, and
    // the page's own data (which the API now refuses) is never asked for.
    const first = url.split('/').filter(Boolean)[0] ?? '';
    const locale = first && (await app.siteLocales.find(first));
    request.raw.url = `${locale ? `/${first}` : ''}/maintenance`;
    request.maintenance = true;
  };

  // Every request passes here: while the switch is known to be off (read within the last five
  // seconds) the hook ends at once, without a promise; otherwise `guard` decides.
  app.addHook('onRequest', (request, reply, done) => {
    if (cached && !cached.state.enabled && Date.now() - cached.at < STATE_TTL_MS) {
      done();
      return;
    }
    guard(request, reply).then(() => done(), done);
  });
  // The maintenance page says 503, so crawlers and monitors know it is temporary.
  app.addHook('onSend', (request, reply, payload, done) => {
    if (request.maintenance && reply.statusCode < 400) reply.code(503);
    done(null, payload);
  });
}

declare module 'fastify' {
  interface FastifyRequest {
    maintenance?: boolean;
  }
}
