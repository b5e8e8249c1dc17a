import { createHmac, randomBytes, randomUUID } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A local stand-in for Sumsub's API, for tests: it speaks the documented REST calls the site
 * makes (create an applicant, a WebSDK access token, read an applicant) and checks every request
 * the way Sumsub does — `X-App-Token`, and `X-App-Access-Sig` = hex HMAC-SHA256(secret key,
 * ts + METHOD + path with query + body) with a fresh `X-App-Access-Ts` — answering 401 with
 * Sumsub's error shape otherwise, so a signing bug in the adapter fails the test. It also sends
 * review webhooks signed Sumsub's way (`X-Payload-Digest` = HMAC of the raw body with the webhook
 * secret, `X-Payload-Digest-Alg`). It knows nothing of the site: it does not import its code.
 */

/** Posts a signed webhook somewhere other than a URL (an API test's `app.inject`). */
export type DeliverWebhook = (payload: string, headers: Record<string, string>) => Promise<{ status: number; body: string }>;

export interface FakeSumsubOptions {
  appToken: string;
  secretKey: string;
  webhookSecret: string;
  /** Where webhooks are posted (the site's webhook URL); settable later with `setWebhookTarget`. */
  webhookTarget?: string | DeliverWebhook;
}

export interface FakeApplicant {
  id: string;
  createdAt: string;
  externalUserId: string;
  levelName: string;
  inspectionId: string;
  review: {
    reviewStatus: 'init' | 'pending' | 'completed';
    reviewResult?: {
      reviewAnswer: 'GREEN' | 'RED';
      reviewRejectType?: 'FINAL' | 'RETRY';
      rejectLabels?: string[];
      moderationComment?: string;
      clientComment?: string;
    };
  };
}

export interface FakeAccessToken {
  token: string;
  userId: string;
  levelName: string;
  ttlInSecs: number;
  externalActionId?: string;
}

export type DigestAlgorithm = 'HMAC_SHA1_HEX' | 'HMAC_SHA256_HEX' | 'HMAC_SHA512_HEX';

export interface SendWebhookOptions {
  /** Signs with this secret instead of the right one (a forged webhook). */
  secret?: string;
  algorithm?: DigestAlgorithm;
  /** Leaves the digest headers out. */
  unsigned?: boolean;
  target?: string | DeliverWebhook;
}

export interface FakeSumsub {
  url: string;
  /** Applicants by Sumsub's id. */
  applicants: Map<string, FakeApplicant>;
  /** Access tokens handed out, oldest first. */
  accessTokens: FakeAccessToken[];
  /** Requests refused for a wrong app token or signature. */
  refusedRequests: number;
  setWebhookTarget(target: string | DeliverWebhook): void;
  /** The applicant made for one of the site's users. */
  applicantOf(externalUserId: string): FakeApplicant | undefined;
  /** An `applicantPending` payload (the player sent the documents in the WebSDK); the fake's applicant goes pending. */
  pendingPayload(applicantId: string): Record<string, unknown>;
  /** An `applicantReviewed` payload with this result; the fake's applicant is completed with it. */
  reviewedPayload(applicantId: string, result: NonNullable<FakeApplicant['review']['reviewResult']>): Record<string, unknown>;
  /** Signs and posts a webhook payload (an object is serialised once; a string is sent as it is). */
  sendWebhook(payload: object | string, options?: SendWebhookOptions): Promise<{ status: number; body: string; payload: string }>;
  close(): Promise<void>;
}

const HASHES: Record<DigestAlgorithm, string> = { HMAC_SHA1_HEX: 'sha1', HMAC_SHA256_HEX: 'sha256', HMAC_SHA512_HEX: 'sha512' };
/** Sumsub refuses a request whose timestamp is this far from its clock. */
const MAX_CLOCK_SKEW_SECONDS = 300;

const hexId = () => randomBytes(12).toString('hex');
const correlationId = () => `req-${randomUUID()}`;

function send(response: ServerResponse, status: number, body: unknown): void {
  response.writeHead(status, { 'content-type': 'application/json' });
  response.end(JSON.stringify(body));
}

