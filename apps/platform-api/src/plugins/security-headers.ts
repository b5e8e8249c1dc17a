import type { FastifyInstance } from 'fastify';
import helmet from 'helmet';

/**
 * Powerful browser features the site never uses are switched off for it and any frame it
 * embeds (game frames included); the camera stays available to the site itself for the
 * identity-verification selfie, and payment for the cashier.
 */
const PERMISSIONS_POLICY = [
  'accelerometer=()',
  'autoplay=(self)',
  'camera=(self)',
  'display-capture=()',
  'fullscreen=(self)',
  'geolocation=()',
  'gyroscope=()',
  'magnetometer=()',
  'microphone=()',
  'midi=()',
  'payment=(self)',
  'usb=()',
  'xr-spatial-tracking=()',
].join(', ');

/**
 * Security headers for every answer (ASVS V14.4). The CSP suits a Module Federation site whose
 * shell and remotes are all served from 'self': scripts and their chunks load from 'self',
 * styles may be inline (CSS-in-JS at runtime), images also from data:/blob: URLs. Our own
 * server-rendered pages (OAuth consent, demo outbox) use external scripts only, so no
 * 'unsafe-inline' script source is needed.
 */
export async function registerSecurityHeaders(app: FastifyInstance): Promise<void> {
  const https = app.config.publicOrigin.startsWith('https:');
  // helmet itself, built once: @fastify/helmet builds it again for every request (its CSP
  // directives parsed anew), ~20 µs of a call's ~300 µs measured here (docs/scaling.md). No
  // route sets headers of its own through it, so the headers are the same for every answer.
  const setHeaders = helmet({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'"],
        workerSrc: ["'self'"],
        manifestSrc: ["'self'"],
        frameSrc: ["'self'"],
        frameAncestors: ["'self'"],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        ...(https ? { upgradeInsecureRequests: [] } : {}),
      },
    },
    // The site opens the OAuth popup and must keep `window.opener` to hear back from it.
    crossOriginOpenerPolicy: { policy: 'same-origin-allow-popups' },
    crossOriginEmbedderPolicy: false,
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    xContentTypeOptions: true,
    xFrameOptions: { action: 'sameorigin' },
    // Browsers ignore HSTS over plain http, and production refuses an http public origin.
    hsts: app.config.production && https ? { maxAge: 31536000, includeSubDomains: true } : false,
  });
  app.addHook('onRequest', (request, reply, done) =>
    setHeaders(request.raw, reply.raw, (error?: unknown) => done(error as Error | undefined)),
  );
  app.addHook('onSend', async (_request, reply) => {
    if (!reply.hasHeader('permissions-policy')) reply.header('permissions-policy', PERMISSIONS_POLICY);
  });
}
