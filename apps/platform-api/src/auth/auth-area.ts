import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { schedulePeriodicTask } from '../core/periodic-task';
import type { Db } from '../db/database';
import type { AuthArea, AuthRepositories } from './auth-context';
import { createIdentitiesRepository } from './repositories/identities-repository';
import { createOauthStatesRepository } from './repositories/oauth-states-repository';
import { createPasswordResetsRepository } from './repositories/password-resets-repository';
import { createSignInCountersRepository } from './repositories/sign-in-counters-repository';
import { registerLogin } from './routes/login';
import { registerLogout } from './routes/logout';
import { registerOauthCallback } from './routes/oauth-callback';
import { registerOauthCompleteScript } from './routes/oauth-complete-script';
import { registerOauthDemoAuthorize } from './routes/oauth-demo-authorize';
import { registerOauthInit } from './routes/oauth-init';
import { registerRegister } from './routes/register';
import { registerResetPassword } from './routes/reset-password';
import { registerRestore } from './routes/restore';
import { createOidcClients, type OidcClients } from './services/oidc-client';
import { SIGN_IN_THROTTLE } from './services/sign-in-throttle';
import { offeredSocialServices } from './services/social-services';

function createAuthRepositories(db: Db): AuthRepositories {
  return {
    signInCounters: createSignInCountersRepository(db),
    passwordResets: createPasswordResetsRepository(db),
    identities: createIdentitiesRepository(db),
    oauthStates: createOauthStatesRepository(db),
  };
}

export function createAuthArea(db: Db, oidc: OidcClients = {}): AuthArea {
  return { ...createAuthRepositories(db), boundTo: createAuthRepositories, oidc };
}

/** Old sign-in counters are removed in the background, every 10 minutes. */
const CLEANUP_INTERVAL_MS = 10 * 60 * 1000;

/** One line per route file; each registers one call or one non-API route. */
const routes = [
  registerLogin,
  registerRegister,
  registerRestore,
  registerResetPassword,
  registerLogout,
  registerOauthCompleteScript,
  registerOauthInit,
  registerOauthDemoAuthorize,
  registerOauthCallback,
];

/**
 * The auth area: sign-in (throttled, with two-factor), registration, password reset, social and
 * messenger sign-in. Player data belongs to the account area, reached through `app.players`.
 */
export const authArea = fp(
  async function authArea(app: FastifyInstance) {
    const area = createAuthArea(app.database.db, await createOidcClients(app.config.providers.oidc, app.config.publicOrigin));
    app.decorate('auth', { offeredSocialServices: () => offeredSocialServices(app.config) });
    schedulePeriodicTask(app, {
      name: 'sign-in counter clean-up',
      intervalMs: CLEANUP_INTERVAL_MS,
      run: async () => {
        const now = Date.now();
        await area.signInCounters.deleteCountersBefore(new Date(now - SIGN_IN_THROTTLE.windowMs), new Date(now));
      },
    });
    for (const register of routes) register(app, area);
  },
  { name: 'area:auth', dependencies: ['area:account'] },
);
