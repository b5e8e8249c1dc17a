import type { ColumnType, Generated, Insertable, Selectable, Updateable } from 'kysely';

/** A column the database fills (defaults) but the code may also set. */
type Defaulted<T> = ColumnType<T, T | undefined, T>;
type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;

/**
 * A player. Money columns are bigint minor units (cents) in the account currency.
 * `has_deposits` is set by the cashier on the first deposit and freezes the currency.
 */
export interface AccountsTable {
  id: Generated<number>;
  login: string;
  email: string | null;
  mobile: string | null;
  /** Self-describing scrypt hash; null for accounts created by social or messenger sign-in. */
  password_hash: string | null;
  fakename: string | null;
  locale: string;
  currency: string;
  country_code: string | null;
  is_subscribed: Defaulted<boolean>;
  is_on_verification: Defaulted<boolean>;
  is_verified: Defaulted<boolean>;
  is_kyc_block_enabled: Defaulted<boolean>;
  is_registration_completed: Defaulted<boolean>;
  is_banned: Defaulted<boolean>;
  is_betting: Defaulted<boolean>;
  has_deposits: Defaulted<boolean>;
  balance_main: Defaulted<number>;
  balance_bonus: Defaulted<number>;
  balance_betting_bonus: Defaulted<number>;
  balance_fun: Defaulted<number>;
  promo_code: string | null;
  character_id: number | null;
  first_name: string | null;
  middle_name: string | null;
  last_name: string | null;
  sex: Defaulted<number>;
  birth_date: string | null;
  country: string | null;
  region: string | null;
  home_town: string | null;
  address: string | null;
  postcode: string | null;
  phone_country_code: string | null;
  document_type: string | null;
  document_number: string | null;
  /** Base32 TOTP secret once two-factor is on; the pending one while setup awaits confirmation. */
  two_factor_secret: string | null;
  two_factor_pending_secret: string | null;
  two_factor_enabled: Defaulted<boolean>;
  /** The last TOTP time step accepted, so each code signs in once (RFC 6238 §5.2). */
  two_factor_last_step: number | null;
  /** When the last "two-factor is enabled" challenge was answered; drives resend_time. */
  two_factor_challenge_at: Date | null;
  /** Secret of unsubscribe links in mails (stored hashed like every other bearer token). */
  unsubscribe_token_hash: string | null;
  deposit_limit_amount: number | null;
  deposit_limit_period: Defaulted<string>;
  deposit_limit_expires_at: Date | null;
  reg_time: Timestamp;
  updated_at: Timestamp;
  /** No marketing, and no subscribing again, until then (a self-exclusion sets it). */
  marketing_blocked_until: Date | null;
}

/** A signed-in browser. Only the sha256 of the cookie value is stored. */
export interface SessionsTable {
  /** What the session list names a session by; not a secret (the token hash is). */
  id: Generated<number>;
  token_hash: string;
  account_id: number;
  created_at: Timestamp;
  last_seen_at: Timestamp;
  ip: string | null;
  user_agent: string | null;
}

export interface ContactsTable {
  id: Generated<number>;
  account_id: number;
  kind: 'email' | 'phone';
  value: string;
  phone_country_code: string | null;
  is_confirmed: Defaulted<boolean>;
  is_subscribed: Defaulted<boolean>;
  /** sha256 of the pending 6-digit code, its expiry, when it was sent and the wrong tries. */
  code_hash: string | null;
  code_expires_at: Date | null;
  code_sent_at: Date | null;
  code_attempts: Defaulted<number>;
  created_at: Timestamp;
  /** sha256 of the confirmation link's token and when the link stops working. */
  link_token_hash: string | null;
  link_expires_at: Date | null;
  confirmed_at: Date | null;
  /** Confirmation messages sent in the window that started at `send_window_started_at`. */
  sends_in_window: Defaulted<number>;
  send_window_started_at: Date | null;
}

