import { ApiError, errorTypes, fatalPageFor, globalPopupFor, httpStatusOf, isApiError, parseErrorName } from './index';

describe('error catalogue', () => {
  it('holds the 29 server error types of the spec', () => {
    expect(errorTypes).toHaveLength(29);
  });

  it.each([
    ['InvalidParameter', 400],
    ['InvalidRequest', 400],
    ['Authorization', 401],
    ['UserBanned', 403],
    ['AccessDenied', 403],
    ['MethodNotFound', 404],
    ['TooManyRequests', 429],
    ['ApplicationDisabled', 503],
    ['ApplicationUnavailable', 503],
    ['InternalServerError', 500],
  ] as const)('%s answers HTTP %i', (type, status) => {
    expect(httpStatusOf(type)).toBe(status);
  });

  it.each([
    ['UserBannedException', 'UserBanned'],
    ['TooManyRequestsException', 'TooManyRequests'],
    ['SomethingNewException', 'UnknownError'],
    [undefined, 'UnknownError'],
  ])('parses %s as %s', (name, type) => {
    expect(parseErrorName(name)).toBe(type);
  });

  it.each([
    [{ type: 'UserBanned' as const, httpStatus: 403 }, 'userBlock'],
    [{ type: 'ApplicationDisabled' as const, httpStatus: 503 }, 'maintenance'],
    [{ type: 'ApplicationUnavailable' as const, httpStatus: 503 }, 'maintenance'],
    [{ type: 'AccessDenied' as const, httpStatus: 403 }, 'forbidden'],
    [{ httpStatus: 403 }, 'forbidden'],
    [{ type: 'InvalidParameter' as const, httpStatus: 400 }, null],
    [{ type: 'Authorization' as const, httpStatus: 401 }, null],
    // Spec §2: any error whose data names a type is the user block, whatever its status.
    [{ type: 'AccessDenied' as const, httpStatus: 403, errorData: { type: 'blocked' } }, 'userBlock'],
    [{ type: 'InvalidRequest' as const, httpStatus: 400, errorData: { type: 'fraud' } }, 'userBlock'],
    [{ type: 'AccessDenied' as const, httpStatus: 403, errorData: { type: '' } }, 'forbidden'],
    [{ type: 'InvalidRequest' as const, httpStatus: 400, errorData: { kind: 'time_out' } }, null],
    [{ type: 'InvalidRequest' as const, httpStatus: 400, errorData: 'blocked' }, null],
  ])('global handling of %o is %s', (error, page) => {
    expect(fatalPageFor(error)).toBe(page);
  });

  it.each([
    [{ type: 'SumsubVerificationRequired' as const }, 'identityVerification'],
    [{ type: 'KycUserProfile' as const }, 'identityVerification'],
    [{ type: 'KycWithdrawal' as const }, null],
    [{ type: 'InvalidRequest' as const }, null],
    [{}, null],
  ])('the global popup of %o is %s', (error, popup) => {
    expect(globalPopupFor(error)).toBe(popup);
  });

  it('round-trips through the wire shape', () => {
    const original = new ApiError('InvalidParameter', 'Bad email', { invalidParameters: { email: ['email'] }, resendTime: 30 });
    const body = original.toBody();
    expect(body).toEqual({
      type: 'InvalidParameterException',
      message: 'Bad email',
      invalid_parameters: { email: ['email'] },
      resend_time: 30,
    });
    const rebuilt = ApiError.fromBody(body, 400);
    expect(rebuilt.type).toBe('InvalidParameter');
    expect(rebuilt.invalidParameters).toEqual({ email: ['email'] });
    expect(rebuilt.httpStatus).toBe(400);
  });
});

describe('ApiError across bundled copies', () => {
  it('is recognised when another copy of the lib built it (Module Federation bundles one per app)', () => {
    const fromOtherCopy = Object.defineProperty(new Error('two_factor_auth is enable'), Symbol.for('nfx.api-error'), { value: true });
    expect(fromOtherCopy instanceof ApiError).toBe(true);
    expect(isApiError(fromOtherCopy)).toBe(true);
  });

  it('does not take a plain error for an ApiError', () => {
    expect(isApiError(new Error('boom'))).toBe(false);
    expect(isApiError(null)).toBe(false);
    expect(new ApiError('Authorization', 'x') instanceof ApiError).toBe(true);
  });
});
