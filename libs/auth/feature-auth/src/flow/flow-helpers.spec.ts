import { ApiError } from '@nfx/errors';
import { createDataLayerAnalytics } from '../analytics/auth-analytics';
import { safeRedirectPath } from './redirect-url';
import { isTwoFactorChallenge, resendSecondsOf, twoFactorMessageKey } from './two-factor';

describe('redirectUrl', () => {
  it.each([
    ['/cashier/deposit', '/cashier/deposit'],
    ['/profile/settings?tab=2#top', '/profile/settings?tab=2#top'],
    ['//evil.example/path', null],
    ['/\\evil.example', null],
    ['https://evil.example', null],
    ['javascript:alert(1)', null],
    ['cashier', null],
    ['/ok\nLocation: x', null],
    ['', null],
    [null, null],
  ])('%j becomes %j', (input, output) => {
    expect(safeRedirectPath(input)).toBe(output);
  });
});

describe('two-factor errors', () => {
  it.each([
    [new ApiError('Authorization', 'two_factor_auth is enable', { resendTime: 30 }), true, 30, 'auth.twofa.messages.enabled'],
    [new ApiError('Authorization', 'Resend time is 12'), true, 12, 'auth.twofa.messages.resendTime'],
    [new ApiError('Authorization', 'two_factor_auth: code is invalid'), false, null, 'auth.twofa.messages.codeInvalid'],
    [new ApiError('Authorization', 'Time expired'), false, null, 'auth.twofa.messages.timeExpired'],
    [new ApiError('Authorization', 'Wrong login or password'), false, null, 'auth.twofa.messages.somethingWrong'],
    [new ApiError('TooManyRequests', 'Too many'), false, null, 'auth.twofa.messages.somethingWrong'],
  ])('%p: challenge %s, resend %s, message %s', (error, challenge, seconds, key) => {
    expect(isTwoFactorChallenge(error)).toBe(challenge);
    expect(resendSecondsOf(error)).toBe(seconds);
    expect(twoFactorMessageKey(error)).toBe(key);
  });
});

describe('dataLayer analytics', () => {
  it('identifies, anonymises and reports error codes', () => {
    const target: { dataLayer?: Array<Record<string, unknown>> } = {};
    const analytics = createDataLayerAnalytics(target);
    analytics.identify(7, { method: 'registration' });
    analytics.error('wrong_credentials', 'login');
    analytics.anonymise();
    expect(target.dataLayer).toEqual([
      { event: 'nfx.identify', user_id: '7', method: 'registration' },
      { event: 'nfx.auth_error', error_code: 'wrong_credentials', context: 'login' },
      { event: 'nfx.anonymise', user_id: undefined },
    ]);
  });
});
