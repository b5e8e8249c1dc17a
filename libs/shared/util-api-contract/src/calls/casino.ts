import * as v from 'valibot';
import { formInt, messageKeys } from '@nfx/validation';
import { callsOf } from '../define-call';
import { fieldList, idParam, inputObject, integerParam, queryCommon } from '../params';
import { oneSchema, pageOf, withFields } from '../responses';
import {
  FREE_SPIN_STATUSES,
  feedWinSchema,
  freeSpinPackSchema,
  jackpotSchema,
  jackpotWinSchema,
  leaderboardEntrySchema,
  TOURNAMENT_STATUSES,
  tournamentSchema,
} from './casino-shapes';

const freespinsCall = callsOf('freespins');
const jackpotsCall = callsOf('Jackpots');
const tournamentsCall = callsOf('tournaments');
const leaderboardCall = callsOf('leaderboard');

/** Spec §9: free spins are fetched 99 at a time. */
export const FREE_SPINS_MAX_COUNT = 99;

export const FREE_SPIN_FIELDS = ['id', 'game', 'game_sysname', 'total_count', 'remaining_count', 'stake', 'status', 'expires_at'] as const;

export const TOURNAMENT_FIELDS = [
  'id',
  'games_count',
  'total_prize',
  'user_info',
  'winners',
  'restrictions',
  'total_participants',
  'total_points',
  'reset_on_cashout',
  'provider',
  'image_url',
  'tags',
  'description',
  'extra',
] as const;

/** Tournament ids as a comma-joined list (`ids=3,7`), at most 100. */
const tournamentIdList = v.pipe(
  v.string(messageKeys.type),
  v.maxLength(1000),
  v.transform((value) =>
    value
      .split(',')
      .map((item) => item.trim())
      .filter(Boolean),
  ),
  v.maxLength(100),
  v.check((items) => items.every((item) => /^\d{1,9}$/.test(item)), messageKeys.integer),
  v.transform((items) => items.map(Number)),
);

export const WIN_PERIODS = ['day', 'week', 'month'] as const;

export const freespinsCalls = {
  get: freespinsCall('get', 'GET', {
    summary: "The player's free-spin packs (status active|used|expired, default active; count default 99); empty for visitors",
    input: inputObject({
      ...queryCommon,
      fields: v.optional(fieldList(FREE_SPIN_FIELDS)),
      status: v.optional(v.picklist(FREE_SPIN_STATUSES), 'active'),
      count: integerParam(1, FREE_SPINS_MAX_COUNT, FREE_SPINS_MAX_COUNT),
      offset: integerParam(0, 10_000, 0),
    }),
    response: pageOf(withFields(freeSpinPackSchema)),
  }),
};

export const jackpotsCalls = {
  get: jackpotsCall('get', 'GET', {
    summary: 'Progressive jackpot pools and their current values',
    input: inputObject(queryCommon),
    response: pageOf(jackpotSchema),
  }),
  getWinners: jackpotsCall('getWinners', 'GET', {
    summary: 'Latest jackpot winners (jackpot_id optional, count default 10, max 50)',
    input: inputObject({ ...queryCommon, jackpot_id: v.optional(idParam), count: integerParam(1, 50, 10) }),
    response: v.object({ items: v.array(jackpotWinSchema) }),
  }),
};

export const tournamentsCalls = {
  get: tournamentsCall('get', 'GET', {
    summary: 'Tournaments (count default 10, offset, ids comma list, fields, status active|future|finished)',
    input: inputObject({
      ...queryCommon,
      count: integerParam(1, 100, 10),
      offset: v.optional(formInt({ min: 0, max: 10_000 }), '0'),
      ids: v.optional(tournamentIdList),
      fields: v.optional(fieldList(TOURNAMENT_FIELDS)),
      status: v.optional(v.picklist(TOURNAMENT_STATUSES, messageKeys.oneOf)),
    }),
    response: pageOf(withFields(tournamentSchema)),
  }),
  participate: tournamentsCall('participate', 'POST', {
    summary: 'Joins a running or upcoming tournament (tournament_id); answers 1, also when already joined',
    auth: 'required',
    input: inputObject({ tournament_id: idParam }),
    response: oneSchema,
  }),
};

export const leaderboardCalls = {
  get: leaderboardCall('get', 'GET', {
    summary: 'Tournament ranking (tournament_id, offset, count default 10, max 100) and the caller’s place',
    input: inputObject({
      ...queryCommon,
      tournament_id: idParam,
      offset: v.optional(integerParam(0, 100_000, 0)),
      count: integerParam(1, 100, 10),
    }),
    response: v.object({
      items: v.array(leaderboardEntrySchema),
      total: v.number(),
      /** The caller's place; null for visitors and players not taking part. */
      me: v.nullable(v.object({ place: v.number(), points: v.number() })),
    }),
  }),
  live: leaderboardCall('live', 'GET', {
    summary: 'Winners feed: the latest real-money wins (count default 20, max 50)',
    input: inputObject({ ...queryCommon, count: integerParam(1, 50, 20) }),
    response: v.object({ items: v.array(feedWinSchema) }),
  }),
  top: leaderboardCall('top', 'GET', {
    summary: 'Biggest real-money wins of a period (period day|week|month, default week; count default 10, max 50)',
    input: inputObject({
      ...queryCommon,
      period: v.optional(v.picklist(WIN_PERIODS, messageKeys.oneOf), 'week'),
      count: integerParam(1, 50, 10),
    }),
    response: v.object({ items: v.array(feedWinSchema) }),
  }),
};
