import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Transaction } from 'kysely';
import type { Database } from '../db/schema';
import type { DomainEventType, RecordedEvent } from '../events/event-catalogue';
import type { BonusArea, BonusDirectory } from './bonus-context';
import { registerActivateOffer } from './routes/activate-offer';
import { registerBettingBonusesActivate } from './routes/betting-bonuses-activate';
import { registerBettingBonusesGet } from './routes/betting-bonuses-get';
import { registerBettingBonusesRemove } from './routes/betting-bonuses-remove';
import { registerBonusesActivate } from './routes/bonuses-activate';
import { registerBonusesDeactivate } from './routes/bonuses-deactivate';
import { registerBonusesGet } from './routes/bonuses-get';
import { registerBonusesRemove } from './routes/bonuses-remove';
import { registerCashbacksGet } from './routes/cashbacks-get';
import { registerCashbacksPayout } from './routes/cashbacks-payout';
import { registerCashbacksRemove } from './routes/cashbacks-remove';
import { registerTakePromotions } from './routes/take-promotions';
import { createBonusEngine, type WageredRound } from './services/bonus-engine';
import { offerTexts, textLocales } from './services/campaign-texts';
import { createCampaigns, needsNoDeposit } from './services/campaigns';
import { createCashbacks } from './services/cashbacks';
import { grantShopBonus } from './services/loyalty-shop-bonuses';
import { createMarketing } from './services/marketing';
import { findRedeemableCode } from './services/promo-codes';

export const BONUS_EXPIRE_JOB = 'bonus.expire';
export const BONUS_CASHBACK_JOB = 'bonus.cashback';

/** What the `bonus.engine` consumer takes: deposit matches, wagering, forfeiture, free bets, the shop's bonus money. */
const CONSUMED = [
  'deposit.completed',
  'deposit.refunded',
  'round.played',
  'withdrawal.requested',
  'player.registered',
  'bet.placed',
  'bet.settled',
  'loyalty.product_bought',
] as const satisfies readonly DomainEventType[];
type ConsumedType = (typeof CONSUMED)[number];

const routes = [
  registerBonusesGet,
  registerBonusesActivate,
  registerBonusesDeactivate,
  registerBonusesRemove,
  registerBettingBonusesGet,
  registerBettingBonusesActivate,
  registerBettingBonusesRemove,
  registerActivateOffer,
  registerTakePromotions,
  registerCashbacksGet,
  registerCashbacksPayout,
  registerCashbacksRemove,
];

/**
 * The bonus area: campaigns as data, bonuses on their own ledger accounts (casino `bonus`,
 * `betting_bonus`) through `app.wallet`, wagering from `round.played`, deposit matches from
 * `deposit.completed` (taken back on `deposit.refunded`), forfeiture on `withdrawal.requested`, free bets spent and given back from
 * `bet.placed` and `bet.settled`, bonus money bought in the loyalty shop from
 * `loyalty.product_bought`, expiry and cashback as jobs.
 */
export const bonusArea = fp(
  async function bonusArea(app: FastifyInstance) {
    const isExcluded = app.playerProtection.isExcluded;
    const engine = createBonusEngine({ wallet: app.wallet, events: app.events, isExcluded });
    const area: BonusArea = {
      engine,
      campaigns: createCampaigns(engine, isExcluded),
      cashbacks: createCashbacks({ wallet: app.wallet, isExcluded }),
    };

    /** An event of the consumer other than a casino round, handled on its own in its place in the order. */
    async function handleOther(trx: Transaction<Database>, event: RecordedEvent<Exclude<ConsumedType, 'round.played'>>) {
      switch (event.type) {
        case 'player.registered':
          await area.campaigns.onRegistered(trx, event.payload.accountId);
          break;
        case 'deposit.completed':
          await area.campaigns.onDeposit(trx, event.payload);
          break;
        case 'deposit.refunded':
          await engine.forfeitFromDeposit(trx, event.payload.accountId, event.payload.depositId);
          break;
        case 'withdrawal.requested':
          await engine.forfeitAll(trx, event.payload.accountId);
          break;
        case 'bet.placed': {
          const { accountId, betId, stake, freeBetId } = event.payload;
          if (freeBetId !== undefined) await engine.spendFreeBet(trx, { accountId, bonusId: freeBetId, betId, stake });
          break;
        }
        case 'loyalty.product_bought':
          if (event.payload.kind === 'bonus_money') await grantShopBonus(trx, engine, event.payload);
          break;
        case 'bet.settled': {
          const { accountId, betId, status, freeBetId } = event.payload;
          if (freeBetId !== undefined && status === 'void') await engine.returnFreeBet(trx, { accountId, bonusId: freeBetId, betId });
          break;
        }
      }
    }

    // A delivery batch as a set: each run of casino rounds is one call (`engine.wagerRounds`) whatever
    // its length, since every casino round of the site passes through this one serial consumer.
    app.events.subscribeBatch('bonus.engine', CONSUMED, async (events, trx) => {
      let run: WageredRound[] = [];
      const wagerRun = async () => {
        if (run.length > 0) await engine.wagerRounds(trx, run);
        run = [];
      };
      for (const event of events) {
        if (event.type !== 'round.played') {
          await wagerRun();
          await handleOther(trx, event);
          continue;
        }
        const { accountId, roundId, gameId, stake, win, currency, bonusStake = 0, bonusWin = 0, freeSpins } = event.payload;
        // Cashback counts real-money losses only; wagering counts the whole stake, bonus money included.
        run.push({ accountId, gameId, stake, currency, play: { stake: stake - bonusStake, win: win - bonusWin, at: event.recordedAt } });
        // A free spin of a bonus's pack changes the bonus (its win, its requirement): after its round, before the next.
        if (freeSpins?.source === 'bonus') {
          await wagerRun();
          await engine.creditFreeSpin(trx, { accountId, bonusId: freeSpins.grantId, roundId, win, left: freeSpins.left, currency });
        }
      }
      await wagerRun();
      for (const event of events) app.players.forget(event.payload.accountId);
    });

    app.jobs.define(BONUS_EXPIRE_JOB, async () => void (await engine.expireDue(app.database.db)), { expireInSeconds: 10 * 60 });
    app.jobs.schedule(BONUS_EXPIRE_JOB, '*/5 * * * *');
    app.jobs.define(BONUS_CASHBACK_JOB, async () => void (await area.cashbacks.computeDue(app.database.db)), { expireInSeconds: 30 * 60 });
    app.jobs.schedule(BONUS_CASHBACK_JOB, '10 0 * * *');

    app.decorate('bonus', {
      offerTexts: (offerIds, request) => offerTexts(app.database.db, offerIds, textLocales(request)),
      playDays: (accountId, since) => area.cashbacks.playDays(app.database.db, accountId, since),
      runCashback: (run, trx) => area.cashbacks.compute(trx ?? app.database.db, run),
      redeemableCode: async (code) => {
        const found = await findRedeemableCode(app.database.db, code, { lock: false });
        return found && needsNoDeposit(found.campaign) ? found.promo.code : null;
      },
      marketing: createMarketing({ db: app.database.db, gameStatus: (sysname) => app.casino.gameStatus(sysname) }),
    } satisfies BonusDirectory);
    for (const register of routes) register(app, area);
  },
  { name: 'area:bonus', dependencies: ['area:account'] },
);
