import * as v from 'valibot';
import {
  addContactSchema,
  changeFakenameSchema,
  changeLocaleSchema,
  changePasswordSchema,
  changeSubscriptionSchema,
  changeTwoFactorAuthSchema,
  confirmContactSchema,
  confirmTwoFactorAuthSchema,
  contactSchema,
  personalDataFieldsQuerySchema,
  profileInfoQuerySchema,
  saveProfileInfoSchema,
  setCurrencySchema,
  tokenRule,
  unsubscribeSchema,
} from '@nfx/validation';
import { actionsOf, callsOf } from '../define-call';
import { idParam, inputObject, queryInput } from '../params';
import { moneySchema, timestampSchema } from '../responses';

const accountCall = callsOf('account');
/** The signed-in player's changes: POST calls that answer 1. */
const accountChange = actionsOf('account', 'required');

/** The four balances of an account (§3), each an amount rounded to cents and its currency. */
export const accountBalanceSchema = v.object({
  balance_main: moneySchema,
  balance_bonus: moneySchema,
  balance_betting_bonus: moneySchema,
  balance_fun: moneySchema,
});

/**
 * Account info (§3): what every page knows about the visitor. `uid` 0 is an anonymous visitor
 * (§4: authenticated means uid > 0), whose `reg_time` and `login` are empty.
 */
export const accountInfoSchema = v.object({
  uid: v.number(),
  reg_time: v.string(),
  login: v.string(),
  fakename: v.string(),
  is_subscribed: v.boolean(),
  ...accountBalanceSchema.entries,
  is_on_verification: v.boolean(),
  is_verified: v.boolean(),
  is_kyc_block_enabled: v.boolean(),
  is_registration_completed: v.boolean(),
  country_code: v.string(),
  locale: v.string(),
  two_factor_auth: v.boolean(),
});

export const contactTypeSchema = v.picklist(['email', 'phone']);

/**
 * A contact of the profile (§3); only phones carry their country code. `confirmation_sent_at`
 * is the "confirm-sent mark" of §4 (when the last confirmation message left, null if none did),
 * `resend_time` the seconds until another one may be sent (0: now).
 */
export const profileContactSchema = v.object({
  type: contactTypeSchema,
  contact: v.string(),
  is_confirmed: v.boolean(),
  is_subscribed: v.boolean(),
  phone_country_code: v.optional(v.string()),
  confirmation_sent_at: v.nullable(timestampSchema),
  resend_time: v.number(),
});

/** The profile (§3); `contacts` and `document` only when `fields` asks for them. Unset text is ''. */
export const profileSchema = v.object({
  first_name: v.string(),
  middle_name: v.string(),
  last_name: v.string(),
  sex: v.number(),
  birth_date: v.string(),
  country: v.string(),
  country_code: v.string(),
  region: v.string(),
  home_town: v.string(),
  address: v.string(),
  postcode: v.string(),
  mobile: v.string(),
  email: v.string(),
  login: v.string(),
  currency: v.string(),
  phone_country_code: v.string(),
  fakename: v.string(),
  /** Whether a deposit was ever made: the currency is fixed from then on, and the registration hint of §4 ends. */
  has_deposits: v.boolean(),
  contacts: v.optional(v.array(profileContactSchema)),
  document: v.optional(v.object({ document_type: v.string(), document_number: v.string() })),
});

/** Field types of a profile field definition (§3); the same list the forms know (`FieldType` of `@nfx/validation`). */
export const fieldTypeSchema = v.picklist(['input', 'password', 'date', 'select', 'country_code', 'region', 'phone']);

/** A profile field definition (§3) as account.getPersonalDataFields lists it. */
export const personalDataFieldSchema = v.object({
  sysname: v.string(),
  type: fieldTypeSchema,
  params: v.object({ is_required: v.boolean(), is_visible: v.boolean() }),
  // Options are free-form per field; the ones the forms read are typed, the rest pass as they are.
  options: v.looseObject({
    list: v.optional(v.unknown()),
    select: v.optional(v.unknown()),
    mask: v.optional(v.string()),
    regex: v.optional(v.string()),
  }),
});

/** A country option (§3): `id` is the lower-case country code (the flag's name); one mask or several. */
export const phoneSettingsCountrySchema = v.object({
  id: v.string(),
  name: v.string(),
  phone_code: v.string(),
  country_code: v.string(),
  mask: v.union([v.string(), v.array(v.string())]),
});