/** Successful sign-ins (kept 90 days): the "last sign-in" shown after the next one. */
export interface AccountSignInsTable {
  id: Generated<number>;
  account_id: number;
  signed_in_at: Date;
  ip: string | null;
  user_agent: string | null;
}

/** Secrets for signed links (e.g. unsubscribe), created once per database. */
export interface SigningKeysTable {
  purpose: string;
  secret: string;
  created_at: Timestamp;
}

export interface PasswordResetsTable {
  token_hash: string;
  account_id: number;
  expires_at: Timestamp;
  used_at: Date | null;
  created_at: Timestamp;
}

/** Failed sign-ins, counted per account+IP and per IP over a sliding window. */
/** Sign-in attempts per key (address, account, account at address) in the current window. */
export interface SignInCountersTable {
  key: string;
  attempts: number;
  window_started_at: Date;
  locked_until: Date | null;
}

/** Mail and SMS waiting for (or recorded after) delivery. */
export interface OutboxMessagesTable {
  id: Generated<number>;
  channel: 'mail' | 'sms';
  recipient: string;
  subject: string | null;
  body: string;
  account_id: number | null;
  status: Defaulted<string>;
  created_at: Timestamp;
}

/** Social or messenger identities, keyed by provider + the provider's user id. */
export interface ExternalIdentitiesTable {
  provider: string;
  provider_user_id: string;
  account_id: number;
  display_name: string | null;
  created_at: Timestamp;
}

/** OAuth round trips: `state` is created at /oauth/init and must come back once. */
export interface OauthStatesTable {
  state: string;
  service: string;
  redirect_url: string | null;
  type_auth: string;
  /** What the demo provider approved, handed to the callback. */
  approved_name: string | null;
  approved_email: string | null;
  /** The demo provider's user id for the approving browser. */
  approved_subject: string | null;
  /** OpenID Connect: the PKCE code verifier and the nonce the ID token must carry (null for the demo provider). */
  code_verifier: string | null;
  nonce: string | null;
  /** OpenID Connect: sha256 of the cookie of the browser that started the round trip. */
  browser_hash: string | null;
  /** OpenID Connect: the signed-in player who started the round trip, to link the identity to. */
  link_account_id: number | null;
  created_at: Timestamp;
  used_at: Date | null;
}

export interface CountriesTable {
  code: string;
  name: string;
  phone_code: string;
  /** JSON list of masks (§5 tokens). */
  phone_masks: string;
  currency: string;
}

/** Profile field definitions of §3, per country ('*' is the fallback set). */
export interface PersonalDataFieldsTable {
  country_code: string;
  sysname: string;
  position: number;
  type: string;
  is_required: boolean;
  is_visible: boolean;
  /** JSON: select options, mask, regex. */
  options: string;
}

export interface CurrencyRatesTable {
  currency: string;
  /** Units of this currency per 1 USD. */
  rate: number;
  updated_at: Timestamp;
}

export interface AccountTables {
  accounts: AccountsTable;
  sessions: SessionsTable;
  contacts: ContactsTable;
  password_resets: PasswordResetsTable;
  sign_in_counters: SignInCountersTable;
  outbox_messages: OutboxMessagesTable;
  external_identities: ExternalIdentitiesTable;
  oauth_states: OauthStatesTable;
  countries: CountriesTable;
  personal_data_fields: PersonalDataFieldsTable;
  currency_rates: CurrencyRatesTable;
  account_sign_ins: AccountSignInsTable;
  signing_keys: SigningKeysTable;
}

export type AccountRow = Selectable<AccountsTable>;
export type NewAccount = Insertable<AccountsTable>;
export type AccountUpdate = Updateable<AccountsTable>;
export type ContactRow = Selectable<ContactsTable>;
export type SessionRow = Selectable<SessionsTable>;
export type SignInRow = Selectable<AccountSignInsTable>;
export type OutboxMessageRow = Selectable<OutboxMessagesTable>;
