/**
 * @jest-environment node
 */
// Node's own fetch types (Response, FormData, Blob) are real here; jsdom has no Response.
import { ApiError } from '@nfx/errors';
import { type ApiClientOptions, NetworkError, createApiClient } from './index';

function json(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}

const ok = (payload: unknown) => json({ status: 'ok', payload });

function setup(overrides: Partial<ApiClientOptions> = {}) {
  const fetchMock = jest.fn<Promise<Response>, Parameters<typeof fetch>>();
  const onFatalError = jest.fn();
  const client = createApiClient({
    version: '1.2.3',
    getLocale: () => 'de',
    fetch: fetchMock as unknown as typeof fetch,
    isInFrame: () => false,
    onFatalError,
    retryDelayMs: 0,
    ...overrides,
  });
  const call = (index = 0) => {
    const [input, init] = fetchMock.mock.calls[index] ?? [];
    return { url: new URL(String(input), 'http://site.test'), init: init ?? {} };
  };
  return { client, fetchMock, onFatalError, call };
}

describe('request shape', () => {
  it('calls /api/{area}/{method} with locale and version, same-origin credentials and JSON accept', async () => {
    const { client, fetchMock, call } = setup();
    fetchMock.mockResolvedValue(ok({ uid: 1 }));

    await expect(client.get('account', 'getInfo')).resolves.toEqual({ uid: 1 });

    const { url, init } = call();
    expect(url.pathname).toBe('/api/account/getInfo');
    expect(Object.fromEntries(url.searchParams)).toEqual({ locale: 'de', version: '1.2.3' });
    expect(init.method).toBe('GET');
    expect(init.credentials).toBe('same-origin');
    expect(new Headers(init.headers).get('Accept')).toBe('application/json');
  });

  it('puts the base URL in front and reads the locale on every call', async () => {
    let locale = 'en';
    const { client, fetchMock } = setup({ baseUrl: 'https://api.test/', getLocale: () => locale });
    fetchMock.mockImplementation(async () => ok(null));

    await client.get('metadata', 'get');
    locale = 'pt-BR';
    await client.get('metadata', 'get');

    expect(String(fetchMock.mock.calls[0]?.[0])).toBe('https://api.test/api/metadata/get?locale=en&version=1.2.3');
    expect(String(fetchMock.mock.calls[1]?.[0])).toBe('https://api.test/api/metadata/get?locale=pt-BR&version=1.2.3');
  });

  it('passes the caller signal and headers through', async () => {
    const { client, fetchMock, call } = setup();
    fetchMock.mockResolvedValue(ok(null));
    const controller = new AbortController();

    await client.get('games', 'get', undefined, { signal: controller.signal, headers: { 'X-Trace': 'abc' } });

    const { init } = call();
    expect(init.signal).toBe(controller.signal);
    expect(new Headers(init.headers).get('X-Trace')).toBe('abc');
    expect(new Headers(init.headers).get('Accept')).toBe('application/json');
  });
});

describe('query building', () => {
  it.each([
    ['drops null and undefined', { a: null, b: undefined, c: 'x' }, { c: 'x' }],
    ['stringifies numbers', { count: 10, offset: 0 }, { count: '10', offset: '0' }],
    ['sends booleans as 1/0', { on: true, off: false }, { on: '1', off: '0' }],
    ['comma-joins arrays', { statuses: ['paid_out', 'active'], ids: [1, 2, 3] }, { statuses: 'paid_out,active', ids: '1,2,3' }],
    ['drops empty arrays and empty items', { statuses: [], ids: [1, null, 2] }, { ids: '1,2' }],
    ['JSON-encodes objects', { options: { category: 'slots', count: 18 } }, { options: '{"category":"slots","count":18}' }],
    ['keeps empty strings', { q: '' }, { q: '' }],
    ['does not let the call override locale or version', { locale: 'fr', version: '0' }, {}],
  ])('%s', async (_name, query, expected) => {
    const { client, fetchMock, call } = setup();
    fetchMock.mockResolvedValue(ok(null));

    await client.get('area', 'method', query);

    expect(Object.fromEntries(call().url.searchParams)).toEqual({ ...expected, locale: 'de', version: '1.2.3' });
  });

  it.each([
    [true, '0'],
    [false, null],
  ])('inside a frame (%p) the strict flag is %p, for GET and POST', async (framed, strict) => {
    const { client, fetchMock, call } = setup({ isInFrame: () => framed });
    fetchMock.mockImplementation(async () => ok(null));

    await client.get('games', 'get');
    await client.post('account', 'changelocale', { locale: 'de' });

    expect(call(0).url.searchParams.get('strict')).toBe(strict);
    expect(call(1).url.searchParams.get('strict')).toBe(strict);
  });
});

