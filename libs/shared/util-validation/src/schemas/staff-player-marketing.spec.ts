import * as v from 'valibot';
import { staffCashbackRunSchema, staffNewsletterSchema, staffPlayDaysSchema } from './staff-player-marketing';

const fieldsOf = (result: v.SafeParseResult<v.GenericSchema>) =>
  result.success ? [] : result.issues.map((issue) => String(issue.path?.[0]?.key)).sort();

describe('staff cashback runs and newsletters', () => {
  it('takes a period and an optional player; an empty player means every player', () => {
    expect(v.parse(staffCashbackRunSchema, { period: 'previous', player: '  anna ' })).toEqual({ period: 'previous', player: 'anna' });
    expect(v.parse(staffCashbackRunSchema, { period: 'current', player: '  ' })).toEqual({ period: 'current' });
    expect(fieldsOf(v.safeParse(staffCashbackRunSchema, { period: 'tomorrow', player: 'x'.repeat(255) }))).toEqual(['period', 'player']);
    expect(fieldsOf(v.safeParse(staffPlayDaysSchema, { player: ' ' }))).toEqual(['player']);
  });

  it('bounds a newsletter’s subject (one line) and text (line breaks allowed, no NUL)', () => {
    expect(v.parse(staffNewsletterSchema, { player: '#7', subject: ' Offers ', text: 'Free spins\non Friday ' })).toEqual({
      player: '#7',
      subject: 'Offers',
      text: 'Free spins\non Friday',
    });
    expect(fieldsOf(v.safeParse(staffNewsletterSchema, { player: 'anna', subject: 'x'.repeat(201), text: 'x'.repeat(5001) }))).toEqual([
      'subject',
      'text',
    ]);
    expect(fieldsOf(v.safeParse(staffNewsletterSchema, { player: '', subject: 'Two\nlines', text: 'a\u0000b' }))).toEqual([
      'player',
      'subject',
      'text',
    ]);
  });
});
