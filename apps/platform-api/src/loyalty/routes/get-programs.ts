import type { FastifyInstance } from 'fastify';
import { loyaltyCalls } from '@nfx/api-contract';
import { ApiError } from '@nfx/errors';
import { defineApiCall } from '../../http/define-api-call';
import type { LoyaltyArea } from '../loyalty-context';
import { toProgramItem } from '../services/program-item';

/** loyalty.getPrograms and loyalty.getProgram (§7): the quests, with the signed-in player's progress. */
export function registerGetPrograms(app: FastifyInstance, { programme }: LoyaltyArea): void {
  defineApiCall(app, loyaltyCalls.getPrograms, {
    handler: async ({ accountId, locale }) => {
      const { locale: code } = await locale();
      const [quests, progress] = await Promise.all([programme.quests(), programme.questProgress(accountId)]);
      return { items: quests.map((quest) => toProgramItem(quest, progress.get(quest.id), code)) };
    },
  });
  defineApiCall(app, loyaltyCalls.getProgram, {
    handler: async ({ accountId, input, locale }) => {
      const { locale: code } = await locale();
      const [quest] = await programme.quests(input.sysname);
      if (!quest) throw new ApiError('MethodNotFound', 'Programme not found');
      const progress = await programme.questProgress(accountId);
      return toProgramItem(quest, progress.get(quest.id), code);
    },
  });
}
