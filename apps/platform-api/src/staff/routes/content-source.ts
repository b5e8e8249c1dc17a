import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import {
  staffChangePasswordSchema,
  contentSourceEmailConfirmationSchema,
  staffForgotPasswordSchema,
  contentSourceLoginSchema,
  staffResetPasswordSchema,
} from '@nfx/validation';
import { answerNoSoonerThan } from '../../auth/services/password-reset';
import { staffOf } from '../http/define-staff-call';
import type { StaffArea } from '../staff-context';
import { staffCookie } from '../services/staff-session-policy';
import { contentSourceErrorHandler, contentSourceUser, JSON_TYPE, parseStrapiInput, sendStrapiError } from './content-source-wire';
import { FORGOT_ANSWER_FLOOR_MS, PASSWORD_RATE_LIMIT } from './passwords';

/**
 * The provider names a Strapi-style CMS knows for `/auth/:provider/callback`. None is configured
 * for staff (they sign in with password and TOTP), so each answers "This provider is disabled";
 * any other name is not a provider at all (404).
 */
export const CONTENT_SOURCE_PROVIDERS = [
  'auth0',
  'cas',
  'cognito',
  'discord',
  'email',
  'facebook',
  'github',
  'google',
  'instagram',
  'keycloak',
  'linkedin',
  'microsoft',
  'patreon',
  'reddit',
  'twitch',
  'twitter',
  'vk',
] as const;

const TAG = 'content-source';

/**
 * The content source's own endpoints (spec §7) under `/nfx/`: `GET /users/me` and the auth
 * endpoints of a Strapi-style CMS, as a face over staff accounts. Content editors are staff (the
 * `cms` permission); sign-in is the staff sign-in (password and TOTP, its throttle and audit), the
 * session is the staff session and its cookie. No JWT is given: the session token stays in the
 * HttpOnly cookie, where no script can read it.
 */
export function registerContentSourceRoutes(app: FastifyInstance, area: StaffArea): void {
  const cookie = staffCookie(app.config.backofficeOrigin);
  const db = () => app.database.db;
  const common = (summary: string) => ({
    schema: { summary, tags: [TAG] },
    errorHandler: contentSourceErrorHandler,
  });
  const userOf = async (staffId: number) => {
    const account = await area.accounts.findById(db(), staffId);
    return account
      ? contentSourceUser({
          id: account.id,
          email: account.email,
          role: account.role,
          enrolled: account.enrolled_at !== null,
          disabled: account.disabled_at !== null,
        })
      : null;
  };
  const json = (reply: FastifyReply, body: unknown) => reply.type(JSON_TYPE).header('cache-control', 'no-store').send(body);

  app.post(
    '/nfx/auth/local',
    {
      ...common('Signs a staff member in (email as identifier, password and TOTP code); sets the staff session cookie'),
      config: { rateLimit: { max: 20, timeWindow: '1 minute' } },
    },
    async (request, reply) => {
      const input = parseStrapiInput(contentSourceLoginSchema, request.body);
      const account = await area.signIn(db(), { email: input.identifier, password: input.password, code: input.code, ip: request.ip });
      const token = await area.sessions.start(db(), {
        staffId: account.id,
        ip: request.ip,
        userAgent: request.headers['user-agent']?.slice(0, 512) ?? null,
      });
      reply.setCookie(cookie.name, token, cookie.options);
      await area.auditLog.append(db(), { staffId: account.id, role: account.role, action: 'staff.signed_in', ip: request.ip });
      return json(reply, { user: await userOf(account.id) });
    },
  );

  app.post('/nfx/auth/local/register', common('Refused: staff accounts are created by an administrator'), async (_request, reply) =>
    sendStrapiError(
      reply,
      403,
      'Register action is currently disabled: content editors are staff accounts, which an administrator creates in the back office (Staff page)',
    ),
  );

  app.get('/nfx/users/me', common('The signed-in staff member, or 401'), async (request, reply) => {
    const staff = await staffOf(app, request);
    const user = staff && (await userOf(staff.staffId));
    if (!user) return sendStrapiError(reply, 401, 'Missing or invalid credentials: sign in first');
    return json(reply, user);
  });

  app.post(
    '/nfx/auth/forgot-password',
    {
      ...common('Mails a one-time password reset link when a staff account has the email; always answers { ok: true }'),
      config: { rateLimit: PASSWORD_RATE_LIMIT },
    },
    async (request, reply) => {
      const startedAt = performance.now();
      const { email } = parseStrapiInput(staffForgotPasswordSchema, request.body);
      try {
        await area.passwords.forgot(db(), { email, backofficeOrigin: app.config.backofficeOrigin, ip: request.ip });
      } catch (error) {
        // An error here would answer differently for staff addresses; the log (without the link) tells the operator.
        request.log.error({ err: error }, 'staff password reset mail could not be sent');
      }
      await answerNoSoonerThan(startedAt, FORGOT_ANSWER_FLOOR_MS);
      return json(reply, { ok: true });
    },
  );

  app.post(
    '/nfx/auth/reset-password',
    {
      ...common('Sets a new password with the mailed link’s code; ends every session of the account'),
      config: { rateLimit: PASSWORD_RATE_LIMIT },
    },
    async (request, reply) => {
      const input = parseStrapiInput(staffResetPasswordSchema, request.body);
      const account = await area.passwords.reset(db(), { code: input.code, password: input.password, ip: request.ip });
      return json(reply, { user: await userOf(account.id) });
    },
  );

  app.post(
    '/nfx/auth/change-password',
    { ...common('Changes the signed-in member’s password; ends their other sessions'), config: { rateLimit: PASSWORD_RATE_LIMIT } },
    async (request, reply) => {
      const staff = await staffOf(app, request);
      if (!staff) return sendStrapiError(reply, 401, 'Missing or invalid credentials: sign in first');
      const input = parseStrapiInput(staffChangePasswordSchema, request.body);
      await area.passwords.change(db(), { staff, currentPassword: input.currentPassword, password: input.password, ip: request.ip });
      return json(reply, { user: await userOf(staff.staffId) });
    },
  );

  app.get(
    '/nfx/auth/email-confirmation',
    {
      ...common('Opens a staff enrolment link: redirects to the back office’s enrolment page, or 400'),
      config: { rateLimit: PASSWORD_RATE_LIMIT },
    },
    async (request: FastifyRequest, reply) => {
      const { confirmation } = parseStrapiInput(contentSourceEmailConfirmationSchema, request.query);
      if (!(await area.enrolment.isOpen(db(), confirmation)))
        return sendStrapiError(reply, 400, 'The enrolment link is invalid, has expired or was already used');
      const target = new URL('/backoffice/enrol', app.config.backofficeOrigin);
      target.searchParams.set('token', confirmation);
      return reply.header('cache-control', 'no-store').redirect(target.toString(), 302);
    },
  );

  app.get<{ Params: { provider: string } }>(
    '/nfx/auth/:provider/callback',
    common('No sign-in provider is configured for staff: 400 for a known provider name, 404 otherwise'),
    async (request, reply) => {
      const provider = request.params.provider;
      if (!(CONTENT_SOURCE_PROVIDERS as readonly string[]).includes(provider)) return sendStrapiError(reply, 404, 'Not Found');
      return sendStrapiError(reply, 400, 'This provider is disabled');
    },
  );
}
