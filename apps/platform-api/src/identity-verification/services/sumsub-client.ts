import { createHmac } from 'node:crypto';
import type { SumsubSettings } from '../../provider-settings';

/** Sumsub's own API, used when SUMSUB_API_URL is unset. */
export const SUMSUB_API_URL = 'https://api.sumsub.com';

/** A request to Sumsub that takes longer than this is abandoned: the player's call fails instead of hanging. */
const REQUEST_TIMEOUT_MS = 15_000;

/**
 * A refusal or failure of Sumsub's API. The message names the call and Sumsub's answer (its
 * description, error code and correlation id, which Sumsub's support asks for); never the app
 * token, the secret key, a signature or an access token.
 */
export class SumsubRequestError extends Error {
  constructor(
    readonly status: number,
    readonly call: string,
    readonly description: string,
    readonly errorCode?: number,
    readonly correlationId?: string,
  ) {
    super(
      `Sumsub ${call} answered ${status || 'nothing'}: ${description}` +
        (errorCode ? ` (errorCode ${errorCode})` : '') +
        (correlationId ? ` [correlationId ${correlationId}]` : ''),
    );
    this.name = 'SumsubRequestError';
  }
}

/**
 * Sumsub's request signature: hex HMAC-SHA256 with the secret key over the timestamp (unix
 * seconds), the upper-case method, the path with its query, and the body as sent. Exported for
 * the local fake, which checks it the same way.
 */
export function sumsubRequestSignature(secretKey: string, ts: string, method: string, pathWithQuery: string, body: string): string {
  return createHmac('sha256', secretKey)
    .update(ts + method.toUpperCase() + pathWithQuery + body)
    .digest('hex');
}

export interface SumsubApplicant {
  id: string;
  externalUserId?: string;
  levelName?: string;
  review?: {
    reviewStatus?: string;
    reviewResult?: { reviewAnswer?: 'GREEN' | 'RED'; reviewRejectType?: 'FINAL' | 'RETRY'; rejectLabels?: string[] };
  };
}

export interface SumsubClient {
  /** A new applicant on `levelName`; one that already exists for the user is returned instead (Sumsub answers 409 for it). */
  createApplicant(request: { externalUserId: string; levelName: string }): Promise<SumsubApplicant>;
  /** The WebSDK's access token for the user. */
  createAccessToken(request: {
    userId: string;
    levelName: string;
    ttlInSecs: number;
    externalActionId?: string;
  }): Promise<{ token: string; userId: string }>;
  /** The applicant and its review, by Sumsub's id. */
  getApplicant(applicantId: string): Promise<SumsubApplicant>;
  /** The applicant of one of our users, by the id we gave Sumsub. */
  getApplicantByExternalUserId(externalUserId: string): Promise<SumsubApplicant>;
}

/**
 * A small client of Sumsub's REST API on `fetch` (Sumsub publishes no Node client). Every request
 * carries `X-App-Token` and is signed (`X-App-Access-Ts`, `X-App-Access-Sig`) as Sumsub documents.
 */
export function createSumsubClient(
  settings: Pick<SumsubSettings, 'appToken' | 'secretKey' | 'apiUrl'>,
  fetchImpl: typeof fetch = fetch,
): SumsubClient {
  const base = (settings.apiUrl ?? SUMSUB_API_URL).replace(/\/$/, '');

  async function request<T>(call: string, method: 'GET' | 'POST', pathWithQuery: string, payload?: object): Promise<T> {
    const body = payload === undefined ? '' : JSON.stringify(payload);
    const ts = String(Math.floor(Date.now() / 1000));
    let response: Response;
    try {
      response = await fetchImpl(base + pathWithQuery, {
        method,
        headers: {
          accept: 'application/json',
          ...(payload === undefined ? {} : { 'content-type': 'application/json' }),
          'X-App-Token': settings.appToken,
          'X-App-Access-Ts': ts,
          'X-App-Access-Sig': sumsubRequestSignature(settings.secretKey, ts, method, pathWithQuery, body),
        },
        body: payload === undefined ? undefined : body,
        signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
      });
    } catch (error) {
      const reason = (error as Error).name === 'TimeoutError' ? `no answer within ${REQUEST_TIMEOUT_MS} ms` : (error as Error).message;
      throw new SumsubRequestError(0, call, reason);
    }
    const text = await response.text();
    let answer: unknown;
    try {
      answer = text ? JSON.parse(text) : undefined;
    } catch {
      answer = undefined;
    }
    if (!response.ok) {
      const error = (answer ?? {}) as { description?: unknown; errorCode?: unknown; correlationId?: unknown };
      throw new SumsubRequestError(
        response.status,
        call,
        typeof error.description === 'string' ? error.description.slice(0, 300) : response.statusText || 'error',
        typeof error.errorCode === 'number' ? error.errorCode : undefined,
        typeof error.correlationId === 'string' ? error.correlationId : undefined,
      );
    }
    if (answer === undefined || typeof answer !== 'object') throw new SumsubRequestError(response.status, call, 'the answer is not JSON');
    return answer as T;
  }

  const expectString = (call: string, value: unknown, field: string): string => {
    if (typeof value !== 'string' || value === '') throw new SumsubRequestError(200, call, `the answer has no ${field}`);
    return value;
  };

  const getApplicantByExternalUserId = async (externalUserId: string) => {
    const applicant = await request<SumsubApplicant>(
      'getApplicantByExternalUserId',
      'GET',
      `/resources/applicants/-;externalUserId=${encodeURIComponent(externalUserId)}/one`,
    );
    expectString('getApplicantByExternalUserId', applicant.id, 'id');
    return applicant;
  };

  return {
    async createApplicant({ externalUserId, levelName }) {
      try {
        const applicant = await request<SumsubApplicant>(
          'createApplicant',
          'POST',
          `/resources/applicants?levelName=${encodeURIComponent(levelName)}`,
          { externalUserId },
        );
        expectString('createApplicant', applicant.id, 'id');
        return applicant;
      } catch (error) {
        // Created before (our row lost, or two first requests at once): Sumsub keeps one per user.
        if (error instanceof SumsubRequestError && error.status === 409) return getApplicantByExternalUserId(externalUserId);
        throw error;
      }
    },
    async createAccessToken({ userId, levelName, ttlInSecs, externalActionId }) {
      const answer = await request<{ token?: unknown; userId?: unknown }>('createAccessToken', 'POST', '/resources/accessTokens/sdk', {
        userId,
        levelName,
        ttlInSecs,
        ...(externalActionId ? { externalActionId } : {}),
      });
      return { token: expectString('createAccessToken', answer.token, 'token'), userId: String(answer.userId ?? userId) };
    },
    async getApplicant(applicantId) {
      const applicant = await request<SumsubApplicant>(
        'getApplicant',
        'GET',
        `/resources/applicants/${encodeURIComponent(applicantId)}/one`,
      );
      expectString('getApplicant', applicant.id, 'id');
      return applicant;
    },
    getApplicantByExternalUserId,
  };
}
