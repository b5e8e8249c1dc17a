import { fieldWithUnsafeString } from '../../src/http/input-guard';
import { toApiError } from '../../src/http/error-handler';
import { api } from '../helpers/api';
import { createTestApp, type TestApp } from '../helpers/test-app';

describe('input guard', () => {
  it.each([
    [{ login: 'player@example.com', nested: { list: ['a', 'b'] } }, null],
    [{ login: 'a\u0000b' }, 'login'],
    [{ name: 'half \ud800 pair' }, 'name'],
    [{ name: 'other half \udfff' }, 'name'],
    [{ name: 'whole pair 😀 is fine' }, null],
    [{ options: { deep: [{ deeper: 'x\u0000' }] } }, 'options'],
    [{ ['key\u0000']: 'x' }, '_'],
    ['raw\u0000', '_'],
    [undefined, null],
  ])('finds the field of an unsafe string in %j', (input, field) => {
    expect(fieldWithUnsafeString(input)).toBe(field);
  });

  it.each([
    ['a busboy error while parsing', new Error('Unexpected end of form'), true, 'InvalidRequest'],
    ['the same error after parsing (a fault of ours)', new Error('Unexpected end of form'), false, 'InternalServerError'],
    ['a client error with a status', Object.assign(new Error('bad'), { statusCode: 415 }), false, 'InvalidRequest'],
  ])('maps %s', (_name, error, duringParsing, type) => {
    expect(toApiError(error, duringParsing).type).toBe(type);
  });

  describe('through the API', () => {
    let testApp: TestApp;
    beforeAll(async () => {
      testApp = await createTestApp();
    });
    afterAll(() => testApp.close());

    it('answers 400 naming the field for a NUL byte in a login, and 400 for a broken multipart body', async () => {
      const nul = await api(testApp.app, 'POST', 'auth/restore', { body: { login: 'a\u0000b@example.com' } });
      expect(nul.statusCode).toBe(400);
      expect(nul.body.error.invalid_parameters).toHaveProperty('login');
      const truncated = await testApp.app.inject({
        method: 'POST',
        url: '/api/auth/login?locale=en',
        payload: '--b\r\nContent-Disposition: form-data; name="login"\r\n\r\nx',
        headers: { 'content-type': 'multipart/form-data; boundary=b', origin: 'http://localhost:4200' },
      });
      expect(truncated.statusCode).toBe(400);
      expect(truncated.json().error.type).toBe('InvalidRequestException');
    });
  });
});
