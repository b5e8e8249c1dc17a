import { createJackpotsRepository } from '../../src/casino/repositories/jackpots-repository';
import type { RandomInt } from '../../src/casino/services/slot/engine';
import { foldJackpotContributions, JACKPOT_ODDS } from '../../src/casino/services/slot/jackpot-pools';
import { createSpinService, type SpinGame } from '../../src/casino/services/slot/spin-service';
import { registerPlayer } from '../helpers/api';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { mainBalance, setPlayerBalance } from '../wallet/fund-player';

/**
 * Jackpot pools fed by appended contributions (migration 0607, `jackpot-pools.ts`): a spin that
 * feeds the pools writes no pool row; a drop takes the row's value, every contribution and the
 * spin's own, pays it through the round's win and restarts the pool from its seed; each
 * contribution is paid out once, also when two spins take the same pool at once.
 */
describe('slot jackpot pools', () => {
  let testApp: TestApp;
  let game: SpinGame;
  let keys = 0;
  beforeAll(async () => {
    testApp = await createTestApp();
    game = await testApp.database.db
      .selectFrom('games')
      .select(['id', 'sysname', 'rtp_bp'])
      .where('is_active', '=', true)
      .orderBy('id')
      .executeTakeFirstOrThrow();
  }, 90_000);
  afterAll(() => testApp.close());

  const db = () => testApp.database.db;
  const pools = () => createJackpotsRepository(db()).pools();
  const poolRows = () =>
    db().selectFrom('jackpots').select(['id', 'sysname', 'value', 'seed_value', 'contribution_bp']).orderBy('position').execute();
  const eurRate = async () =>
    Number((await db().selectFrom('currency_rates').select('rate').where('currency', '=', 'EUR').executeTakeFirstOrThrow()).rate);
  /** No fraction of a cent rounded up, no drop, the engine's last symbol everywhere. */
  const noDrop: RandomInt = (max) => max - 1;
  /** As `noDrop`, but the named pool drops. */
  const dropOf =
    (sysname: string): RandomInt =>
    (max) =>
      max === JACKPOT_ODDS[sysname]! * 10 ? 0 : max - 1;
  const service = (random: RandomInt) =>
    createSpinService(db(), { wallet: testApp.app.wallet, events: testApp.app.events, protection: testApp.app.playerProtection }, random);
  const play = (accountId: number, stake: number, random: RandomInt) =>
    service(random).playReal(accountId, game, stake, undefined, { key: `jackpot-${(keys += 1)}`, fingerprint: `${stake}` });
  async function funded(amount = 1_000_000) {
    const player = await registerPlayer(testApp.app);
    await setPlayerBalance(testApp.app.wallet, db(), player.uid, 'EUR', amount);
    return player.uid;
  }
  const ownShare = (stake: number, bp: number, rate: number) => Math.floor((stake * bp) / 10_000 / rate);

  it('feeds every pool by its share without writing the pool rows, and shows row plus contributions', async () => {
    const player = await funded();
    const rate = await eurRate();
    const rowsBefore = await poolRows();
    const before = await pools();
    for (let index = 0; index < 3; index += 1) await play(player, 5_000, noDrop);
    const after = await pools();
    expect((await poolRows()).map((row) => row.value)).toEqual(rowsBefore.map((row) => row.value));
    after.forEach((pool, index) => {
      const bp = rowsBefore[index]!.contribution_bp;
      expect(pool.value).toBe(before[index]!.value + 3 * ownShare(5_000, bp, rate));
    });
  });

  it('pays a drop with the pool, every contribution and its own, restarts the pool from its seed, once', async () => {
    const feeder = await funded();
    const winner = await funded();
    const rate = await eurRate();
    for (let index = 0; index < 2; index += 1) await play(feeder, 5_000, noDrop);
    const mini = (await poolRows()).find((row) => row.sysname === 'mini')!;
    const value = (await pools()).find((pool) => pool.sysname === 'mini')!.value;
    expect(value).toBeGreaterThan(mini.value);
    const balanceBefore = await mainBalance(testApp.app.wallet, db(), winner, 'EUR');

    const result = await play(winner, 5_000, dropOf('mini'));
    const taken = value + ownShare(5_000, mini.contribution_bp, rate);
    expect(result.jackpots).toEqual([{ sysname: 'mini', amount: Math.round(taken * rate) }]);
    expect(result.win).toBe(result.outcome.win + Math.round(taken * rate));
    expect(await mainBalance(testApp.app.wallet, db(), winner, 'EUR')).toBe(balanceBefore - 5_000 + result.win);
    const wins = await db().selectFrom('jackpot_wins').select(['amount', 'jackpot_id']).where('account_id', '=', winner).execute();
    expect(wins).toEqual([{ amount: taken, jackpot_id: mini.id }]);
    const restarted = (await pools()).find((pool) => pool.sysname === 'mini')!;
    expect(restarted.value).toBe(mini.seed_value);
    expect(restarted.last_won_at).not.toBeNull();
    const audit = await testApp.app.wallet.audit(db());
    expect(audit.unbalancedCurrencies.length + audit.cacheMismatches.length + audit.negativeAccounts.length).toBe(0);
  });

  it('pays two drops of one pool at once from the pool once: the second takes the new seed', async () => {
    const [one, two] = [await funded(), await funded()];
    const rate = await eurRate();
    await play(one, 5_000, noDrop);
    const major = (await poolRows()).find((row) => row.sysname === 'major')!;
    const value = (await pools()).find((pool) => pool.sysname === 'major')!.value;
    const results = await Promise.all([play(one, 5_000, dropOf('major')), play(two, 5_000, dropOf('major'))]);
    expect(results.map((result) => result.jackpots.map((hit) => hit.sysname))).toEqual([['major'], ['major']]);
    const wins = await db()
      .selectFrom('jackpot_wins')
      .select('amount')
      .where('jackpot_id', '=', major.id)
      .where('account_id', 'in', [one, two])
      .execute();
    const own = ownShare(5_000, major.contribution_bp, rate);
    expect(wins.map((win) => win.amount).sort((a, b) => b - a)).toEqual([value + own, major.seed_value + own].sort((a, b) => b - a));
    expect((await pools()).find((pool) => pool.sysname === 'major')!.value).toBe(major.seed_value);
  });

  it('folds contributions into the pool row without changing what the pool shows', async () => {
    const player = await funded();
    for (let index = 0; index < 2; index += 1) await play(player, 5_000, noDrop);
    const grand = (await poolRows()).find((row) => row.sysname === 'grand')!;
    const before = (await pools()).find((pool) => pool.sysname === 'grand')!.value;
    expect(before).toBeGreaterThan(grand.value);
    await db()
      .transaction()
      .execute((trx) => foldJackpotContributions(trx, grand.id));
    expect((await pools()).find((pool) => pool.sysname === 'grand')!.value).toBe(before);
    const row = await db().selectFrom('jackpots').select('value').where('id', '=', grand.id).executeTakeFirstOrThrow();
    expect(row.value).toBe(before);
    expect(await db().selectFrom('jackpot_contributions').select('id').where('jackpot_id', '=', grand.id).execute()).toEqual([]);
  });
});
