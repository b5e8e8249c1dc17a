import { sql } from 'kysely';
import { HISTORY_EXPORT_JOB } from '../../src/casino/history-exports';
import { newPlayer } from '../helpers/api';
import { fundPlayer } from '../wallet/fund-player';
import { waitFor } from '../helpers/test-database';
import { type Instance, missingServices, twoInstances } from './http-instances';

/**
 * Two API instances on one PostgreSQL schema and one Redis (see `http-instances.ts`): what one
 * instance does, the other sees at once, and background work runs once between them.
 */

jest.setTimeout(60_000);

const missing = missingServices();
if (missing) console.warn(`two API instances: skipped, ${missing}`);
const describeWithServices = missing ? describe.skip : describe;

describeWithServices('two API instances', () => {
  const two = twoInstances();

  async function register(on: Instance) {
    const player = newPlayer();
    const answer = await on.call('POST', 'auth/register', { body: player });
    expect(answer.body.status).toBe('ok');
    return { ...player, cookie: answer.session! };
  }

  async function signIn(on: Instance, player: { email: string; password: string }) {
    const answer = await on.call('POST', 'auth/login', { body: { login: player.email, password: player.password } });
    expect(answer.body.status).toBe('ok');
    return answer.session!;
  }

  const balance = (on: Instance, cookie: string) => on.call('GET', 'account/getBalance', { cookie });
  const mainBalance = async (on: Instance, cookie: string) => (await balance(on, cookie)).body.payload.balance_main;

  it('refuses on the second instance, at once, a session signed out on the first', async () => {
    const player = await register(two.first);
    // The second instance has just read the session: it is in its 2-second cache.
    expect((await balance(two.second, player.cookie)).body.status).toBe('ok');

    expect((await two.first.call('GET', 'auth/logout', { cookie: player.cookie })).body.payload).toBe(1);

    const after = await balance(two.second, player.cookie);
    expect(after.status).toBe(401);
    expect(after.body.error.type).toBe('AuthorizationException');
    expect((await two.second.call('GET', 'account/getInfo', { cookie: player.cookie })).body.payload.uid).toBe(0);
  });

  it('refuses on the second instance, at once, the sessions "sign out everywhere else" and a password change end', async () => {
    const player = await register(two.first);
    const phone = await signIn(two.second, player);
    const laptop = await signIn(two.second, player);
    expect((await balance(two.second, phone)).body.status).toBe('ok');
    expect((await balance(two.second, laptop)).body.status).toBe('ok');

    expect((await two.first.call('POST', 'account/endOtherSessions', { cookie: player.cookie })).body.payload).toEqual({ ended: 2 });
    expect((await balance(two.second, phone)).status).toBe(401);
    expect((await balance(two.second, laptop)).status).toBe(401);

    const tablet = await signIn(two.second, player);
    expect((await balance(two.second, tablet)).body.status).toBe('ok');
    const changed = await two.first.call('POST', 'account/changepassword', {
      cookie: player.cookie,
      body: { old_password: player.password, new_password: 'another12', new_password_repeat: 'another12' },
    });
    expect(changed.body).toEqual({ status: 'ok', payload: 1 });
    expect((await balance(two.second, tablet)).status).toBe(401);
    expect((await balance(two.first, player.cookie)).body.status).toBe('ok');
  });

  it('shows on the second instance, at once, money that moved on the first, in a transaction or not', async () => {
    const player = await register(two.first);
    const uid = (await two.second.call('GET', 'account/getInfo', { cookie: player.cookie })).body.payload.uid as number;
    const { wallet, database } = two.first.app;
    const { currency } = await database.db.selectFrom('accounts').select('currency').where('id', '=', uid).executeTakeFirstOrThrow();
    // The second instance now holds the player's balances in its cache.
    expect(await mainBalance(two.second, player.cookie)).toEqual({ amount: 0, currency });

    await fundPlayer(wallet, database.db, uid, currency, 1234);
    expect(await mainBalance(two.second, player.cookie)).toEqual({ amount: 12.34, currency });

    // Inside a transaction the second instance learns of it only once it commits.
    await database.db.transaction().execute(async (trx) => {
      await fundPlayer(wallet, trx, uid, currency, 500);
      expect(await mainBalance(two.second, player.cookie)).toEqual({ amount: 12.34, currency });
    });
    expect(await mainBalance(two.second, player.cookie)).toEqual({ amount: 17.34, currency });
    expect((await two.second.call('GET', 'account/getInfo', { cookie: player.cookie })).body.payload.balance_main).toEqual({
      amount: 17.34,
      currency,
    });
  });

  it('counts sign-in attempts and call rate limits made on both instances together', async () => {
    const player = await register(two.first);
    const attacker = { 'x-forwarded-for': '10.1.0.1' };
    const remaining: number[] = [];
    for (let attempt = 0; attempt < 5; attempt += 1) {
      const on = attempt % 2 === 0 ? two.first : two.second;
      const answer = await on.call('POST', 'auth/login', { body: { login: player.email, password: 'wrong-pass' }, headers: attacker });
      expect(answer.status).toBe(401);
      remaining.push(Number(answer.headers.get('x-ratelimit-remaining')));
    }
    // Five failures at this address, three on one instance and two on the other: the sixth try is refused.
    const blocked = await two.second.call('POST', 'auth/login', {
      body: { login: player.email, password: player.password },
      headers: attacker,
    });
    expect(blocked.status).toBe(429);
    expect(blocked.body.error.type).toBe('TooManyRequestsException');
    remaining.push(Number(blocked.headers.get('x-ratelimit-remaining')));
    // auth.login allows 60 a minute per address: one count in Redis, whichever instance answers.
    expect(remaining).toEqual([59, 58, 57, 56, 55, 54]);
  });

  it('builds an export requested on one instance once, whichever instance runs it', async () => {
    const player = await register(two.first);
    const ids: number[] = [];
    for (const on of [two.first, two.second, two.first, two.second]) {
      const created = await on.call('POST', 'games/createhistoryexportrequest', { cookie: player.cookie });
      expect(created.body.payload.status).toBe('pending');
      ids.push(created.body.payload.id as number);
    }
    const items = await waitFor(
      async () =>
        (await two.second.call('GET', 'games/gethistoryexportrequest', { cookie: player.cookie })).body.payload.items as Array<{
          status: string;
        }>,
      (list) => list.length === 4 && list.every((item) => item.status === 'ready'),
    );
    expect(items).toHaveLength(4);

    const schema = two.first.app.jobs.schema!;
    const jobs = await sql<{ export_id: string; state: string; retry_count: number }>`
      select data->>'exportId' as export_id, state, retry_count from ${sql.table(`${schema}.job`)} where name = ${HISTORY_EXPORT_JOB}
    `.execute(two.testDatabase.database.db);
    // One job per export, completed by its first attempt: no instance built an export twice.
    expect(jobs.rows.map((job) => Number(job.export_id)).sort((a, b) => a - b)).toEqual([...ids].sort((a, b) => a - b));
    expect(jobs.rows.every((job) => job.state === 'completed' && Number(job.retry_count) === 0)).toBe(true);
  });
});
