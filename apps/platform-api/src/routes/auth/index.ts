import type { FastifyInstance } from 'fastify';
import { registerLogin } from './login';
import { registerLogout } from './logout';
import { registerPasswordReset } from './password-reset';
import { registerRegister } from './register';

/** Calls of the auth area. */
export async function authAreaRoutes(app: FastifyInstance): Promise<void> {
  registerLogin(app);
  registerRegister(app);
  registerPasswordReset(app);
  registerLogout(app);
}
