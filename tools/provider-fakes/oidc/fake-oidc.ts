import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { exportJWK, exportPKCS8, exportSPKI, generateKeyPair, importSPKI, type JWTPayload, jwtVerify, SignJWT } from 'jose';

/**
 * A local OpenID Connect provider for tests, speaking the endpoints openid-client calls
 * (discovery, JWKS, authorization, token) and checking what Google and Apple check:
 *
 * - `/authorize` needs the registered client id, `response_type=code`, a `state`, a `nonce` and an
 *   S256 `code_challenge`. Google style redirects back with `code` and `state`; Apple style
 *   (`appleStyle`) needs `response_mode=form_post` and answers an auto-submitting form.
 * - `/token` authenticates the client: Google style by `client_secret_basic` or
 *   `client_secret_post`; Apple style by a `client_secret` that is an ES256 JWT signed with the
 *   team's key (kid, iss = team id, sub = client id, aud = https://appleid.apple.com, exp at most
 *   6 months after iat). A wrong one answers 401 `invalid_client`. The PKCE `code_verifier` must
 *   hash to the stored challenge, the code must be fresh and the `redirect_uri` the same, else
 *   400 `invalid_grant`.
 * - The ID token is RS256, signed with a key the JWKS lists, with the request's nonce. Apple style
 *   sends `email_verified` as the string "true"/"false", as Apple does.
 */
export interface FakeOidcUser {
  sub: string;
  email?: string;
  email_verified?: boolean;
  name?: string;
}

export interface FakeOidcOptions {
  clientId: string;
  /** Google style: the client secret the token endpoint accepts. */
  clientSecret?: string;
  /** Apple style: the team, the key id and the public key (SPKI PEM) of the p8 key the client secret JWT is signed with. */
  appleStyle?: { teamId: string; keyId: string; publicKey: string };
}

/** What the site sent to `/authorize`, for the test to look at. */
export interface FakeOidcAuthorization {
  state: string;
  nonce: string;
  codeChallenge: string;
  codeChallengeMethod: string;
  redirectUri: string;
  scope: string;
  responseMode: string | null;
}

export interface FakeOidc {
  issuer: string;
  authorizations: FakeOidcAuthorization[];
  /** Token requests refused (client authentication, code, verifier). */
  readonly refusedRequests: number;
  /** The user the next authorization signs in. */
  setUser(user: FakeOidcUser): void;
  /** The next ID token carries these claims over the real ones (e.g. another nonce), or is signed with a key the JWKS does not list. */
  tamperNextIdToken(change: { claims?: Record<string, unknown>; foreignKey?: boolean }): void;
  close(): Promise<void>;
}

/** Apple's audience for the client secret JWT, whatever the issuer URL is. */
export const APPLE_AUDIENCE = 'https://appleid.apple.com';
/** Apple refuses a client secret valid for longer than 6 months (15777000 s). */
const APPLE_SECRET_MAX_SECONDS = 15_777_000;
const CODE_TTL_MS = 60_000;

/** An Apple-style p8 key pair (ES256): the PKCS#8 PEM the operator is given, and its public half for the fake. */
export async function generateAppleKey(): Promise<{ privateKey: string; publicKey: string }> {
  const pair = await generateKeyPair('ES256', { extractable: true });
  return { privateKey: await exportPKCS8(pair.privateKey), publicKey: await exportSPKI(pair.publicKey) };
}

interface IssuedCode {
  clientId: string;
  redirectUri: string;
  codeChallenge: string;
  nonce: string;
  user: FakeOidcUser;
  expiresAt: number;
}

class OAuthError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    description: string,
  ) {
    super(description);
  }
}

function answerJson(response: ServerResponse, status: number, body: object, headers: Record<string, string> = {}): void {
  response.writeHead(status, { 'content-type': 'application/json', 'cache-control': 'no-store', ...headers });
  response.end(JSON.stringify(body));
}

function answerHtml(response: ServerResponse, status: number, html: string): void {
  response.writeHead(status, { 'content-type': 'text/html; charset=utf-8' });
  response.end(html);
}

