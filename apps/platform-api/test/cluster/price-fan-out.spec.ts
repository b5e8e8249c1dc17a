import type { AddressInfo } from 'node:net';
import { announce, type PriceUpdate } from '../../src/betting/services/price-updates';
import { openPriceStream } from '../betting/betting-helpers';
import { type Instance, missingServices, twoInstances } from './http-instances';

/**
 * The feed runs on one instance (a job on the shared queue), yet every instance's browsers see its
 * prices: each instance LISTENs on PostgreSQL, and a feed step NOTIFYs when it commits.
 */

jest.setTimeout(60_000);

const missing = missingServices();
if (missing) console.warn(`price fan-out: skipped, ${missing}`);
const describeWithServices = missing ? describe.skip : describe;

const addressOf = (instance: Instance) => {
  const { port } = instance.app.server.address() as AddressInfo;
  return `http://127.0.0.1:${port}`;
};

describeWithServices('live prices across two API instances', () => {
  const two = twoInstances();

  it('delivers a price committed through one instance to stream clients of both, and nothing of a rolled-back change', async () => {
    const onSecond = await openPriceStream(addressOf(two.second));
    const onFirst = await openPriceStream(addressOf(two.first));
    try {
      const [event] = (await onSecond.next('snapshot')) as PriceUpdate[];
      await onFirst.next('snapshot');
      expect(event).toBeDefined();
      const selection = event!.selections[0]!;
      const moved = (price: number): PriceUpdate => ({ ...event!, markets: [], selections: [{ id: selection.id, price }] });
      const db = two.first.app.database.db;

      // A change that rolls back announces nothing: NOTIFY is sent only on commit.
      await expect(
        db.transaction().execute(async (trx) => {
          await announce(trx, moved(selection.price + 50));
          throw new Error('rolled back');
        }),
      ).rejects.toThrow('rolled back');
      // The feed's way: the price and its announcement commit together, through the first instance.
      await db.transaction().execute(async (trx) => {
        await trx
          .updateTable('betting_selections')
          .set({ price: selection.price + 7 })
          .where('id', '=', selection.id)
          .execute();
        await announce(trx, moved(selection.price + 7));
      });

      const ofEvent = (data: PriceUpdate) => data.event.id === event!.event.id;
      for (const stream of [onSecond, onFirst]) {
        expect(((await stream.next('update', ofEvent)) as PriceUpdate).selections).toEqual([
          { id: selection.id, price: selection.price + 7 },
        ]);
      }
    } finally {
      onSecond.close();
      onFirst.close();
    }
  });
});
