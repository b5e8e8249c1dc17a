/**
 * The two-factor messages of §8: the site recognises these exact texts (and translates them),
 * so sign-in (auth) and the two-factor settings (account) answer with the same ones.
 */
export const TWO_FACTOR_MESSAGES = {
  enabled: 'two_factor_auth is enable',
  invalid: 'two_factor_auth: code is invalid',
} as const;
