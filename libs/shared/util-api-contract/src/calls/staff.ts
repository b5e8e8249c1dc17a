import * as v from 'valibot';
import {
  createStaffSchema,
  emptyAsUndefined,
  formFlag,
  MAINTENANCE_RETRY_AFTER_DEFAULT_SECONDS,
  maintenanceRetryAfterRule,
  encodeMessage,
  messageKeys,
  optionalText,
  STAFF_ROLES,
  staffConfirmEnrolmentSchema,
  staffEnrolSchema,
  staffReasonRule,
  staffSignInSchema,
  staffForgotPasswordSchema,
  staffResetPasswordSchema,
  staffChangePasswordSchema,
} from '@nfx/validation';
import { actionsOf, callsOf } from '../define-call';
import { idParam, inputObject, integerParam, queryInput } from '../params';
import { decimalAmountSchema, timestampSchema } from '../responses';

const staffCall = callsOf('staff');
const staffAction = actionsOf('staff');

/** What each role may do; the server's table (`apps/platform-api/src/staff/permissions.ts`) grants them. */
export const STAFF_PERMISSIONS = [
  'players.read',
  'players.notes',
  'feedback',
  'withdrawals',
  'refunds',
  'requisites',
  'kyc',
  'limits',
  'exclusions',
  'blocks',
  'audit.read',
  'reports',
  'campaigns',
  'promo-codes',
  'newsletters',
  'cms',
  'staff.manage',
  'settings',
] as const;
export type StaffPermission = (typeof STAFF_PERMISSIONS)[number];

/** Withdrawals as the payments team sees them. */
export const STAFF_WITHDRAWAL_VIEWS = ['pending', 'processing', 'decided'] as const;

const staffIdentitySchema = v.object({
  staff_id: v.number(),
  email: v.string(),
  role: v.picklist(STAFF_ROLES),
  permissions: v.array(v.picklist(STAFF_PERMISSIONS)),
});

const staffMemberSchema = v.object({
  id: v.number(),
  email: v.string(),
  role: v.picklist(STAFF_ROLES),
  enrolled: v.boolean(),
  disabled: v.boolean(),
  created_at: timestampSchema,
});

const staffWithdrawalSchema = v.object({
  id: v.number(),
  player_id: v.number(),
  login: v.string(),
  amount: decimalAmountSchema,
  currency: v.string(),
  method: v.string(),
  status: v.string(),
  requisites: v.record(v.string(), v.string()),
  created_at: timestampSchema,
  updated_at: timestampSchema,
  decline_reason: v.nullable(v.string()),
  /** Paid by the payments team by hand: the queue asks them to confirm it once paid. */
  awaits_manual_payout: v.boolean(),
});

const auditEntrySchema = v.object({
  id: v.number(),
  at: timestampSchema,
  staff_email: v.string(),
  role: v.string(),
  action: v.string(),
  target_type: v.nullable(v.string()),
  target_id: v.nullable(v.string()),
  before: v.unknown(),
  after: v.unknown(),
  reason: v.nullable(v.string()),
  ip: v.nullable(v.string()),
});

/** Players get ApplicationUnavailableException and the maintenance page; staff, health and webhooks stay open. */
const maintenanceSchema = v.object({ enabled: v.boolean(), forced_by_setting: v.boolean(), retry_after_seconds: v.number() });

const payoutOutcome = v.picklist(['paid', 'declined'], encodeMessage(messageKeys.oneOf, { values: 'paid,declined' }));

/**
 * The back office's calls (issue 41). Staff are not players: each call is checked against the
 * staff session cookie and the role's permission on the server (401 without a staff session,
 * AccessDeniedException for a role without the permission; a player's session counts for
 * nothing), and every change is written to the append-only audit log in its transaction.
 */
