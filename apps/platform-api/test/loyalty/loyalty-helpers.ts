import type { NewEvent } from '../../src/events/event-catalogue';
import { credit } from '../../src/loyalty/services/programme';
import { caughtUp } from '../events/event-fixtures';
import type { TestApp } from '../helpers/test-app';
import { waitFor } from '../helpers/test-database';

/** Waits for the app's relay jobs until every consumer (loyalty's, the casino's) has handled everything recorded. */
export async function deliverEvents(testApp: TestApp): Promise<void> {
  const done = await waitFor(() => caughtUp(testApp.database.db), Boolean, 20_000);
  if (!done) throw new Error('events were not delivered');
}

/** Records events the way a producing area does: in a transaction of its own. */
export async function recordEvents(testApp: TestApp, events: NewEvent[]): Promise<void> {
  await testApp.database.db.transaction().execute(async (trx) => {
    for (const event of events) await testApp.app.events.record(trx, event);
  });
}

/** Gives a player points directly (a test's starting point), keyed like any other award. */
export async function givePoints(testApp: TestApp, accountId: number, points: number, key: string): Promise<void> {
  await testApp.database.db.transaction().execute((trx) => credit(trx, accountId, key, points));
}
