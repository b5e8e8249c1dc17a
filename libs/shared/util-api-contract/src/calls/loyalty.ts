import * as v from 'valibot';
import { callsOf } from '../define-call';
import { idParam, inputObject, integerParam, queryInput, sysnameParam } from '../params';
import { moneySchema, oneSchema } from '../responses';

const loyaltyCall = callsOf('loyalty');

/** Characters in one page is more than the demo ever holds; the picker asks for all at once. */
export const CHARACTERS_MAX_LIMIT = 100;

/** A character a player may pick (spec §3): the name in the request's locale, English otherwise. */
export const characterSchema = v.object({ id: v.number(), sysname: v.string(), name: v.string(), image: v.string() });

/**
 * A character as getcharacters lists it: `skinOf` is the character a skin is a variant of (null
 * for a regular one); `isOwned` whether the player may pick it (always for a regular one; a skin
 * once bought in the shop). Visitors are listed the regular characters only.
 */
export const listedCharacterSchema = v.object({ ...characterSchema.entries, skinOf: v.nullable(v.number()), isOwned: v.boolean() });

/** A level of the programme (§3 levels) with the player's progress through it (§9 percent). */
export const loyaltyLevelSchema = v.object({
  id: v.number(),
  sysname: v.string(),
  name: v.string(),
  minValue: v.number(),
  /** Null for the top level: no maximum, progress 100. */
  maxValue: v.nullable(v.number()),
  /** Percent through this level: (expCount − minValue) / (maxValue − minValue) × 100, within 0–100. */
  progress: v.number(),
  isCurrent: v.boolean(),
  isReached: v.boolean(),
});

/** Loyalty info (§3): id, is_active, points, character, levels, pointsAlias, uid; plus the points earned in all. */
export const loyaltyInfoSchema = v.object({
  id: v.number(),
  is_active: v.boolean(),
  points: v.number(),
  expCount: v.number(),
  character: v.nullable(characterSchema),
  levels: v.array(loyaltyLevelSchema),
  pointsAlias: v.string(),
  uid: v.number(),
});

export const QUEST_TRIGGERS = ['register', 'profile', 'confirm', 'deposit', 'rounds', 'level', 'product'] as const;

/** A programme (quest) of the loyalty page and `/loyalty/{sysname}`, with the player's progress. */
export const loyaltyProgramSchema = v.object({
  id: v.number(),
  sysname: v.string(),
  trigger: v.picklist(QUEST_TRIGGERS),
  title: v.string(),
  description: v.string(),
  target: v.number(),
  progress: v.number(),
  rewardPoints: v.number(),
  isCompleted: v.boolean(),
});

export const NOTIFICATION_TRIGGERS = ['quest', 'register', 'profile', 'confirm', 'product', 'level'] as const;

/** A loyalty notification (§3): shown once as a toast, then marked shown by `marknotificationshown`. */
export const loyaltyNotificationSchema = v.object({
  id: v.number(),
  trigger: v.picklist(NOTIFICATION_TRIGGERS),
  type: v.picklist(['credit', 'other']),
  title: v.string(),
  message: v.string(),
  amount: v.number(),
  amountType: v.string(),
  image: v.nullable(v.string()),
});

/** A product of the loyalty shop, bought with points. */
export const loyaltyProductSchema = v.object({
  id: v.number(),
  sysname: v.string(),
  /** What buying it gives: a free-spin pack, or bonus money (granted by the bonus engine). */
  kind: v.picklist(['free_spins', 'bonus_money', 'character_skin']),
  title: v.string(),
  description: v.string(),
  price: v.number(),
  /** Left in stock; null is unlimited. */
  stock: v.nullable(v.number()),
  /** Purchases a player may make; null is unlimited. */
  limitPerPlayer: v.nullable(v.number()),
  /** The signed-in player's purchases of it (0 for visitors). */
  bought: v.number(),
  /** `free_spins`: the pack (null for other kinds). */
  freeSpins: v.nullable(v.object({ gameSysname: v.string(), count: v.number() })),
  /** `bonus_money`: the bonus, in the programme's currency (the player gets it in theirs); null for other kinds. */
  bonusMoney: v.nullable(moneySchema),
  /** `character_skin`: the skin it unlocks; null for other kinds. */
  characterSkin: v.nullable(characterSchema),
});

export const loyaltyCalls = {
  getcharacters: loyaltyCall('getcharacters', 'GET', {
    summary:
      'Characters a player can choose (offset, limit default 20); public, registration shows them; signed in, also the skins (skinOf, isOwned)',
    input: queryInput({ offset: integerParam(0, 10000, 0), limit: integerParam(1, CHARACTERS_MAX_LIMIT, 20) }),
    response: v.object({ items: v.array(listedCharacterSchema), offset: v.number(), limit: v.number(), total: v.number() }),
  }),
  getinfo: loyaltyCall('getinfo', 'GET', {
    summary: 'The player’s loyalty: points, points earned, character, levels with progress, the points alias',
    input: queryInput({}),
    response: loyaltyInfoSchema,
    auth: 'required',
  }),
  setcharacter: loyaltyCall('setcharacter', 'POST', {
    summary: 'Changes the player’s character (id of an active character)',
    input: inputObject({ id: idParam }),
    response: v.object({ character: characterSchema }),
    auth: 'required',
  }),
  getnotifications: loyaltyCall('getnotifications', 'GET', {
    summary: 'Loyalty notifications not shown yet, oldest first, at most 20; reading changes nothing (marknotificationshown does)',
    input: queryInput({}),
    response: v.object({ items: v.array(loyaltyNotificationSchema) }),
    auth: 'required',
  }),
  marknotificationshown: loyaltyCall('marknotificationshown', 'POST', {
    summary:
      'Marks one of the player’s notifications as shown (its toast opened), so getnotifications no longer lists it. Answers 1, again too',
    input: inputObject({ id: idParam }),
    response: oneSchema,
    auth: 'required',
  }),
  getproducts: loyaltyCall('getproducts', 'GET', {
    summary: 'Products of the loyalty shop with price, stock, per-player limit and the player’s purchases',
    input: queryInput({}),
    response: v.object({ items: v.array(loyaltyProductSchema) }),
  }),
  buyproduct: loyaltyCall('buyproduct', 'POST', {
    summary: 'Buys a product with points (Idempotency-Key); refuses when points are short, out of stock or over the limit',
    input: inputObject({ id: idParam }),
    response: v.object({ purchaseId: v.number(), productId: v.number(), points: v.number() }),
    auth: 'required',
    idempotencyKey: true,
  }),
  getPrograms: loyaltyCall('getPrograms', 'GET', {
    summary: 'The programmes (quests) with the signed-in player’s progress',
    input: queryInput({}),
    response: v.object({ items: v.array(loyaltyProgramSchema) }),
  }),
  getProgram: loyaltyCall('getProgram', 'GET', {
    summary: 'One programme (quest) by sysname, with the signed-in player’s progress',
    input: queryInput({ sysname: sysnameParam }),
    response: loyaltyProgramSchema,
  }),
};

export type Character = v.InferOutput<typeof characterSchema>;
export type ListedCharacter = v.InferOutput<typeof listedCharacterSchema>;
export type LoyaltyInfo = v.InferOutput<typeof loyaltyInfoSchema>;
export type LoyaltyLevel = v.InferOutput<typeof loyaltyLevelSchema>;
export type LoyaltyProgram = v.InferOutput<typeof loyaltyProgramSchema>;
export type LoyaltyNotification = v.InferOutput<typeof loyaltyNotificationSchema>;
export type LoyaltyProduct = v.InferOutput<typeof loyaltyProductSchema>;