/** The responsible-gaming deposit limit (§3); amounts and expiry are null and the period `none` while unset. */
export const depositLimitSchema = v.object({
  available_amount: v.nullable(moneySchema),
  can_edit: v.boolean(),
  expired_at: v.nullable(timestampSchema),
  limit_amount: v.nullable(moneySchema),
  period: v.string(),
});

/** Two-factor state; starting the setup adds the secret, its otpauth URL and a QR code (data URL) of it. */
export const twoFactorSetupSchema = v.object({
  two_factor_auth: v.boolean(),
  secret: v.optional(v.string()),
  otpauth_url: v.optional(v.string()),
  qr_code: v.optional(v.string()),
});

/**
 * The device of a session, read from its browser's user agent: a kind, and the browser and
 * operating system by name and major version ('' when the user agent does not tell).
 */
export const sessionDeviceSchema = v.object({
  type: v.picklist(['desktop', 'mobile', 'tablet', 'unknown']),
  browser: v.string(),
  browser_version: v.string(),
  os: v.string(),
});

/**
 * Where a session's address is, as far as the server knows without a geolocation service:
 * this machine (loopback), a private network (home, office, carrier NAT), the internet, or
 * unknown. `same_address` tells whether it is the address of the request asking now.
 */
export const networkKindSchema = v.picklist(['this-device', 'local-network', 'internet', 'unknown']);

/** One signed-in browser of the player (security page). */
export const sessionSchema = v.object({
  id: v.number(),
  is_current: v.boolean(),
  device: sessionDeviceSchema,
  ip: v.string(),
  network: networkKindSchema,
  same_address: v.boolean(),
  signed_in_at: timestampSchema,
  last_active_at: timestampSchema,
});

/** A past sign-in: when, from which address and device. */
export const signInRecordSchema = v.object({
  signed_in_at: timestampSchema,
  ip: v.string(),
  network: networkKindSchema,
  same_address: v.boolean(),
  device: sessionDeviceSchema,
});

/**
 * The player's live sessions, the current one first, and the sign-in before the current
 * session's ("last sign-in", shown after every sign-in); null when this is the first.
 */
export const sessionListSchema = v.object({
  items: v.array(sessionSchema),
  previous_sign_in: v.nullable(signInRecordSchema),
});

/** A contact as a page may show it to whoever holds a mail link: the address or number partly hidden. */
export const maskedContactSchema = v.object({ type: contactTypeSchema, contact: v.string() });

