import { sql, type Transaction } from 'kysely';
import type { Database } from '../../db/schema';
import type { LocalizedText, NotificationTrigger, QuestTrigger } from '../../db/tables/loyalty';
import { convertCurrency } from '../../core/currency-conversion';
import { type NotificationTemplate, renderInAllLocales } from './notification-texts';
import { bestEarning, carryPoints, type RuleEarning } from './point-carry';

type Trx = Transaction<Database>;

/** Quest triggers whose completion shows as its own notification trigger (§3); the rest are `quest`. */
const NOTIFICATION_TRIGGER: Partial<Record<QuestTrigger, NotificationTrigger>> = {
  register: 'register',
  profile: 'profile',
  confirm: 'confirm',
  product: 'product',
};

export interface NotificationInput {
  sourceKey: string;
  trigger: NotificationTrigger;
  type: 'credit' | 'other';
  title: LocalizedText;
  message: LocalizedText;
  amount: number;
  image?: string | null;
}

/**
 * The programme's rules, applied inside the caller's transaction (an event handler's `trx` or a
 * call's own): every award is one row in `loyalty_point_entries` keyed by its source, so the
 * same round, quest or purchase can never count twice, whatever order or how often it arrives.
 */
export async function ensurePlayer(trx: Trx, accountId: number): Promise<void> {
  await trx
    .insertInto('loyalty_players')
    .values({ account_id: accountId, character_id: null })
    .onConflict((oc) => oc.column('account_id').doNothing())
    .execute();
}

/** The player's character becomes `characterId` (the caller checked it may be picked), in `trx`. */
export async function setCharacter(trx: Trx, accountId: number, characterId: number): Promise<void> {
  await ensurePlayer(trx, accountId);
  await trx.updateTable('loyalty_players').set({ character_id: characterId }).where('account_id', '=', accountId).execute();
}

export async function notify(trx: Trx, accountId: number, input: NotificationInput): Promise<void> {
  await trx
    .insertInto('loyalty_notifications')
    .values({
      account_id: accountId,
      source_key: input.sourceKey,
      trigger: input.trigger,
      type: input.type,
      title: JSON.stringify(input.title),
      message: JSON.stringify(input.message),
      amount: input.amount,
      amount_type: 'points',
      image: input.image ?? null,
    })
    .onConflict((oc) => oc.columns(['account_id', 'source_key']).doNothing())
    .execute();
}

/**
 * Credits points once per source. Returns whether this source was new (false: already applied,
 * nothing changed). A credit raises both the spendable points and the earned total, and may
 * reach levels.
 */
export async function credit(trx: Trx, accountId: number, sourceKey: string, points: number): Promise<boolean> {
  await ensurePlayer(trx, accountId);
  if (!(await claimSource(trx, accountId, sourceKey, points))) return false;
  await addPoints(trx, accountId, points);
  return true;
}

/**
 * A round's points: its source is claimed first, so a round seen before changes nothing, its
 * carry included; then its earning joins the player's carry under the rule, and the whole points
 * that completes are credited (often none for a small stake, until later rounds add up).
 */
async function creditRound(trx: Trx, accountId: number, sourceKey: string, earning: RuleEarning | null): Promise<boolean> {
  await ensurePlayer(trx, accountId);
  if (!(await claimSource(trx, accountId, sourceKey, 0))) return false;
  const points = earning ? await carryPoints(trx, accountId, earning) : 0;
  if (points > 0) {
    await trx
      .updateTable('loyalty_point_entries')
      .set({ points })
      .where('account_id', '=', accountId)
      .where('source_key', '=', sourceKey)
      .execute();
    await addPoints(trx, accountId, points);
  }
  return true;
}

