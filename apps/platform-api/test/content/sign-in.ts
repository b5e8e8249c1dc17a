import type { FastifyInstance } from 'fastify';
import { DEMO_PLAYER } from '../../src/seed/account';
import { form } from '../helpers/test-app';

/** Signs the demo player in through auth.login and returns the Cookie header of its session. */
export async function signInDemoPlayer(app: FastifyInstance): Promise<string> {
  const { payload, headers } = form({ login: DEMO_PLAYER.login, password: DEMO_PLAYER.password });
  const response = await app.inject({ method: 'POST', url: '/api/auth/login?locale=en', payload, headers });
  if (response.statusCode !== 200) throw new Error(`demo sign-in failed: ${response.statusCode} ${response.body}`);
  return response.cookies.map((cookie) => `${cookie.name}=${cookie.value}`).join('; ');
}
