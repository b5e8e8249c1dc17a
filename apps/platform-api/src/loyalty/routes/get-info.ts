import type { FastifyInstance } from 'fastify';
import { loyaltyCalls, type LoyaltyConfig } from '@nfx/api-contract';
import { defineApiCall } from '../../http/define-api-call';
import type { LoyaltyArea } from '../loyalty-context';
import { toCharacterItem } from '../services/character-item';
import { currentLevel, levelProgress } from '../services/level-progress';
import { inLocale } from '../services/notification-texts';

const DEFAULT_ALIAS = { en: 'Points' };

/** loyalty.getinfo (§3, §7): points, points earned, character, levels with §9 progress, the points alias of the CMS config. */
export function registerGetInfo(app: FastifyInstance, { programme, characters }: LoyaltyArea): void {
  defineApiCall(app, loyaltyCalls.getinfo, {
    handler: async ({ accountId, locale }) => {
      const { locale: code } = await locale();
      const [player, levels, config] = await Promise.all([
        programme.player(accountId),
        programme.levels(),
        app.content.cmsSections(code).then((sections) => sections['loyalty'] as LoyaltyConfig | undefined),
      ]);
      const earned = player?.earned ?? 0;
      const characterId = player?.character_id ?? (await programme.registeredCharacter(accountId));
      const character = characterId !== null ? await characters.find(characterId) : undefined;
      const current = currentLevel(levels, earned);
      return {
        id: accountId,
        is_active: config?.isEnableLoyalty ?? true,
        points: player?.points ?? 0,
        expCount: earned,
        character: character ? toCharacterItem(character, code) : null,
        levels: levels.map((level) => ({
          id: level.id,
          sysname: level.sysname,
          name: inLocale(level.names, code),
          minValue: level.min_value,
          maxValue: level.max_value,
          progress: levelProgress(earned, level),
          isCurrent: level.id === current?.id,
          isReached: earned >= level.min_value,
        })),
        pointsAlias: inLocale(config?.pointsAlias ?? DEFAULT_ALIAS, code),
        uid: accountId,
      };
    },
  });
}