export const staffCalls = {
  enrol: staffCall('enrol', 'POST', {
    summary: 'Enrolment step one: set the password with the one-time link; answers the TOTP secret for the authenticator app',
    input: staffEnrolSchema,
    response: v.object({ totp_secret: v.string(), otpauth_uri: v.string() }),
  }),
  confirmEnrolment: staffCall('confirmEnrolment', 'POST', {
    summary: 'Enrolment step two: a code from the authenticator app spends the link; the account may then sign in',
    input: staffConfirmEnrolmentSchema,
    response: v.object({ email: v.string(), role: v.picklist(STAFF_ROLES) }),
  }),
  signIn: staffCall('signIn', 'POST', {
    summary: 'Staff sign-in with password and TOTP code (throttled like players’); sets the staff session cookie',
    input: staffSignInSchema,
    response: staffIdentitySchema,
  }),
  signOut: staffAction('signOut', { summary: 'Ends the staff session' }),
  me: staffCall('me', 'GET', {
    summary: 'The signed-in staff member, role and permissions',
    input: queryInput({}),
    response: staffIdentitySchema,
  }),
  forgotPassword: staffAction('forgotPassword', {
    summary: 'Mails a one-time password reset link (1 hour) when an active staff account has the email; answers 1 either way',
    input: staffForgotPasswordSchema,
  }),
  resetPassword: staffAction('resetPassword', {
    summary: 'Sets a new password with the mailed link’s code (spent once); ends every session of the account',
    input: staffResetPasswordSchema,
  }),
  changePassword: staffAction('changePassword', {
    summary: 'The signed-in member’s new password after the current one; ends their other sessions',
    input: staffChangePasswordSchema,
  }),
  listStaff: staffCall('listStaff', 'GET', {
    summary: 'Staff accounts (staff.manage)',
    input: queryInput({}),
    response: v.object({ items: v.array(staffMemberSchema) }),
  }),
  createStaff: staffCall('createStaff', 'POST', {
    summary: 'Creates a staff account and answers its one-time enrolment link (staff.manage)',
    input: createStaffSchema,
    response: v.object({ id: v.number(), email: v.string(), role: v.picklist(STAFF_ROLES), enrolment_url: v.string() }),
  }),
  disableStaff: staffAction('disableStaff', {
    summary: 'Disables a staff account and ends its sessions (staff.manage)',
    input: inputObject({ id: idParam, reason: staffReasonRule() }),
  }),
  withdrawals: staffCall('withdrawals', 'GET', {
    summary: 'The withdrawals queue: pending, processing (payouts on their way) or decided (withdrawals)',
    input: queryInput({
      view: v.optional(
        v.picklist(STAFF_WITHDRAWAL_VIEWS, encodeMessage(messageKeys.oneOf, { values: STAFF_WITHDRAWAL_VIEWS.join(',') })),
        'pending',
      ),
    }),
    response: v.object({ items: v.array(staffWithdrawalSchema) }),
  }),
  approveWithdrawal: staffAction('approveWithdrawal', {
    summary: 'Approves a pending withdrawal: the payout goes to the provider (withdrawals)',
    input: inputObject({ id: idParam }),
  }),
  declineWithdrawal: staffAction('declineWithdrawal', {
    summary: 'Declines a pending withdrawal with a reason; the held money goes back to the player (withdrawals)',
    input: inputObject({ id: idParam, reason: staffReasonRule() }),
  }),
  confirmPayout: staffAction('confirmPayout', {
    summary: 'Confirms a payout the payments team made by hand (paid), or could not make (declined, with a reason) (withdrawals)',
    input: inputObject({ id: idParam, outcome: payoutOutcome, reason: emptyAsUndefined(staffReasonRule()) }),
  }),
  maintenance: staffCall('maintenance', 'GET', {
    summary: 'Whether the site is under maintenance, and whether a server setting forces it (settings)',
    input: queryInput({}),
    response: maintenanceSchema,
  }),
  setMaintenance: staffCall('setMaintenance', 'POST', {
    summary: 'Switches maintenance on or off for every instance within seconds, with a reason (settings)',
    input: inputObject({
      enabled: formFlag(),
      retry_after_seconds: v.optional(maintenanceRetryAfterRule(), String(MAINTENANCE_RETRY_AFTER_DEFAULT_SECONDS)),
      reason: staffReasonRule(),
    }),
    response: maintenanceSchema,
  }),
  auditLog: staffCall('auditLog', 'GET', {
    summary:
      'The audit log, newest first, filtered by staff email, action prefix or target (`player:12`, or a bare id or type) (audit.read)',
    input: queryInput({
      staff: optionalText(254),
      action: optionalText(64),
      target: optionalText(64),
      page: integerParam(1, 1000, 1),
    }),
    response: v.object({ items: v.array(auditEntrySchema), has_more: v.boolean() }),
  }),
};
