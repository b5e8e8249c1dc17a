import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
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
import { createBonusEngine } from './services/bonus-engine';
import { offerTexts, textLocales } from './services/campaign-texts';
import { createCampaigns, needsNoDeposit } from './services/campaigns';
import { createCashbacks } from './services/cashbacks';
import { grantShopBonus } from './services/loyalty-shop-bonuses';
import { createMarketing } from './services/marketing';
import { findRedeemableCode } from './services/promo-codes';

export const BONUS_EXPIRE_JOB = 'bonus.expire';
export const BONUS_CASHBACK_JOB = 'bonus.cashback';

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

    app.events.subscribe(
      'bonus.engine',
      [
        'deposit.completed',
        'deposit.refunded',
        'round.played',
        'withdrawal.requested',
        'player.registered',
        'bet.placed',
        'bet.settled',
        'loyalty.product_bought',
      ],
      async (event, trx) => {
        switch (event.type) {
          case 'player.registered':
            await area.campaigns.onRegistered(trx, event.payload.accountId);
            break;
          case 'deposit.completed':
            await area.campaigns.onDeposit(trx, event.payload);
            break;
          case 'round.played': {
            const { accountId, gameId, stake, win, currency, bonusStake = 0, bonusWin = 0 } = event.payload;
            // Cashback counts real-money losses only; wagering counts the whole stake, bonus money included.
            // One round trip for both unless the wagering completes (then the conversion follows).
            await engine.wager(trx, {
              accountId,
              gameId,
              stake,
              currency,
              play: { stake: stake - bonusStake, win: win - bonusWin, at: event.recordedAt },
            });
            const { freeSpins } = event.payload;
            if (freeSpins?.source === 'bonus')
              await engine.creditFreeSpin(trx, {
                accountId,
                bonusId: freeSpins.grantId,
                roundId: event.payload.roundId,
                win,
                left: freeSpins.left,
                currency,
              });
            break;
          }
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
        app.players.forget(event.payload.accountId);
      },
    );

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