describe('form-data bodies', () => {
  it('sends POST bodies as form data with the API conventions', async () => {
    const { client, fetchMock, call } = setup();
    fetchMock.mockResolvedValue(ok(1));
    const document = new Blob(['scan'], { type: 'image/png' });

    await client.post('account', 'saveProfileInfo', {
      login: 'player',
      skipped: null,
      missing: undefined,
      notify: true,
      is_betting: false,
      sex: 0,
      amount: 12.5,
      document,
      fields: ['contacts', 'document'],
      params: { exclude_methods: [3] },
    });

    const { url, init } = call();
    expect(init.method).toBe('POST');
    expect(url.searchParams.get('locale')).toBe('de');
    const form = init.body as FormData;
    expect(form).toBeInstanceOf(FormData);
    expect([...form.keys()]).toEqual(['login', 'notify', 'is_betting', 'sex', 'amount', 'document', 'fields[]', 'fields[]', 'params']);
    expect(form.get('notify')).toBe('1');
    expect(form.get('is_betting')).toBe('0');
    expect(form.get('sex')).toBe('0');
    expect(form.get('amount')).toBe('12.5');
    expect(form.getAll('fields[]')).toEqual(['contacts', 'document']);
    expect(form.get('params')).toBe('{"exclude_methods":[3]}');
    const file = form.get('document') as Blob;
    expect(file).toBeInstanceOf(Blob);
    await expect(file.text()).resolves.toBe('scan');
    expect(new Headers(init.headers).has('Content-Type')).toBe(false);
  });

  it('passes a ready FormData through and sends no body when there is none', async () => {
    const { client, fetchMock, call } = setup();
    fetchMock.mockImplementation(async () => ok(null));
    const form = new FormData();
    form.append('contact', 'a@b.c');

    await client.post('account', 'sendconfirmationtocontact', form);
    await client.post('sumsub', 'createApplicant');

    expect(call(0).init.body).toBe(form);
    expect(call(1).init.body).toBeUndefined();
  });
});