/** The entry of a source, written once: false when the source was applied before. */
async function claimSource(trx: Trx, accountId: number, sourceKey: string, points: number): Promise<boolean> {
  const entry = await trx
    .insertInto('loyalty_point_entries')
    .values({ account_id: accountId, source_key: sourceKey, points })
    .onConflict((oc) => oc.columns(['account_id', 'source_key']).doNothing())
    .returning('id')
    .executeTakeFirst();
  return entry !== undefined;
}

async function addPoints(trx: Trx, accountId: number, points: number): Promise<void> {
  if (points <= 0) return;
  const before = await trx
    .updateTable('loyalty_players')
    .set({ points: sql`points + ${points}`, earned: sql`earned + ${points}` })
    .where('account_id', '=', accountId)
    .returning(sql<number>`earned - ${points}`.as('earned_before'))
    .executeTakeFirstOrThrow();
  await reachLevels(trx, accountId, Number(before.earned_before), Number(before.earned_before) + points);
}

/** Levels whose minimum the player passed with this credit: a notification each, and the level quests. */
async function reachLevels(trx: Trx, accountId: number, from: number, to: number): Promise<void> {
  const reached = await trx
    .selectFrom('loyalty_levels')
    .select(['id', 'position', 'names', 'min_value'])
    .where('min_value', '>', from)
    .where('min_value', '<=', to)
    .orderBy('position')
    .execute();
  for (const level of reached) {
    await notify(trx, accountId, {
      sourceKey: `level:${level.id}`,
      trigger: 'level',
      type: 'other',
      title: renderInAllLocales('levelReached', { name: level.names }),
      message: renderInAllLocales('levelMessage', {}),
      amount: 0,
    });
  }
  if (reached.length > 0) {
    const levels = await trx.selectFrom('loyalty_levels').select('position').where('min_value', '<=', to).execute();
    // A level quest's target is the position of the level to reach.
    const highest = Math.max(...levels.map((level) => level.position));
    await advanceQuests(trx, accountId, 'level', { setTo: highest });
  }
}

/** The game a round was played in: a round quest may target the game itself or one of its categories. */
export interface RoundGame {
  sysname: string | null;
  categories: readonly string[];
}

/**
 * Moves the player's active quests of a trigger: `by` adds to the progress (rounds), `setTo`
 * raises it to a value (the level's ordinal, 1-based). A quest that reaches its target is
 * completed once, crediting its reward. A round moves only the quests whose game and category
 * (each null for any) it matches.
 */
export async function advanceQuests(
  trx: Trx,
  accountId: number,
  trigger: QuestTrigger,
  change: { by: number; game?: RoundGame } | { setTo: number },
): Promise<void> {
  await ensurePlayer(trx, accountId);
  let query = trx.selectFrom('loyalty_quests').selectAll().where('trigger', '=', trigger).where('is_active', '=', true);
  if ('game' in change) {
    const { sysname, categories } = change.game ?? { sysname: null, categories: [] };
    query = query
      .where((eb) =>
        categories.length > 0
          ? eb.or([eb('category_sysname', 'is', null), eb('category_sysname', 'in', categories)])
          : eb('category_sysname', 'is', null),
      )
      .where((eb) =>
        sysname ? eb.or([eb('game_sysname', 'is', null), eb('game_sysname', '=', sysname)]) : eb('game_sysname', 'is', null),
      );
  }
  const quests = await query.orderBy('position').orderBy('id').execute();
  for (const quest of quests) {
    const increment = 'by' in change ? change.by : 0;
    const value = 'setTo' in change ? change.setTo : 0;
    const row = await trx
      .insertInto('loyalty_quest_progress')
      .values({ account_id: accountId, quest_id: quest.id, progress: Math.min(quest.target, 'by' in change ? increment : value) })
      .onConflict((oc) =>
        oc
          .columns(['account_id', 'quest_id'])
          .doUpdateSet({
            progress:
              'by' in change
                ? sql`least(${quest.target}, loyalty_quest_progress.progress + ${increment})`
                : sql`least(${quest.target}, greatest(loyalty_quest_progress.progress, ${value}))`,
          })
          .where('loyalty_quest_progress.completed_at', 'is', null),
      )
      .returning(['progress'])
      .executeTakeFirst();
    if (row && row.progress >= quest.target) await completeQuest(trx, accountId, quest);
  }
}

