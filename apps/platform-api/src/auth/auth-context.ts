// The auth area's context: what its routes are given and what it decorates the app with. Routes
// import this module, never `auth-area.ts`, which imports them (issue 43 §5).
import type { Db } from '../db/database';
import type { IdentitiesRepository } from './repositories/identities-repository';
import type { OauthStatesRepository } from './repositories/oauth-states-repository';
import type { PasswordResetsRepository } from './repositories/password-resets-repository';
import type { SignInCountersRepository } from './repositories/sign-in-counters-repository';
import type { OidcClients } from './services/oidc-client';

export interface AuthRepositories {
  signInCounters: SignInCountersRepository;
  passwordResets: PasswordResetsRepository;
  identities: IdentitiesRepository;
  oauthStates: OauthStatesRepository;
}

/** What the auth routes are given: its repositories, built once per app from its database, and the social sign-in clients. */
export interface AuthArea extends AuthRepositories {
  /** The same repositories bound to a transaction the account area opened, so both areas' writes are one unit. */
  boundTo(trx: Db): AuthRepositories;
  /** The OpenID Connect clients (Google, Apple) of the providers that are configured. */
  oidc: OidcClients;
}

/** What other areas may ask of auth (the CMS config lists the social sign-in buttons: Google and Apple when configured, demo in demo mode). */
export interface AuthDirectory {
  offeredSocialServices(): string[];
}

declare module 'fastify' {
  interface FastifyInstance {
    auth: AuthDirectory;
  }
}
