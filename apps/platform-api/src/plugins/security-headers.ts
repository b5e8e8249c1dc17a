import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';
import helmet from 'helmet';
import { ttlValue } from '../core/ttl-value';
import { chatCspSources, type ChatCspSources, NO_CHAT_SOURCES } from '../security/chat-csp';
import { integrationCspSources } from '../site-integrations';

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
 * Sumsub's WebSDK (identity verification) when Sumsub is the provider: its script, its frame and
 * its API calls come from Sumsub's hosts, and the frame takes the selfie with the camera.
 */
const SUMSUB_SOURCES = ['https://*.sumsub.com'];
/** The WebSDK frame's origin (the SDK's default base URL): the one outside frame allowed the camera. */
const SUMSUB_FRAME_ORIGIN = 'https://api.sumsub.com';

/**
 * The messenger's mini-app script (spec §7), which the site loads itself only when it is opened as
 * a mini-app (libs/auth/feature-auth messenger-script.ts). The mini-app sign-in is always on (the
 * bot token has a default), so the policy allows this one file, not its host.
 */
const MESSENGER_SCRIPT_URL = 'https://telegram.org/js/telegram-web-app.js';

/** How long a changed chat provider takes to reach the CSP: the CMS section is read this often at most. */
const CHAT_CSP_TTL_MS = 5_000;

/**
 * Security headers for every answer (ASVS V14.4). The CSP suits a Module Federation site whose
 * shell and remotes are all served from 'self': scripts and their chunks load from 'self',
 * styles may be inline (CSS-in-JS at runtime), images also from data:/blob: URLs. Our own
 * server-rendered pages (OAuth consent, demo outbox) use external scripts only, so no
 * 'unsafe-inline' script source is needed. The outside parties are the support chat the CMS
 * configures (`security/chat-csp.ts`), Sumsub, and the site integrations the operator sets
 * (`site-integrations.ts`): each one's hosts join the directives it needs, only when it is on;
 * and the messenger's mini-app script, by its one address.
 */
/**
 * The headers a helmet middleware sets, read by running it once against a recording response:
 * our configuration has no per-request part (no nonce), so every answer gets the same set.
 */
function headersSetBy(middleware: ReturnType<typeof helmet>): Record<string, string> {
  const headers: Record<string, string> = {};
  const recorder = {
    setHeader: (name: string, value: string | number) => void (headers[name.toLowerCase()] = String(value)),
    removeHeader: (name: string) => void delete headers[name.toLowerCase()],
  };
  middleware({} as IncomingMessage, recorder as unknown as ServerResponse, () => undefined);
  return headers;
}

export async function registerSecurityHeaders(app: FastifyInstance): Promise<void> {
  const https = app.config.publicOrigin.startsWith('https:');
  const sumsub = app.config.providers.sumsub ? SUMSUB_SOURCES : [];
  const integrations = integrationCspSources(app.config.integrations);
  const permissionsPolicy = app.config.providers.sumsub
    ? PERMISSIONS_POLICY.replace('camera=(self)', `camera=(self "${SUMSUB_FRAME_ORIGIN}")`)
    : PERMISSIONS_POLICY;
  // helmet's headers, worked out once per chat configuration: @fastify/helmet builds helmet again
  // for every request (its CSP directives parsed anew), and even built once helmet runs a dozen
  // middleware steps per request, each validating its header (docs/scaling.md).
  const headersFor = (chat: ChatCspSources) => ({
    ...headersSetBy(
      helmet({
        contentSecurityPolicy: {
          useDefaults: false,
          directives: {
            defaultSrc: ["'self'"],
            scriptSrc: ["'self'", ...chat.scriptSrc, ...sumsub, ...integrations.scriptSrc, MESSENGER_SCRIPT_URL],
            styleSrc: ["'self'", "'unsafe-inline'", ...chat.styleSrc],
            imgSrc: ["'self'", 'data:', 'blob:', ...chat.imgSrc],
            fontSrc: ["'self'", 'data:', ...chat.fontSrc],
            connectSrc: ["'self'", ...chat.connectSrc, ...sumsub, ...integrations.connectSrc],
            workerSrc: ["'self'"],
            manifestSrc: ["'self'"],
            frameSrc: ["'self'", ...chat.frameSrc, ...sumsub],
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
      }),
    ),
    'permissions-policy': permissionsPolicy,
  });
  // The content area registers after this plugin; by the time a request arrives it is there.
  const chatSources = ttlValue(CHAT_CSP_TTL_MS, async () =>
    app.hasDecorator('content') ? chatCspSources(await app.content.chatSection()) : NO_CHAT_SOURCES,
  );
  let current = { chat: NO_CHAT_SOURCES, key: JSON.stringify(NO_CHAT_SOURCES), headers: headersFor(NO_CHAT_SOURCES) };
  // A reload of the CMS section gives a new object: the policy is built again only when it differs.
  const headersOfChat = (chat: ChatCspSources) => {
    if (chat === current.chat) return current.headers;
    const key = JSON.stringify(chat);
    current = { chat, key, headers: key === current.key ? current.headers : headersFor(chat) };
    return current.headers;
  };
  app.addHook('onRequest', (_request, reply, done) => {
    const chat = chatSources.fresh();
    if (chat) {
      reply.headers(headersOfChat(chat));
      done();
      return;
    }
    chatSources
      .get()
      // Without the CMS the chat cannot load anyway: the policy stays closed rather than failing the request.
      .catch(() => NO_CHAT_SOURCES)
      .then((loaded) => {
        reply.headers(headersOfChat(loaded));
        done();
      }, done);
  });
}
