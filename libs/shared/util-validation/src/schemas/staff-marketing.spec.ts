import * as v from 'valibot';
import { check } from '../test-helpers';
import {
  dateTimeMs,
  parseContributions,
  staffCampaignSchema,
  staffCampaignTextsSchema,
  staffPromoCodeRule,
  staffPromoCodeSchema,
} from './staff-marketing';

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
    [
      'a deposit match needs its percent, its cap and wagering',
      { ...base, kind: 'deposit_match', amount: '5' },
      ['match_percent', 'max_amount', 'wagering_multiplier'],
    ],
    [
      'a complete deposit match (no least deposit: any)',
      { ...base, kind: 'deposit_match', match_percent: '100', max_amount: '200', wagering_multiplier: '35' },
      [],
    ],
    [
      'a reload over ten times the deposit, with a cap and least deposit of nothing',
      { ...base, kind: 'reload', match_percent: '1001', max_amount: '0', min_deposit: '0', wagering_multiplier: '5' },
      ['match_percent', 'max_amount', 'min_deposit'],
    ],
    [
      'a cashback needs its percent, period and days to collect, and no expiry',
      { ...base, kind: 'cashback', expiry_days: '' },
      ['cashback_claim_days', 'cashback_percent', 'cashback_period_days'],
    ],
    [
      'a cashback over 100 % or a period over a month',
      { ...base, kind: 'cashback', cashback_percent: '101', cashback_period_days: '32', cashback_claim_days: '7' },
      ['cashback_percent', 'cashback_period_days'],
    ],
    [
      'a complete weekly cashback',
      { ...base, kind: 'cashback', cashback_percent: '10', cashback_period_days: '7', cashback_claim_days: '7' },
      [],
    ],
    [
      'a bonus without its expiry',
      { ...base, kind: 'no_deposit', amount: '5', wagering_multiplier: '1', expiry_days: '' },
      ['expiry_days'],
    ],
    ['a kind the engine does not know', { ...base, kind: 'lottery' }, ['kind']],
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

describe('staffCampaignTextsSchema', () => {
  it.each([
    ['a title in a language', { locale: 'de', title: ' Frühlingsbonus ' }, []],
    ['everything', { locale: 'pt-BR', title: 'Bônus', description: 'Texto', offer_text: 'Linha' }, []],
    ['no title, no language', { locale: '', title: '' }, ['locale', 'title']],
    ['a made-up tag and a long description', { locale: 'de_DE!', title: 'x', description: 'x'.repeat(501) }, ['description', 'locale']],
    ['a title over two lines', { locale: 'en', title: 'Two\nlines' }, ['title']],
  ])('%s', (_name, input, fields) => {
    expect(fieldsOf(staffCampaignTextsSchema, input)).toEqual(fields);
  });
});
