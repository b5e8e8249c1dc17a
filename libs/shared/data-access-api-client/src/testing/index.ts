// Test helpers, kept out of the main entry point: `import { installFakeApi, ok } from '@nfx/api-client/testing'`.
export {
  failure,
  fakeResponse,
  formOf,
  idempotencyKeyOf,
  installFakeApi,
  ok,
  type FakeApi,
  type FakeApiOptions,
  type FakeCall,
  type FakeRoute,
} from './fake-api';