export const accountCalls = {
  getInfo: accountCall('getInfo', 'GET', {
    summary: 'Account info of the signed-in player; uid 0 for anonymous visitors',
    input: queryInput({}),
    response: accountInfoSchema,
  }),
  getBalance: accountCall('getBalance', 'GET', {
    summary: 'Balances (main, bonus, betting bonus, fun) rounded to 2 decimals',
    input: queryInput({}),
    response: accountBalanceSchema,
    auth: 'required',
  }),
  getcurrencyrates: accountCall('getcurrencyrates', 'GET', {
    summary: 'Currency rates: units of each currency per 1 USD',
    input: queryInput({}),
    response: v.object({ base: v.string(), rates: v.array(v.object({ currency: v.string(), rate: v.number() })) }),
  }),
  getDepositLimit: accountCall('getDepositLimit', 'GET', {
    summary: 'The responsible-gaming deposit limit (period none when unset)',
    input: queryInput({}),
    response: depositLimitSchema,
    auth: 'required',
  }),
  getprofileinfo: accountCall('getprofileinfo', 'GET', {
    summary: 'Profile of the signed-in player; `fields=contacts,document` adds those parts',
    input: queryInput(profileInfoQuerySchema.entries),
    response: profileSchema,
    auth: 'required',
  }),
  saveProfileInfo: accountChange('saveProfileInfo', {
    summary: 'Save profile fields; completes a social registration once the required fields are filled. Answers 1',
    input: saveProfileInfoSchema,
  }),
  getPersonalDataFields: accountCall('getPersonalDataFields', 'GET', {
    summary: 'Profile field definitions for a country (defaults to the player’s country)',
    input: queryInput(personalDataFieldsQuerySchema.entries),
    response: v.array(personalDataFieldSchema),
  }),
  getContactPhoneSettings: accountCall('getContactPhoneSettings', 'GET', {
    summary: 'Countries with phone codes and phone masks',
    input: queryInput({}),
    response: v.array(phoneSettingsCountrySchema),
  }),
  changefakename: accountChange('changefakename', { summary: 'Change the public nickname. Answers 1', input: changeFakenameSchema }),
  changelocale: accountChange('changelocale', { summary: 'Change the account locale. Answers 1', input: changeLocaleSchema }),
  setCurrency: accountChange('setCurrency', {
    summary: 'Choose the account currency; only before the first deposit. Answers 1',
    input: setCurrencySchema,
  }),
  setUserOnVerification: accountChange('setUserOnVerification', {
    summary: 'Mark the player as waiting for identity verification. Answers 1',
  }),
  addcontact: accountChange('addcontact', { summary: 'Add an email or phone contact (unconfirmed). Answers 1', input: addContactSchema }),
  sendconfirmationtocontact: accountChange('sendconfirmationtocontact', {
    summary:
      'Send the contact its confirmation message (a link and a 6-digit code) by mail or SMS; within the cool-down TooManyRequests with resend_time. Answers 1',
    input: contactSchema,
  }),
  confirmContact: accountChange('confirmContact', {
    summary: 'Confirm a contact with the 6-digit code sent to it. Answers 1',
    input: confirmContactSchema,
  }),
  changeSubscription: accountChange('changeSubscription', {
    summary: 'Subscribe (1) or unsubscribe (0) a contact from mailings. Answers 1',
    input: changeSubscriptionSchema,
  }),
  unsubscribe: accountCall('unsubscribe', 'POST', {
    summary:
      'Stop marketing: with the token of a marketing message’s link, to the contact it was sent to; signed in without a token, to every contact. Answers the contacts (partly hidden) that no longer receive it',
    input: unsubscribeSchema,
    response: v.object({ unsubscribed: v.array(maskedContactSchema) }),
  }),
  confirmContactByLink: accountCall('confirmContactByLink', 'POST', {
    summary:
      'Confirm a contact with the token of its confirmation link (no sign-in needed). Answers the contact, partly hidden, and whether it was confirmed before',
    input: inputObject({ token: tokenRule() }),
    response: v.object({ ...maskedContactSchema.entries, already_confirmed: v.boolean() }),
  }),
  getSessions: accountCall('getSessions', 'GET', {
    summary: 'The player’s live sessions (device, address, last activity; the current first) and the sign-in before this one',
    input: queryInput({}),
    response: sessionListSchema,
    auth: 'required',
  }),
  endSession: accountChange('endSession', {
    summary: 'Sign out one of the player’s other sessions by its id (the current one signs out with auth.logout). Answers 1',
    input: inputObject({ id: idParam }),
  }),
  endOtherSessions: accountCall('endOtherSessions', 'POST', {
    summary: 'Sign out everywhere else: ends every session of the player but the current one. Answers how many ended',
    response: v.object({ ended: v.number() }),
    auth: 'required',
  }),
  changepassword: accountChange('changepassword', {
    summary: 'Change the password (old password required); ends the player’s other sessions. Answers 1',
    input: changePasswordSchema,
  }),
  changeTwoFactorAuth: accountCall('changeTwoFactorAuth', 'POST', {
    summary: 'Two-factor off: start setup (returns secret, otpauth URL and QR code). Two-factor on: disable with a valid code',
    input: changeTwoFactorAuthSchema,
    response: twoFactorSetupSchema,
    auth: 'required',
  }),
  confirmTwoFactorAuth: accountCall('confirmTwoFactorAuth', 'POST', {
    summary: 'Enable two-factor with a valid code from the authenticator set up by changeTwoFactorAuth',
    input: confirmTwoFactorAuthSchema,
    response: v.object({ two_factor_auth: v.boolean() }),
    auth: 'required',
  }),
};

export type AccountBalance = v.InferOutput<typeof accountBalanceSchema>;
export type AccountInfo = v.InferOutput<typeof accountInfoSchema>;
export type Profile = v.InferOutput<typeof profileSchema>;
export type ProfileContact = v.InferOutput<typeof profileContactSchema>;
export type PersonalDataField = v.InferOutput<typeof personalDataFieldSchema>;
export type PhoneSettingsCountry = v.InferOutput<typeof phoneSettingsCountrySchema>;
export type DepositLimit = v.InferOutput<typeof depositLimitSchema>;
export type TwoFactorSetup = v.InferOutput<typeof twoFactorSetupSchema>;
export type SessionDevice = v.InferOutput<typeof sessionDeviceSchema>;
export type NetworkKind = v.InferOutput<typeof networkKindSchema>;
export type Session = v.InferOutput<typeof sessionSchema>;
export type SignInRecord = v.InferOutput<typeof signInRecordSchema>;
export type SessionList = v.InferOutput<typeof sessionListSchema>;
export type MaskedContact = v.InferOutput<typeof maskedContactSchema>;
