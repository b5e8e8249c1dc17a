import type { FastifyInstance } from 'fastify';
import { registerContactCalls } from './contact-calls';
import { registerInfoCalls } from './info-calls';
import { registerProfileCalls } from './profile-calls';
import { registerSecurityCalls } from './security-calls';

/** Calls of the account area. */
export async function accountAreaRoutes(app: FastifyInstance): Promise<void> {
  registerInfoCalls(app);
  registerProfileCalls(app);
  registerContactCalls(app);
  registerSecurityCalls(app);
}
