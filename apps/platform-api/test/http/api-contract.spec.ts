import { type ApiCall, apiContract } from '@nfx/api-contract';
import { apiCalls } from '../helpers/routes';
import { createTestApp, type TestApp } from '../helpers/test-app';

const contractCalls: ApiCall[] = Object.values(apiContract).flatMap((calls) => Object.values(calls as Record<string, ApiCall>));

interface OpenApiDocument {
  paths: Record<string, Record<string, { responses?: Record<string, { content?: Record<string, { schema?: unknown }> }> }>>;
}

describe('the API contract', () => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await createTestApp();
  }, 60_000);
  afterAll(() => testApp.close());

  it('is registered call by call, with the contract verb', () => {
    const registered = new Set(apiCalls(testApp.app).map((call) => `${call.verb} ${call.url}`));
    const missing = contractCalls.map((call) => `${call.verb} /api/${call.area}/${call.method}`).filter((call) => !registered.has(call));
    expect(missing).toEqual([]);
  });

  it('documents every contract call with its payload schema', async () => {
    const response = await testApp.app.inject({ method: 'GET', url: '/api/docs/json' });
    const document = response.json() as OpenApiDocument;
    const undocumented = contractCalls.filter((call) => {
      const operation = document.paths[`/api/${call.area}/${call.method}`]?.[call.verb.toLowerCase()];
      const schema = operation?.responses?.['200']?.content?.['application/json']?.schema as
        | { properties?: { payload?: Record<string, unknown> } }
        | undefined;
      return !schema?.properties?.payload || Object.keys(schema.properties.payload).length === 0;
    });
    expect(undocumented.map((call) => `${call.area}.${call.method}`)).toEqual([]);
  });
});
