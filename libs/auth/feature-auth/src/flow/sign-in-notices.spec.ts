import type { SignInRecord } from '@nfx/api-contract';
import { signInNotices } from './sign-in-notices';

const previous = (overrides: Partial<SignInRecord> = {}): SignInRecord => ({
  signed_in_at: '2026-03-04T09:05:00.000Z',
  ip: '203.0.113.7',
  network: 'internet',
  same_address: false,
  device: { type: 'desktop', browser: 'Firefox', browser_version: '140', os: 'Linux' },
  ...overrides,
});

describe('signInNotices', () => {
  beforeAll(() => {
    process.env['TZ'] = 'UTC';
  });

  it('says nothing on a first sign-in without an exclusion', () => {
    expect(signInNotices({ previous: null, exclusion: null })).toEqual([]);
  });

  it.each([
    [false, 'auth.signInNotice.otherAddress'],
    [true, 'auth.signInNotice.sameAddress'],
  ])('names when and from where the last sign-in was (same address %s)', (sameAddress, hint) => {
    const [notice] = signInNotices({ previous: previous({ same_address: sameAddress }), exclusion: null });
    expect(notice?.message).toEqual([
      {
        key: 'auth.signInNotice.lastSignIn',
        values: { date: expect.stringMatching(/^0[34]\.03\.2026$/), time: expect.stringMatching(/^\d{1,2}:05$/), ip: '203.0.113.7' },
      },
      { key: hint },
    ]);
    expect(notice?.durationMs).toBeUndefined();
  });

  it.each([
    ['self_exclusion', false, '2027-06-01T12:30:00.000Z', 'auth.signInNotice.selfExclusionUntil'],
    ['time_out', false, '2026-03-11T12:30:00.000Z', 'auth.signInNotice.timeOutUntil'],
    ['self_exclusion', true, null, 'auth.signInNotice.permanent'],
  ] as const)('an exclusion (%s, permanent %s) comes first, stays until closed and says until when', (kind, permanent, endsAt, key) => {
    const notices = signInNotices({
      previous: previous(),
      exclusion: { kind, permanent, ends_at: endsAt, started_at: '2026-03-01T00:00:00.000Z' },
    });
    expect(notices.map((notice) => notice.id)).toEqual(['sign-in-exclusion', 'sign-in-previous']);
    expect(notices[0]).toMatchObject({ tone: 'warning', durationMs: null });
    expect(notices[0]?.message[0]?.key).toBe(key);
    if (endsAt) expect(notices[0]?.message[0]?.values?.['date']).toMatch(/^\d{2}\.\d{2}\.20\d{2}$/);
  });
});