/** Sumsub's error answer. */
function sumsubError(
  response: ServerResponse,
  status: number,
  description: string,
  extra: { errorCode?: number; errorName?: string } = {},
): void {
  send(response, status, { description, code: status, correlationId: correlationId(), ...extra });
}

function readBody(request: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    request.on('error', reject);
  });
}

const header = (request: IncomingMessage, name: string) => {
  const value = request.headers[name];
  return typeof value === 'string' ? value : undefined;
};

export async function startFakeSumsub(options: FakeSumsubOptions): Promise<FakeSumsub> {
  const applicants = new Map<string, FakeApplicant>();
  const accessTokens: FakeAccessToken[] = [];
  let webhookTarget = options.webhookTarget;
  let refusedRequests = 0;

  /** Sumsub's check of a request: the app token, then a fresh timestamp and the signature over exactly what arrived. */
  function authenticate(request: IncomingMessage, body: string, response: ServerResponse): boolean {
    const refuse = (description: string, errorCode: number, errorName: string) => {
      refusedRequests += 1;
      sumsubError(response, 401, description, { errorCode, errorName });
      return false;
    };
    if (header(request, 'x-app-token') !== options.appToken) return refuse('App token is not valid', 4000, 'app-token-invalid');
    const ts = header(request, 'x-app-access-ts') ?? '';
    if (!/^\d+$/.test(ts) || Math.abs(Number(ts) - Date.now() / 1000) > MAX_CLOCK_SKEW_SECONDS)
      return refuse('Request timestamp is missing or too far from the server time', 4002, 'app-token-invalid-ts');
    const expected = createHmac('sha256', options.secretKey)
      .update(ts + (request.method ?? '').toUpperCase() + (request.url ?? '') + body)
      .digest('hex');
    if (header(request, 'x-app-access-sig') !== expected) return refuse('Request signature mismatch', 4003, 'app-token-signature-mismatch');
    return true;
  }

  const byExternalUserId = (externalUserId: string) =>
    [...applicants.values()].find((applicant) => applicant.externalUserId === externalUserId);

  function parseJson(body: string): Record<string, unknown> | null {
    try {
      const value = JSON.parse(body) as unknown;
      return value && typeof value === 'object' ? (value as Record<string, unknown>) : null;
    } catch {
      return null;
    }
  }

  async function handle(request: IncomingMessage, response: ServerResponse): Promise<void> {
    const body = await readBody(request);
    if (!authenticate(request, body, response)) return;
    const url = new URL(request.url ?? '/', 'http://fake-sumsub');
    const method = request.method ?? 'GET';

    if (method === 'POST' && url.pathname === '/resources/applicants') {
      const levelName = url.searchParams.get('levelName');
      const input = parseJson(body);
      const externalUserId = input?.['externalUserId'];
      if (!levelName) return sumsubError(response, 400, 'levelName is required');
      if (typeof externalUserId !== 'string' || externalUserId === '') return sumsubError(response, 400, 'externalUserId is required');
      const existing = byExternalUserId(externalUserId);
      if (existing)
        return sumsubError(response, 409, `Applicant with external user id '${externalUserId}' already exists: ${existing.id}`, {
          errorCode: 1006,
          errorName: 'duplicate',
        });
      const applicant: FakeApplicant = {
        id: hexId(),
        createdAt: new Date().toISOString().replace('T', ' ').slice(0, 19),
        externalUserId,
        levelName,
        inspectionId: hexId(),
        review: { reviewStatus: 'init' },
      };
      applicants.set(applicant.id, applicant);
      return send(response, 200, { ...applicant, key: 'FAKE', clientId: 'fake-client', type: 'individual' });
    }

    if (method === 'POST' && url.pathname === '/resources/accessTokens/sdk') {
      const input = parseJson(body);
      const userId = input?.['userId'];
      const levelName = input?.['levelName'];
      const ttlInSecs = input?.['ttlInSecs'] ?? 600;
      if (typeof userId !== 'string' || userId === '') return sumsubError(response, 400, 'userId is required');
      if (typeof levelName !== 'string' || levelName === '') return sumsubError(response, 400, 'levelName is required');
      if (typeof ttlInSecs !== 'number' || ttlInSecs <= 0) return sumsubError(response, 400, 'ttlInSecs must be a positive number');
      const externalActionId = typeof input?.['externalActionId'] === 'string' ? (input['externalActionId'] as string) : undefined;
      const token = `_act-sbx-jwt-${randomBytes(24).toString('base64url')}`;
      accessTokens.push({ token, userId, levelName, ttlInSecs, ...(externalActionId ? { externalActionId } : {}) });
      return send(response, 200, { token, userId });
    }

    const one = /^\/resources\/applicants\/([^/]+)\/one$/.exec(url.pathname);
    if (method === 'GET' && one) {
      const key = decodeURIComponent(one[1]!);
      const applicant = key.startsWith('-;externalUserId=') ? byExternalUserId(key.slice('-;externalUserId='.length)) : applicants.get(key);
      if (!applicant) return sumsubError(response, 404, 'Applicant not found', { errorCode: 1004, errorName: 'not-found' });
      return send(response, 200, applicant);
    }

    sumsubError(response, 404, `No such call: ${method} ${url.pathname}`);
  }

  const server = createServer((request, response) => {
    handle(request, response).catch((error: unknown) => sumsubError(response, 500, (error as Error).message));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  const webhookBase = (applicant: FakeApplicant, type: string) => ({
    applicantId: applicant.id,
    inspectionId: applicant.inspectionId,
    correlationId: correlationId(),
    externalUserId: applicant.externalUserId,
    levelName: applicant.levelName,
    type,
    sandboxMode: true,
    clientId: 'fake-client',
  });
  const createdAtMs = () => new Date().toISOString().replace('T', ' ').replace('Z', '');

  const applicantNamed = (applicantId: string) => {
    const applicant = applicants.get(applicantId);
    if (!applicant) throw new Error(`The fake has no applicant ${applicantId}`);
    return applicant;
  };

  return {
    url,
    applicants,
    accessTokens,
    get refusedRequests() {
      return refusedRequests;
    },
    setWebhookTarget(target) {
      webhookTarget = target;
    },
    applicantOf: byExternalUserId,
    pendingPayload(applicantId) {
      const applicant = applicantNamed(applicantId);
      applicant.review = { reviewStatus: 'pending' };
      return { ...webhookBase(applicant, 'applicantPending'), reviewStatus: 'pending', createdAtMs: createdAtMs() };
    },
    reviewedPayload(applicantId, result) {
      const applicant = applicantNamed(applicantId);
      applicant.review = { reviewStatus: 'completed', reviewResult: result };
      return {
        ...webhookBase(applicant, 'applicantReviewed'),
        reviewResult: result,
        reviewStatus: 'completed',
        createdAtMs: createdAtMs(),
      };
    },
    async sendWebhook(payload, sendOptions = {}) {
      const target = sendOptions.target ?? webhookTarget;
      if (!target) throw new Error('The fake has no webhook target');
      const text = typeof payload === 'string' ? payload : JSON.stringify(payload);
      const algorithm = sendOptions.algorithm ?? 'HMAC_SHA256_HEX';
      const headers: Record<string, string> = { 'content-type': 'application/json' };
      if (!sendOptions.unsigned) {
        headers['x-payload-digest'] = createHmac(HASHES[algorithm], sendOptions.secret ?? options.webhookSecret)
          .update(text)
          .digest('hex');
        headers['x-payload-digest-alg'] = algorithm;
      }
      if (typeof target !== 'string') return { ...(await target(text, headers)), payload: text };
      const response = await fetch(target, { method: 'POST', headers, body: text, signal: AbortSignal.timeout(10_000) });
      return { status: response.status, body: await response.text(), payload: text };
    },
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.close((error) => (error ? reject(error) : resolve()));
        // The client's keep-alive connections would hold the server open.
        server.closeAllConnections();
      }),
  };
}
