import type { FastifyInstance } from 'fastify';
import { bonusesCalls } from '@nfx/api-contract';
import { defineApiCall } from '../../http/define-api-call';
import type { BonusArea } from '../bonus-context';
import { bonusPageHandler } from './bonus-page-handler';

/** bonuses.get (§7: count, offset, fields, status): the player's casino bonuses, newest first. */
export function registerBonusesGet(app: FastifyInstance, _area: BonusArea): void {
  defineApiCall(app, bonusesCalls.get, { handler: bonusPageHandler(app, 'casino') });
}
