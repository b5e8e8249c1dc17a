import type { ProfileContact } from '@nfx/api-contract';
import { loginContactOf, showsConfirmationHint, showsRegistrationHint } from './hints';

const REGISTERED = '2026-03-01T12:00:00.000Z';
const at = (offsetMs: number) => Date.parse(REGISTERED) + offsetMs;
const HOUR = 60 * 60 * 1000;
const contact = (overrides: Partial<ProfileContact> = {}): ProfileContact => ({
  type: 'email',
  contact: 'anna@example.com',
  is_confirmed: false,
  is_subscribed: false,
  confirmation_sent_at: null,
  resend_time: 0,
  ...overrides,
});

describe('registration hint (§4: 2 hours, no deposit)', () => {
  it.each([
    [0, false, true],
    [2 * HOUR - 1, false, true],
    [2 * HOUR, false, false],
    [HOUR, true, false],
  ])('%d ms after registration, deposits %s → %s', (offset, hasDeposits, expected) => {
    expect(showsRegistrationHint(REGISTERED, hasDeposits, at(offset))).toBe(expected);
  });
});

describe('confirmation hint (§4: 5 days, login contact unconfirmed, nothing sent)', () => {
  it.each([
    ['fresh and unconfirmed', contact(), HOUR, true],
    ['on the last moment of day 5', contact(), 120 * HOUR - 1, true],
    ['after 5 days', contact(), 120 * HOUR, false],
    ['confirmed', contact({ is_confirmed: true }), HOUR, false],
    ['a confirmation already sent', contact({ confirmation_sent_at: REGISTERED }), HOUR, false],
    ['no login contact', undefined, HOUR, false],
  ])('%s', (_name, loginContact, offset, expected) => {
    expect(showsConfirmationHint(REGISTERED, loginContact, at(offset))).toBe(expected);
  });

  it('finds the login contact, a phone login with or without its plus', () => {
    const phone = contact({ type: 'phone', contact: '4915100000001' });
    expect(loginContactOf('+4915100000001', [contact(), phone])).toBe(phone);
    expect(loginContactOf('anna@example.com', [contact(), phone])?.type).toBe('email');
  });
});