describe('retry policy', () => {
  const retryable = [408, 409, 425, 429, 500, 502, 503, 504];
  const notRetryable = [400, 401, 403, 404, 422, 501];
  const cases = [
    ...retryable.map((status) => ['GET', status, 2] as const),
    ...retryable.map((status) => ['POST', status, 1] as const),
    ...notRetryable.map((status) => ['GET', status, 1] as const),
    ...notRetryable.map((status) => ['POST', status, 1] as const),
  ];

  it.each(cases)('%s answered %i is sent %i time(s)', async (method, status, expectedCalls) => {
    const { client, fetchMock } = setup();
    fetchMock.mockImplementation(async () => json({ status: 'error', error: { type: 'UnknownErrorException', message: 'nope' } }, status));

    const request = method === 'GET' ? client.get('area', 'method') : client.post('area', 'method', { a: 1 });

    await expect(request).rejects.toBeInstanceOf(ApiError);
    expect(fetchMock).toHaveBeenCalledTimes(expectedCalls);
  });

  it('resolves when the single GET retry succeeds', async () => {
    const { client, fetchMock } = setup();
    fetchMock.mockResolvedValueOnce(json({}, 503)).mockResolvedValueOnce(ok('second'));

    await expect(client.get('area', 'method')).resolves.toBe('second');
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it('waits the backoff before retrying', async () => {
    jest.useFakeTimers();
    try {
      const { client, fetchMock } = setup({ retryDelayMs: 300 });
      fetchMock.mockResolvedValueOnce(json({}, 502)).mockResolvedValueOnce(ok('late'));

      const result = client.get('area', 'method');
      await jest.advanceTimersByTimeAsync(299);
      expect(fetchMock).toHaveBeenCalledTimes(1);
      await jest.advanceTimersByTimeAsync(1);
      await expect(result).resolves.toBe('late');
      expect(fetchMock).toHaveBeenCalledTimes(2);
    } finally {
      jest.useRealTimers();
    }
  });

  it.each([
    ['GET', 2],
    ['POST', 1],
  ] as const)('a network failure on %s is tried %i time(s), then rejects with NetworkError', async (method, expectedCalls) => {
    const { client, fetchMock, onFatalError } = setup();
    const cause = new TypeError('Failed to fetch');
    fetchMock.mockRejectedValue(cause);

    const request = method === 'GET' ? client.get('area', 'method') : client.post('area', 'method');

    const error = await request.catch((reason: unknown) => reason);
    expect(error).toBeInstanceOf(NetworkError);
    expect(error).not.toBeInstanceOf(ApiError);
    expect((error as NetworkError).cause).toBe(cause);
    expect(fetchMock).toHaveBeenCalledTimes(expectedCalls);
    expect(onFatalError).not.toHaveBeenCalled();
  });

  it('recovers when the network comes back for the retry', async () => {
    const { client, fetchMock } = setup();
    fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch')).mockResolvedValueOnce(ok(42));

    await expect(client.get('area', 'method')).resolves.toBe(42);
  });

  it('does not retry an aborted request and rethrows the abort', async () => {
    const { client, fetchMock } = setup();
    const abort = new DOMException('The operation was aborted.', 'AbortError');
    fetchMock.mockRejectedValue(abort);

    await expect(client.get('area', 'method')).rejects.toBe(abort);
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });
});

describe('response parsing', () => {
  it('rejects an error envelope with the ApiError the server described', async () => {
    const { client, fetchMock } = setup();
    fetchMock.mockResolvedValue(
      json(
        {
          status: 'error',
          error: { type: 'InvalidParameterException', message: 'Bad input', invalid_parameters: { email: ['email'] }, resend_time: 30 },
        },
        400,
      ),
    );

    const error = (await client.post('auth', 'register', { email: 'x' }).catch((reason: unknown) => reason)) as ApiError;

    expect(error).toBeInstanceOf(ApiError);
    expect(error.type).toBe('InvalidParameter');
    expect(error.message).toBe('Bad input');
    expect(error.httpStatus).toBe(400);
    expect(error.invalidParameters).toEqual({ email: ['email'] });
    expect(error.resendTime).toBe(30);
  });

  it.each([
    [
      'an error envelope with HTTP 200',
      json({ status: 'error', error: { type: 'AuthorizationException', message: 'Login' } }),
      'Authorization',
      200,
    ],
    ['a non-2xx without an envelope', json({ message: 'gateway' }, 404), 'UnknownError', 404],
    ['a non-JSON body', new Response('<html>Bad gateway</html>', { status: 502 }), 'UnknownError', 502],
    ['an empty body', new Response(null, { status: 200 }), 'UnknownError', 200],
    ['JSON that is not an envelope', json([1, 2, 3]), 'UnknownError', 200],
  ])('rejects %s as ApiError %s with HTTP %i', async (_name, response, type, status) => {
    const { client, fetchMock } = setup();
    fetchMock.mockResolvedValue(response);

    const error = (await client.post('area', 'method').catch((reason: unknown) => reason)) as ApiError;

    expect(error).toBeInstanceOf(ApiError);
    expect(error.type).toBe(type);
    expect(error.httpStatus).toBe(status);
  });

  it('resolves with a falsy payload as is', async () => {
    const { client, fetchMock } = setup();
    fetchMock.mockResolvedValue(ok(0));

    await expect(client.post('account', 'saveProfileInfo')).resolves.toBe(0);
  });
});

describe('global popups', () => {
  it.each([
    ['SumsubVerificationRequiredException', 'SumsubVerificationRequired'],
    ['KycUserProfileException', 'KycUserProfile'],
  ])('%s opens the identity-verification popup before rejecting', async (type, errorType) => {
    const onGlobalPopup = jest.fn();
    const { client, fetchMock, onFatalError } = setup({ onGlobalPopup });
    fetchMock.mockImplementation(async () => json({ status: 'error', error: { type, message: 'x' } }, 400));

    const error = await client.post('area', 'method').catch((reason: unknown) => reason);

    expect(error).toMatchObject({ type: errorType });
    expect(onGlobalPopup).toHaveBeenCalledWith('identityVerification', error);
    expect(onFatalError).not.toHaveBeenCalled();
  });

  it('leaves every other error to the caller', async () => {
    const onGlobalPopup = jest.fn();
    const { client, fetchMock } = setup({ onGlobalPopup });
    fetchMock.mockImplementation(async () => json({ status: 'error', error: { type: 'KycWithdrawalException', message: 'x' } }, 400));

    await expect(client.post('area', 'method')).rejects.toBeInstanceOf(ApiError);
    expect(onGlobalPopup).not.toHaveBeenCalled();
  });

  it('still rejects with the API error when the popup handler throws', async () => {
    const consoleError = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const { client, fetchMock } = setup({
      onGlobalPopup: () => {
        throw new Error('broken');
      },
    });
    fetchMock.mockImplementation(async () => json({ status: 'error', error: { type: 'KycUserProfileException', message: 'x' } }, 400));

    await expect(client.post('area', 'method')).rejects.toMatchObject({ type: 'KycUserProfile' });
    expect(consoleError).toHaveBeenCalled();
    consoleError.mockRestore();
  });
});

describe('global fatal handling', () => {
  it.each([
    ['UserBannedException', 403, 'userBlock'],
    ['ApplicationDisabledException', 503, 'maintenance'],
    ['ApplicationUnavailableException', 503, 'maintenance'],
    ['AccessDeniedException', 403, 'forbidden'],
  ])('%s (HTTP %i) shows the %s page before rejecting', async (type, status, page) => {
    const { client, fetchMock, onFatalError } = setup();
    fetchMock.mockImplementation(async () => json({ status: 'error', error: { type, message: 'x' } }, status));

    const error = await client.post('area', 'method').catch((reason: unknown) => reason);

    expect(onFatalError).toHaveBeenCalledTimes(1);
    expect(onFatalError).toHaveBeenCalledWith(page, error);
  });

  it('shows the user-block page for a 403 whose error data names a block type (spec §2)', async () => {
    const { client, fetchMock, onFatalError } = setup();
    fetchMock.mockImplementation(async () =>
      json({ status: 'error', error: { type: 'AccessDeniedException', message: 'x', error_data: { type: 'blocked' } } }, 403),
    );

    const error = await client.get('area', 'method').catch((reason: unknown) => reason);

    expect(onFatalError).toHaveBeenCalledWith('userBlock', error);
  });

  it('treats any HTTP 403 as forbidden, even without an envelope', async () => {
    const { client, fetchMock, onFatalError } = setup();
    fetchMock.mockResolvedValue(new Response('Forbidden', { status: 403 }));

    await expect(client.get('area', 'method')).rejects.toBeInstanceOf(ApiError);
    expect(onFatalError).toHaveBeenCalledWith('forbidden', expect.any(ApiError));
  });

  it.each([
    ['InvalidParameterException', 400],
    ['AuthorizationException', 401],
    ['TooManyRequestsException', 429],
  ])('leaves %s to the caller', async (type, status) => {
    const { client, fetchMock, onFatalError } = setup();
    fetchMock.mockImplementation(async () => json({ status: 'error', error: { type, message: 'x' } }, status));

    await expect(client.get('area', 'method')).rejects.toBeInstanceOf(ApiError);
    expect(onFatalError).not.toHaveBeenCalled();
  });

  it('still rejects with the API error when the fatal handler throws', async () => {
    const consoleError = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const { client, fetchMock } = setup({
      onFatalError: () => {
        throw new Error('render failed');
      },
    });
    fetchMock.mockResolvedValue(json({ status: 'error', error: { type: 'UserBannedException', message: 'banned' } }, 403));

    await expect(client.post('area', 'method')).rejects.toMatchObject({ type: 'UserBanned' });
    expect(consoleError).toHaveBeenCalled();
    consoleError.mockRestore();
  });
});
