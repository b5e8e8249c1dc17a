/**
 * Validation messages are message KEYS, not text: the client localises them (with the
 * configuration source able to override the defaults of spec §5). Parameters travel with the
 * key in a query-string form, `validation.minLength?min=6`, so one string fits both valibot's
 * `message` and the API's `invalid_parameters` lists, and the client can interpolate `{min}`.
 */
export const messageKeys = {
  required: 'validation.required',
  type: 'validation.type',
  email: 'validation.email',
  minLength: 'validation.minLength',
  maxLength: 'validation.maxLength',
  length: 'validation.length',
  phone: 'validation.phone',
  fakename: 'validation.fakename',
  password: 'validation.password',
  passwordSymbols: 'validation.passwordSymbols',
  sameAs: 'validation.sameAs',
  name: 'validation.name',
  address: 'validation.address',
  date: 'validation.date',
  minDate: 'validation.minDate',
  maxDate: 'validation.maxDate',
  code: 'validation.code',
  twoFactorCode: 'validation.twoFactorCode',
  postcode: 'validation.postcode',
  regex: 'validation.regex',
  truthy: 'validation.truthy',
  flag: 'validation.flag',
  integer: 'validation.integer',
  minValue: 'validation.minValue',
  maxValue: 'validation.maxValue',
  oneOf: 'validation.oneOf',
  currency: 'validation.currency',
  locale: 'validation.locale',
  country: 'validation.country',
  login: 'validation.login',
  iban: 'validation.iban',
  cardNumber: 'validation.cardNumber',
  cardHolder: 'validation.cardHolder',
  sum: 'validation.sum',
  wrongField: 'validation.wrongField',
  terms: 'validation.terms',
} as const;

export type MessageKey = (typeof messageKeys)[keyof typeof messageKeys];
export type MessageParams = Record<string, string | number>;

export interface DecodedMessage {
  key: string;
  params: Record<string, string>;
}

/** `validation.minLength` + `{min: 6}` → `validation.minLength?min=6`. */
export function encodeMessage(key: string, params?: MessageParams): string {
  if (!params || Object.keys(params).length === 0) return key;
  const query = new URLSearchParams();
  for (const [name, value] of Object.entries(params)) query.set(name, String(value));
  return `${key}?${query.toString()}`;
}

/** The inverse of {@link encodeMessage}; plain text without parameters comes back as the key. */
export function decodeMessage(message: string): DecodedMessage {
  const at = message.indexOf('?');
  if (at < 0) return { key: message, params: {} };
  return { key: message.slice(0, at), params: Object.fromEntries(new URLSearchParams(message.slice(at + 1))) };
}
