import { createTestApp, type TestApp } from '../helpers/test-app';

describe('unknown calls', () => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await createTestApp();
  });
  afterAll(() => testApp.close());

  it.each(['GET', 'POST'] as const)('%s of an unknown area or method answers MethodNotFoundException', async (method) => {
    const response = await testApp.app.inject({ method, url: '/api/nothing/here?locale=en&version=1' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ status: 'error', error: { type: 'MethodNotFoundException', message: 'Method not found' } });
  });

  it('serves the OpenAPI document', async () => {
    const response = await testApp.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(response.statusCode).toBe(200);
    expect(response.json().openapi).toMatch(/^3\./);
  });
});
