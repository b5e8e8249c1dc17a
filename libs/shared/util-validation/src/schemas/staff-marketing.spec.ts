import * as v from 'valibot';
import { check } from '../test-helpers';
import { dateTimeMs, parseContributions, staffCampaignSchema, staffPromoCodeRule, staffPromoCodeSchema } from './staff-marketing';

const fieldsOf = (schema: v.GenericSchema, input: unknown) => {
  const result = v.safeParse(schema, input);
  return result.success ? [] : [...new Set(result.issues.map((issue) => String(issue.path?.[0]?.key)))].sort();
};

describe('dateTimeMs', () => {
  it.each([
    ['2030-01-02T10:00', Date.UTC(2030, 0, 2, 10)],
    ['2030-01-02T10:00:30.500Z', Date.UTC(2030, 0, 2, 10, 0, 30, 500)],
    ['2030-01-02T10:00+02:00', Date.UTC(2030, 0, 2, 8)],
    ['2030-02-30T10:00', Number.NaN],
    ['2030-01-02T24:00', Number.NaN],
    ['1999-12-31T23:59', Number.NaN],
    ['2100-01-01T00:00', Number.NaN],
    ['2030-01-02', Number.NaN],
    ['tomorrow', Number.NaN],
  ])('%s → %s', (value, expected) => {
    expect(dateTimeMs(value)).toBe(expected);
  });
});

describe('staffPromoCodeRule', () => {
  it.each([
    [' spring-25 ', { ok: true, output: 'SPRING-25' }],
    ['abc', { ok: false, messages: ['validation.minLength?min=4'] }],
    ['', { ok: false, messages: ['validation.required', 'validation.minLength?min=4', 'validation.regex'] }],
    ['STRAßE', { ok: false, messages: ['validation.regex'] }],
    ['x'.repeat(65), { ok: false, messages: ['validation.maxLength?max=64'] }],
  ])('%j → %j', (value, expected) => {
    expect(check(staffPromoCodeRule(), value)).toEqual(expected);
  });
});

describe('parseContributions', () => {
  it('reads category:percent items into the engine’s JSON', () => {
    expect(parseContributions(' roulette:10, live : 0,default:100 ')).toEqual({ roulette: 10, live: 0, default: 100 });
  });
});

describe('staffCampaignSchema', () => {
  const base = { title: 'Spring', expiry_days: '7' };
  it.each([
    ['a bonus without deposit needs an amount and wagering', { ...base, kind: 'no_deposit' }, ['amount', 'wagering_multiplier']],
    ['a free bet needs an amount, not wagering', { ...base, kind: 'free_bet' }, ['amount']],
    [
      'free spins need a game, spins and a stake',
      { ...base, kind: 'free_spins', wagering_multiplier: '20' },
      ['free_spin_count', 'free_spin_game', 'free_spin_stake'],
    ],
    ['a complete bonus', { ...base, kind: 'no_deposit', amount: '7,50', wagering_multiplier: '20', contributions: 'live:0' }, []],
    ['a contribution over 100 %', { ...base, kind: 'free_bet', amount: '5', contributions: 'live:101' }, ['contributions']],
    ['a category twice', { ...base, kind: 'free_bet', amount: '5', contributions: 'live:0, live:10' }, ['contributions']],
    ['odds of evens or less', { ...base, kind: 'free_bet', amount: '5', free_bet_min_price: '1' }, ['free_bet_min_price']],
    [
      'an end before the start',
      { ...base, kind: 'free_bet', amount: '5', starts_at: '2030-01-02T00:00', ends_at: '2030-01-01T00:00' },
      ['ends_at'],
    ],
    ['a deposit match (the cashier’s offers set those up)', { ...base, kind: 'deposit_match', amount: '5' }, ['kind']],
  ])('%s', (_name, input, fields) => {
    expect(fieldsOf(staffCampaignSchema, input)).toEqual(fields);
  });
});

describe('staffPromoCodeSchema', () => {
  it('takes a code, its campaign and open or bounded limits', () => {
    expect(check(staffPromoCodeSchema, { code: 'spring', campaign_id: '3', max_redemptions: '', starts_at: '' })).toEqual({
      ok: true,
      output: { code: 'SPRING', campaign_id: 3, max_redemptions: undefined, starts_at: undefined, ends_at: undefined },
    });
    expect(fieldsOf(staffPromoCodeSchema, { code: 'SPRING', campaign_id: '3', max_redemptions: '0', ends_at: '2030-13-01T00:00' })).toEqual(
      ['ends_at', 'max_redemptions'],
    );
  });
});
