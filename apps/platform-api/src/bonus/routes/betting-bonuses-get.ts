import type { FastifyInstance } from 'fastify';
import { bettingBonusesCalls } from '@nfx/api-contract';
import { defineApiCall } from '../../http/define-api-call';
import type { BonusArea } from '../bonus-context';
import { bonusPageHandler } from './bonus-page-handler';

/** BettingBonuses.get (§7): the player’s betting bonuses (free bets), newest first. */
export function registerBettingBonusesGet(app: FastifyInstance, _area: BonusArea): void {
  defineApiCall(app, bettingBonusesCalls.get, { handler: bonusPageHandler(app, 'betting') });
}