async function completeQuest(
  trx: Trx,
  accountId: number,
  quest: { id: number; trigger: QuestTrigger; reward_points: number; texts: { title: LocalizedText } },
): Promise<void> {
  const claimed = await trx
    .updateTable('loyalty_quest_progress')
    .set({ completed_at: new Date() })
    .where('account_id', '=', accountId)
    .where('quest_id', '=', quest.id)
    .where('completed_at', 'is', null)
    .returning('quest_id')
    .executeTakeFirst();
  if (!claimed) return;
  await notifyTemplate(trx, accountId, {
    sourceKey: `quest:${quest.id}`,
    trigger: NOTIFICATION_TRIGGER[quest.trigger] ?? 'quest',
    title: ['questCompleted', { name: quest.texts.title }],
    amount: quest.reward_points,
  });
  if (quest.reward_points > 0) await credit(trx, accountId, `quest:${quest.id}`, quest.reward_points);
}

async function notifyTemplate(
  trx: Trx,
  accountId: number,
  input: { sourceKey: string; trigger: NotificationTrigger; title: [NotificationTemplate, { name?: LocalizedText }]; amount: number },
): Promise<void> {
  await notify(trx, accountId, {
    sourceKey: input.sourceKey,
    trigger: input.trigger,
    type: input.amount > 0 ? 'credit' : 'other',
    title: renderInAllLocales(input.title[0], input.title[1]),
    message: input.amount > 0 ? renderInAllLocales('pointsCredited', { amount: input.amount }) : renderInAllLocales('levelMessage', {}),
    amount: input.amount,
  });
}

/** A game's sysname and categories (the casino's catalogue, read in the handler's transaction). */
async function roundGameOf(trx: Trx, gameId: number): Promise<RoundGame> {
  const game = await trx.selectFrom('games').select('sysname').where('id', '=', gameId).executeTakeFirst();
  const rows = await trx
    .selectFrom('game_category_links as l')
    .innerJoin('game_categories as c', 'c.id', 'l.category_id')
    .select('c.sysname')
    .where('l.game_id', '=', gameId)
    .execute();
  return { sysname: game?.sysname ?? null, categories: rows.map((row) => row.sysname) };
}

/**
 * A real-money round: its stake, converted to each rule's base currency, earns under the
 * best-paying rule among the game's categories (the default rule when none has one); fractions of
 * a point carry to the player's next round under that rule; and one step of the round quests of
 * any game, of its categories or of the game itself. A round seen before changes nothing.
 */
export async function applyRound(
  trx: Trx,
  round: { accountId: number; roundId: number; gameId: number; stake: number; currency: string },
): Promise<void> {
  const game = await roundGameOf(trx, round.gameId);
  const { categories } = game;
  const rules = await trx
    .selectFrom('loyalty_point_rules')
    .select(['id', 'category_sysname', 'points', 'per_stake', 'currency'])
    .where((eb) =>
      categories.length > 0
        ? eb.or([eb('category_sysname', 'is', null), eb('category_sysname', 'in', categories)])
        : eb('category_sysname', 'is', null),
    )
    .execute();
  const specific = rules.filter((rule) => rule.category_sysname !== null);
  const candidates = [];
  for (const rule of specific.length > 0 ? specific : rules) {
    const stake = await convertCurrency(trx, round.stake, round.currency, rule.currency);
    // An unknown rate earns nothing from this rule; the round still moves the round quests.
    if (stake !== null) candidates.push({ ...rule, stake });
  }
  const fresh = await creditRound(trx, round.accountId, `round:${round.roundId}`, bestEarning(candidates));
  if (fresh) await advanceQuests(trx, round.accountId, 'rounds', { by: 1, game });
}
