import { api, registerPlayer } from '../helpers/api';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { setPlayerBalance } from '../wallet/fund-player';
import { footballEvent, placeBet, type Player } from '../betting/betting-helpers';
import { calls } from '../bonus/bonus-helpers';
import { waitFor } from '../helpers/test-database';

type ExportAnswer = { id: number; kind: string; status: string; rows: number; download_url: string | null };

/** games.createhistoryexportrequest with kind sports: the profile's exports include the sports bets (issue 20). */
describe('history exports of sports bets', () => {
  let testApp: TestApp;
  let player: Player;
  let other: Player;
  let singleId: number;
  let accumulatorId: number;
  const app = () => testApp.app;
  const db = () => testApp.database.db;

  /** Asks for an export and waits for the job to build it. */
  async function exportOf(who: Player, body: Record<string, string>): Promise<ExportAnswer> {
    const created = await api(app(), 'POST', 'games/createhistoryexportrequest', { body, cookie: who.cookie });
    expect(created.body.payload).toEqual({ id: expect.any(Number), status: 'pending' });
    let state: ExportAnswer = { ...created.body.payload, rows: 0, download_url: null };
    for (let attempt = 0; attempt < 100 && state.status === 'pending'; attempt += 1) {
      await new Promise((resolve) => setTimeout(resolve, 50));
      const query = { id: String(created.body.payload.id) };
      state = (await api(app(), 'GET', 'games/gethistoryexportrequest', { query, cookie: who.cookie })).body.payload;
    }
    return state;
  }
  const download = (who: Player, url: string) => app().inject({ method: 'GET', url, headers: { cookie: who.cookie } });

  beforeAll(async () => {
    testApp = await createTestApp();
    player = await registerPlayer(app());
    other = await registerPlayer(app());
    for (const who of [player, other]) await setPlayerBalance(app().wallet, db(), who.uid, 'EUR', 100_00);
    const first = (await footballEvent(db(), 201)).pick('winner', 'home');
    singleId = (await placeBet(app(), player, [{ id: first.id, price: first.price }], '2.50')).body.payload.id;
    const a = (await footballEvent(db(), 202)).pick('winner', 'away');
    const b = (await footballEvent(db(), 203)).pick('total', 'over');
    const accumulator = await placeBet(
      app(),
      player,
      [
        { id: a.id, price: a.price },
        { id: b.id, price: b.price },
      ],
      '1',
    );
    accumulatorId = accumulator.body.payload.id;
    // The single was placed on 10 March 2026 and won; the accumulator is open and newer.
    await db()
      .updateTable('bets')
      .set({ placed_at: new Date('2026-03-10T12:00:00Z'), status: 'won', payout: 500, settled_at: new Date('2026-03-11T08:00:00Z') })
      .where('id', '=', singleId)
      .execute();
    await placeBet(app(), other, [{ id: first.id, price: first.price }], '5');
  }, 240_000);
  afterAll(() => testApp.close());

  it('builds a CSV of the player’s own bets, newest first, with selections, odds, stake and payout', async () => {
    const ready = await exportOf(player, { kind: 'sports' });
    expect(ready).toMatchObject({ kind: 'sports', status: 'ready', rows: 2 });
    const file = await download(player, ready.download_url!);
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toContain('text/csv');
    expect(file.headers['content-disposition']).toBe(`attachment; filename="sports-bets-${ready.id}.csv"`);
    const [header, ...rows] = file.body.trim().split('\r\n');
    expect(header).toBe('bet_id,placed_at,settled_at,kind,status,selections,odds,stake,payout,currency,free_bet');
    expect(rows.map((row) => Number(row.split(',')[0]))).toEqual([accumulatorId, singleId]);
    // A cell with commas is quoted; the single has won 5.00 on its 2.50.
    const single = new RegExp(
      `^${singleId},2026-03-10T12:00:00\\.000Z,2026-03-11T08:00:00\\.000Z,single,won,"football: .+ v .+, winner, home @ \\d+\\.\\d{2}",\\d+\\.\\d{2},2\\.50,5\\.00,EUR,false$`,
    );
    expect(rows[1]).toMatch(single);
    // Both selections of the accumulator in one cell, separated by "; ".
    expect(rows[0]).toMatch(
      new RegExp(
        `^${accumulatorId},[^,]+,,accumulator,open,"football: .+, winner, away @ [\\d.]+; football: .+, total [\\d.]+, over @ [\\d.]+",`,
      ),
    );
    expect(rows[0]).toMatch(/,1\.00,,EUR,false$/);
  });

  it('says which bets a free bet paid for', async () => {
    const bettor = await registerPlayer(app());
    await setPlayerBalance(app().wallet, db(), bettor.uid, 'EUR', 100_00);
    // FREEBET5: the demo's free bet of 5.00 at odds of 1.50 or more.
    const bonus = (await calls(app(), bettor, 'campaigns').post('activateOffer', { promo_code: 'FREEBET5' })).body.payload;
    await waitFor(
      () => db().selectFrom('betting_free_bets').select('status').where('bonus_id', '=', bonus.id).execute(),
      (rows) => rows.length === 1,
    );
    const event = await footballEvent(db(), 204);
    const selection = event.selections.find((candidate) => candidate.price >= 150)!;
    const slip = [{ id: selection.id, price: selection.price }];
    const paidByFreeBet = (await placeBet(app(), bettor, slip, '5', { freeBetId: bonus.id })).body.payload;
    expect(paidByFreeBet.free_bet_id).toBe(bonus.id);
    const paidByBalance = (await placeBet(app(), bettor, slip, '3')).body.payload;
    const ready = await exportOf(bettor, { kind: 'sports' });
    const [header, ...rows] = (await download(bettor, ready.download_url!)).body.trim().split('\r\n');
    expect(header?.split(',').at(-1)).toBe('free_bet');
    const freeBetCell = (betId: number) =>
      rows
        .find((row) => row.startsWith(`${betId},`))
        ?.split(',')
        .at(-1);
    expect(freeBetCell(paidByFreeBet.id)).toBe('true');
    expect(freeBetCell(paidByBalance.id)).toBe('false');
  });

  it('keeps to the date range and to casino rounds by default', async () => {
    const march = await exportOf(player, { kind: 'sports', date_from: '2026-03-10', date_to: '2026-03-10' });
    expect(march.rows).toBe(1);
    const casino = await exportOf(player, {});
    expect(casino).toMatchObject({ kind: 'casino', status: 'ready', rows: 0 });
    const file = await download(player, casino.download_url!);
    expect(file.body).toBe('round_id,date,game,mode,stake,win,currency\r\n');
    expect(file.headers['content-disposition']).toContain('game-history-');
    const list = await api(app(), 'GET', 'games/gethistoryexportrequest', { cookie: player.cookie });
    expect(list.body.payload.items.map((item: ExportAnswer) => item.kind)).toEqual(['casino', 'sports', 'sports']);
  });

  it('refuses an unknown kind, a visitor, and another player’s file', async () => {
    const bad = await api(app(), 'POST', 'games/createhistoryexportrequest', { body: { kind: 'poker' }, cookie: player.cookie });
    expect(bad.body.error.type).toBe('InvalidParameterException');
    expect(Object.keys(bad.body.error.invalid_parameters)).toEqual(['kind']);
    const visitor = await api(app(), 'POST', 'games/createhistoryexportrequest', { body: { kind: 'sports' } });
    expect(visitor.body.error.type).toBe('AuthorizationException');
    const own = await exportOf(other, { kind: 'sports' });
    expect(own.rows).toBe(1);
    expect((await download(player, own.download_url!)).statusCode).toBe(400);
  });
});
