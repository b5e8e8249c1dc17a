import { loginSchema, registerRequestSchema, resetPasswordSchema, restoreSchema } from '@nfx/validation';
import { actionsOf, callsOf } from '../define-call';
import { queryInput } from '../params';
import { oneSchema } from '../responses';
import { accountInfoSchema } from './account';

const authCall = callsOf('auth');
const authAction = actionsOf('auth');

export const authCalls = {
  login: authCall('login', 'POST', {
    summary: 'Sign in with login (or email or phone) and password; with `code` for two-factor accounts. Answers the account info',
    input: loginSchema,
    response: accountInfoSchema,
  }),
  register: authCall('register', 'POST', {
    summary: 'Register (form, social-registration completion, or messenger mini-app with is_tg=1) and sign in. Answers the account info',
    input: registerRequestSchema,
    response: accountInfoSchema,
  }),
  restore: authAction('restore', {
    summary: 'Mail a password reset link to the account with this login or email. Answers 1 whether or not it exists',
    input: restoreSchema,
  }),
  resetPassword: authAction('resetPassword', {
    summary: 'Set a new password with the token of a reset link; ends every session of the account. Answers 1',
    input: resetPasswordSchema,
  }),
  logout: authCall('logout', 'GET', {
    summary: 'Sign out: ends the session and clears its cookie. Answers 1',
    input: queryInput({}),
    response: oneSchema,
  }),
};
