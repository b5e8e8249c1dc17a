import type * as client from 'openid-client';
import { loadProviderSdk } from '../../provider-sdk';
import type { OidcClientSettings, ProviderSettings } from '../../provider-settings';
import { OIDC_SERVICES, type OidcService } from './social-services';

/** What a provider's verified ID token says about the visitor. */
export interface OidcIdentity {
  /** The `sub` claim: the provider's stable user id, the identity key. */
  subject: string;
  email: string | null;
  /** The provider vouches that the visitor controls `email` (Apple sends the string "true"). */
  emailVerified: boolean;
  name: string;
}

/** Secrets of one round trip, kept server-side with its state row. */
export interface OidcAuthorization {
  url: URL;
  codeVerifier: string;
  nonce: string;
}

export interface OidcClient {
  readonly service: OidcService;
  /** Where the provider sends the browser back; the operator registers it with the provider. */
  readonly redirectUri: string;
  /** The provider's authorization URL for this state, with a fresh PKCE (S256) verifier and nonce. */
  authorize(state: string): Promise<OidcAuthorization>;
  /**
   * Exchanges the authorization response's code at the token endpoint (client authenticated, PKCE
   * verifier sent) and returns the identity of the ID token, after openid-client has checked the
   * state, the token's signature against the provider's JWKS, issuer, audience, expiry and nonce.
   */
  finish(
    response: { code: string; state: string; iss?: string },
    checks: { state: string; nonce: string; codeVerifier: string },
  ): Promise<OidcIdentity>;
}

export type OidcClients = Partial<Record<OidcService, OidcClient>>;

/** Apple's audience for the client secret JWT. */
const APPLE_AUDIENCE = 'https://appleid.apple.com';
/** Each Apple client secret is valid for an hour (Apple allows up to 6 months) and renewed 10 minutes before. */
const APPLE_SECRET_LIFETIME_S = 60 * 60;
const APPLE_SECRET_RENEW_S = 10 * 60;

const SCOPES: Record<OidcService, string> = { google: 'openid email profile', apple: 'openid email name' };

type OpenIdClientSdk = typeof client;

/** Plain http is allowed for a local fake of the provider only (tests), never for another host. */
function isLoopbackHttp(url: URL): boolean {
  return url.protocol === 'http:' && ['127.0.0.1', 'localhost', '[::1]'].includes(url.hostname);
}

/**
 * Apple authenticates the client with a `client_secret` that is an ES256 JWT signed with the
 * team's p8 key. It is made here and reused while it has more than 10 minutes left. `jose` is
 * loaded with the first one (`createOidcClients` loads it at start when Apple is configured).
 */
export function createAppleClientSecret(clientId: string, apple: NonNullable<OidcClientSettings['apple']>) {
  let key: Promise<CryptoKey> | undefined;
  let current: { value: string; expiresAt: number } | undefined;
  return {
    async fresh(nowSeconds = Math.floor(Date.now() / 1000)): Promise<string> {
      if (current && current.expiresAt - nowSeconds > APPLE_SECRET_RENEW_S) return current.value;
      const { importPKCS8, SignJWT } = await import('jose');
      key ??= importPKCS8(apple.privateKey, 'ES256');
      const expiresAt = nowSeconds + APPLE_SECRET_LIFETIME_S;
      const value = await new SignJWT({})
        .setProtectedHeader({ alg: 'ES256', kid: apple.keyId })
        .setIssuer(apple.teamId)
        .setSubject(clientId)
        .setAudience(APPLE_AUDIENCE)
        .setIssuedAt(nowSeconds)
        .setExpirationTime(expiresAt)
        .sign(await key);
      current = { value, expiresAt };
      return value;
    },
    /** The last one made; `fresh()` runs before every token request, so it is valid then. */
    get latest(): string {
      return current?.value ?? '';
    },
  };
}

export function createOidcClient(
  client: OpenIdClientSdk,
  service: OidcService,
  settings: OidcClientSettings,
  publicOrigin: string,
): OidcClient {
  const issuer = new URL(settings.issuer);
  const redirectUri = new URL('/oauth/callback', publicOrigin).toString();
  const appleSecret = settings.apple ? createAppleClientSecret(settings.clientId, settings.apple) : undefined;
  // Apple: client_secret_post with the JWT of the moment; Google: client_secret_post with the secret.
  const clientAuthentication: client.ClientAuth = appleSecret
    ? (_server, _client, body) => {
        body.set('client_id', settings.clientId);
        body.set('client_secret', appleSecret.latest);
      }
    : client.ClientSecretPost(settings.clientSecret);
  const execute = [client.enableNonRepudiationChecks, ...(isLoopbackHttp(issuer) ? [client.allowInsecureRequests] : [])];

  // Discovered once, on first use; a failed discovery (provider down) is tried again next time.
  let configuration: Promise<client.Configuration> | undefined;
  const configured = () =>
    (configuration ??= client.discovery(issuer, settings.clientId, undefined, clientAuthentication, { execute }).catch((error: unknown) => {
      configuration = undefined;
      throw error;
    }));

  return {
    service,
    redirectUri,
    async authorize(state) {
      const config = await configured();
      const codeVerifier = client.randomPKCECodeVerifier();
      const nonce = client.randomNonce();
      const url = client.buildAuthorizationUrl(config, {
        redirect_uri: redirectUri,
        scope: SCOPES[service],
        state,
        nonce,
        code_challenge: await client.calculatePKCECodeChallenge(codeVerifier),
        code_challenge_method: 'S256',
        // Apple sends email and name only with form_post.
        ...(appleSecret ? { response_mode: 'form_post' } : {}),
      });
      return { url, codeVerifier, nonce };
    },
    async finish(response, checks) {
      const config = await configured();
      if (appleSecret) await appleSecret.fresh();
      const current = new URL(redirectUri);
      current.searchParams.set('code', response.code);
      current.searchParams.set('state', response.state);
      if (response.iss) current.searchParams.set('iss', response.iss);
      const tokens = await client.authorizationCodeGrant(config, current, {
        expectedState: checks.state,
        expectedNonce: checks.nonce,
        pkceCodeVerifier: checks.codeVerifier,
      });
      const claims = tokens.claims();
      if (!claims) throw new Error('the token response has no ID token');
      const email = typeof claims['email'] === 'string' && claims['email'] !== '' ? claims['email'].toLowerCase() : null;
      const verified = claims['email_verified'];
      return {
        subject: claims.sub,
        email,
        emailVerified: email !== null && (verified === true || verified === 'true'),
        name: typeof claims['name'] === 'string' ? claims['name'] : '',
      };
    },
  };
}

/**
 * One client per configured provider; a provider without settings has none (and no button).
 * `openid-client` (and `jose` for Apple's client secret) are loaded here, at start, only when a
 * provider is configured, so a missing package stops the start instead of a player's sign-in.
 */
export async function createOidcClients(settings: ProviderSettings['oidc'], publicOrigin: string): Promise<OidcClients> {
  const configured = OIDC_SERVICES.filter((service) => settings[service]);
  if (configured.length === 0) return {};
  const sdk = await loadProviderSdk(`Social sign-in (${configured.join(', ')})`, () => import('openid-client'));
  if (settings.apple) await loadProviderSdk('Apple sign-in', () => import('jose'));
  const clients: OidcClients = {};
  for (const service of OIDC_SERVICES) {
    const serviceSettings = settings[service];
    if (serviceSettings) clients[service] = createOidcClient(sdk, service, serviceSettings, publicOrigin);
  }
  return clients;
}
