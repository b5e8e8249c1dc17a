import { dropLeftoversOfEndedWorkers } from '../helpers/template-leftovers';
import { waitForPgliteTemplate } from './pglite-template-global';

/** Jest's globalTeardown for the API project: no database or process the run made outlives it. */
export default async function teardown(): Promise<void> {
  const serverUrl = process.env['TEST_DATABASE_URL'];
  await Promise.all([waitForPgliteTemplate(), serverUrl ? dropLeftoversOfEndedWorkers(serverUrl) : undefined]);
}