const escapeHtml = (value: string) => value.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`);

function sameSecret(given: string, expected: string): boolean {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

async function readForm(request: IncomingMessage): Promise<URLSearchParams> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return new URLSearchParams(Buffer.concat(chunks).toString('utf8'));
}

export async function startFakeOidc(options: FakeOidcOptions): Promise<FakeOidc> {
  const signing = await generateKeyPair('RS256', { extractable: true });
  const foreign = await generateKeyPair('RS256');
  const kid = randomBytes(8).toString('hex');
  const jwk = { ...(await exportJWK(signing.publicKey)), kid, alg: 'RS256', use: 'sig' };
  const applePublicKey = options.appleStyle ? await importSPKI(options.appleStyle.publicKey, 'ES256') : undefined;
  const codes = new Map<string, IssuedCode>();
  const authorizations: FakeOidcAuthorization[] = [];
  let user: FakeOidcUser = { sub: 'fake-user-1', email: 'fake-user-1@example.com', email_verified: true, name: 'Fake User' };
  let tamper: { claims?: Record<string, unknown>; foreignKey?: boolean } | undefined;
  let refusedRequests = 0;
  let issuer = '';

  function discovery() {
    return {
      issuer,
      authorization_endpoint: `${issuer}/authorize`,
      token_endpoint: `${issuer}/token`,
      jwks_uri: `${issuer}/jwks`,
      response_types_supported: ['code'],
      response_modes_supported: options.appleStyle ? ['query', 'fragment', 'form_post'] : ['query', 'fragment'],
      subject_types_supported: options.appleStyle ? ['pairwise'] : ['public'],
      id_token_signing_alg_values_supported: ['RS256'],
      scopes_supported: options.appleStyle ? ['openid', 'email', 'name'] : ['openid', 'email', 'profile'],
      token_endpoint_auth_methods_supported: options.appleStyle ? ['client_secret_post'] : ['client_secret_post', 'client_secret_basic'],
      code_challenge_methods_supported: ['S256'],
      claims_supported: ['aud', 'email', 'email_verified', 'exp', 'iat', 'iss', 'nonce', 'sub', 'name'],
    };
  }

  function authorize(url: URL, response: ServerResponse): void {
    const query = url.searchParams;
    const redirectUri = query.get('redirect_uri') ?? '';
    const state = query.get('state') ?? '';
    const nonce = query.get('nonce') ?? '';
    const codeChallenge = query.get('code_challenge') ?? '';
    const codeChallengeMethod = query.get('code_challenge_method') ?? '';
    const responseMode = query.get('response_mode');
    const problems = [
      query.get('client_id') !== options.clientId && 'unknown client_id',
      query.get('response_type') !== 'code' && 'response_type must be code',
      !/^https?:\/\//.test(redirectUri) && 'redirect_uri missing',
      !(query.get('scope') ?? '').split(' ').includes('openid') && 'scope must include openid',
      !state && 'state missing',
      !nonce && 'nonce missing',
      (codeChallengeMethod !== 'S256' || !/^[A-Za-z0-9_-]{43}$/.test(codeChallenge)) && 'an S256 code_challenge is required',
      options.appleStyle && responseMode !== 'form_post' && 'response_mode must be form_post when email or name is asked',
    ].filter(Boolean);
    if (problems.length > 0) return answerHtml(response, 400, `<p>invalid_request: ${escapeHtml(problems.join('; '))}</p>`);
    authorizations.push({ state, nonce, codeChallenge, codeChallengeMethod, redirectUri, scope: query.get('scope')!, responseMode });
    const code = randomBytes(24).toString('base64url');
    codes.set(code, {
      clientId: options.clientId,
      redirectUri,
      codeChallenge,
      nonce,
      user: { ...user },
      expiresAt: Date.now() + CODE_TTL_MS,
    });
    if (responseMode === 'form_post') {
      const fields = { code, state };
      return answerHtml(
        response,
        200,
        `<!doctype html><html><body><form method="post" action="${escapeHtml(redirectUri)}">${Object.entries(fields)
          .map(([name, value]) => `<input type="hidden" name="${name}" value="${escapeHtml(value)}">`)
          .join('')}</form><script>document.forms[0].submit()</script></body></html>`,
      );
    }
    const target = new URL(redirectUri);
    target.searchParams.set('code', code);
    target.searchParams.set('state', state);
    response.writeHead(302, { location: target.toString() });
    response.end();
  }

  /** The client id the request authenticated as, or an invalid_client error. */
  async function authenticateClient(request: IncomingMessage, form: URLSearchParams): Promise<string> {
    const basic = request.headers.authorization;
    const postedSecret = form.get('client_secret');
    const refused = (why: string) => new OAuthError(401, 'invalid_client', why);
    if (options.appleStyle) {
      if (basic) throw refused('Apple style takes client_secret_post only');
      if (form.get('client_id') !== options.clientId || !postedSecret) throw refused('client_id and client_secret required');
      let payload: JWTPayload;
      try {
        const verified = await jwtVerify(postedSecret, applePublicKey!, {
          algorithms: ['ES256'],
          issuer: options.appleStyle.teamId,
          subject: options.clientId,
          audience: APPLE_AUDIENCE,
          requiredClaims: ['iat', 'exp'],
        });
        if (verified.protectedHeader.kid !== options.appleStyle.keyId) throw new Error('wrong kid');
        payload = verified.payload;
      } catch (failure) {
        throw refused(`client_secret JWT refused: ${(failure as Error).message}`);
      }
      if (payload.exp! - payload.iat! > APPLE_SECRET_MAX_SECONDS) throw refused('client_secret JWT valid for more than 6 months');
      return options.clientId;
    }
    if (!options.clientSecret) throw refused('this fake has no client secret');
    if (basic && postedSecret) throw refused('more than one client authentication method');
    if (basic?.startsWith('Basic ')) {
      const [id, secret] = Buffer.from(basic.slice(6), 'base64').toString('utf8').split(':').map(decodeURIComponent);
      if (id !== options.clientId || !sameSecret(secret ?? '', options.clientSecret)) throw refused('client_secret_basic refused');
      return id;
    }
    if (form.get('client_id') !== options.clientId || !postedSecret || !sameSecret(postedSecret, options.clientSecret))
      throw refused('client_secret_post refused');
    return options.clientId;
  }

  async function token(request: IncomingMessage, response: ServerResponse): Promise<void> {
    const form = await readForm(request);
    const clientId = await authenticateClient(request, form);
    if (form.get('grant_type') !== 'authorization_code') throw new OAuthError(400, 'unsupported_grant_type', 'authorization_code only');
    const code = form.get('code') ?? '';
    const issued = codes.get(code);
    codes.delete(code);
    if (!issued || issued.expiresAt < Date.now() || issued.clientId !== clientId)
      throw new OAuthError(400, 'invalid_grant', 'unknown or used code');
    if (form.get('redirect_uri') !== issued.redirectUri) throw new OAuthError(400, 'invalid_grant', 'redirect_uri differs');
    const verifier = form.get('code_verifier') ?? '';
    const challenge = createHash('sha256').update(verifier).digest('base64url');
    if (!/^[A-Za-z0-9._~-]{43,128}$/.test(verifier) || challenge !== issued.codeChallenge)
      throw new OAuthError(400, 'invalid_grant', 'PKCE verification failed');
    const now = Math.floor(Date.now() / 1000);
    const verified = issued.user.email_verified;
    const claims: JWTPayload = {
      iss: issuer,
      aud: clientId,
      sub: issued.user.sub,
      iat: now,
      exp: now + 600,
      nonce: issued.nonce,
      ...(issued.user.email ? { email: issued.user.email } : {}),
      ...(verified === undefined ? {} : { email_verified: options.appleStyle ? String(verified) : verified }),
      ...(issued.user.name && !options.appleStyle ? { name: issued.user.name } : {}),
      ...tamper?.claims,
    };
    const idToken = await new SignJWT(claims)
      .setProtectedHeader({ alg: 'RS256', kid })
      .sign(tamper?.foreignKey ? foreign.privateKey : signing.privateKey);
    tamper = undefined;
    answerJson(response, 200, {
      access_token: randomBytes(24).toString('base64url'),
      token_type: 'Bearer',
      expires_in: 3600,
      id_token: idToken,
    });
  }

  async function handle(request: IncomingMessage, response: ServerResponse): Promise<void> {
    const url = new URL(request.url ?? '/', issuer);
    if (request.method === 'GET' && url.pathname === '/.well-known/openid-configuration') return answerJson(response, 200, discovery());
    if (request.method === 'GET' && url.pathname === '/jwks') return answerJson(response, 200, { keys: [jwk] });
    if (request.method === 'GET' && url.pathname === '/authorize') return authorize(url, response);
    if (request.method === 'POST' && url.pathname === '/token') {
      try {
        return await token(request, response);
      } catch (failure) {
        if (!(failure instanceof OAuthError)) throw failure;
        refusedRequests += 1;
        return answerJson(response, failure.status, { error: failure.code, error_description: failure.message });
      }
    }
    return answerJson(response, 404, { error: 'not_found' });
  }

  const server = createServer((request, response) => {
    handle(request, response).catch((failure: unknown) =>
      answerJson(response, 500, { error: 'server_error', error_description: String(failure) }),
    );
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    issuer,
    authorizations,
    get refusedRequests() {
      return refusedRequests;
    },
    setUser: (next) => {
      user = { ...next };
    },
    tamperNextIdToken: (change) => {
      tamper = change;
    },
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
