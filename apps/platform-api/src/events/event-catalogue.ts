import * as v from 'valibot';

const id = v.pipe(v.number(), v.integer(), v.minValue(1));
/** Money in integer minor units, as the ledger keeps it. */
const minorUnits = v.pipe(v.number(), v.integer(), v.minValue(0));
const currency = v.pipe(v.string(), v.regex(/^[A-Z]{3}$/));
/** Who grants free-spin packs. */
const freeSpinSource = v.picklist(['loyalty', 'bonus']);

/**
 * Every domain event, by name: `<thing>.<what happened>` in the past tense, and the schema of
 * its payload. Payloads carry ids, amounts and codes, never personal data (a consumer that needs
 * an address looks it up), and only grow: a field is added as optional, a changed meaning is a
 * new event name, because recorded events are delivered as they were written.
 */
export const eventCatalogue = {
  /** An account was created (registration form, social sign-in or messenger sign-up). */
  'player.registered': v.object({
    accountId: id,
    currency,
    locale: v.string(),
    via: v.picklist(['form', 'social', 'messenger']),
  }),
  /** A player proved they own an e-mail address or phone number. */
  'contact.confirmed': v.object({ accountId: id, contactId: id, kind: v.picklist(['email', 'phone']) }),
  /**
   * A player saved profile fields; `fields` names the ones that changed. `complete`: after the
   * save every required personal field of the player's country is filled (the account area's
   * rule, so no consumer repeats it); absent in events recorded before it was added.
   */
  'profile.saved': v.object({ accountId: id, fields: v.pipe(v.array(v.string()), v.minLength(1)), complete: v.optional(v.boolean()) }),
  /**
   * A real-money round was settled (demo rounds are not events). `bonusStake` and `bonusWin` are
   * the parts of `stake` and `win` that the casino bonus balance paid and got (absent when none).
   */
  'round.played': v.object({
    accountId: id,
    roundId: id,
    gameId: id,
    stake: minorUnits,
    win: minorUnits,
    currency,
    bonusStake: v.optional(minorUnits),
    bonusWin: v.optional(minorUnits),
    /** A free spin of a granted pack: whose grant, and how many spins of the pack are left. */
    freeSpins: v.optional(v.object({ source: freeSpinSource, grantId: id, left: v.pipe(v.number(), v.integer(), v.minValue(0)) })),
  }),
  /**
   * Money arrived on a player's balance from a payment provider; `campaignOfferId` is the offer
   * the player chose on the deposit form (absent when none).
   */
  'deposit.completed': v.object({ accountId: id, depositId: id, amount: minorUnits, currency, campaignOfferId: v.optional(id) }),
  /** A completed deposit went back to the payer through the provider: `amount` left the main balance (its fee came back). */
  'deposit.refunded': v.object({ accountId: id, depositId: id, amount: minorUnits, currency }),
  /** A player asked to withdraw; the amount is held until the withdrawal is paid or cancelled. */
  'withdrawal.requested': v.object({ accountId: id, withdrawalId: id, amount: minorUnits, currency }),
  /**
   * A player was given a pack of free spins (the loyalty shop, a bonus campaign): the casino
   * creates the pack in the player's currency. `grantId` is unique per `source`. A bonus's pack
   * pays no win itself: the bonus credits it to the bonus balance (from `round.played`).
   */
  'free_spins.granted': v.object({
    accountId: id,
    source: freeSpinSource,
    grantId: id,
    gameSysname: v.pipe(v.string(), v.regex(/^[a-z0-9][a-z0-9_-]{0,99}$/)),
    count: v.pipe(v.number(), v.integer(), v.minValue(1)),
    stake: minorUnits,
    validDays: v.pipe(v.number(), v.integer(), v.minValue(1)),
  }),
  /**
   * A player bought a product of the loyalty shop that another area delivers (recorded with the
   * points debit, key `loyalty:<purchase id>`). `bonus_money`: the bonus area grants `amount`
   * (minor units of `currency`, converted to the player's currency) under the campaign
   * `campaignId`'s rules, once per purchase.
   */
  'loyalty.product_bought': v.object({
    accountId: id,
    purchaseId: id,
    productId: id,
    kind: v.picklist(['bonus_money']),
    amount: v.pipe(minorUnits, v.minValue(1)),
    currency,
    campaignId: id,
  }),
  /** The grant of a pack ended (its bonus expired, was forfeited or cancelled): its spins left expire now. */
  'free_spins.revoked': v.object({ accountId: id, source: freeSpinSource, grantId: id }),
  /**
   * A sports bet was accepted: its stake left the player's main balance, or, with `freeBetId`,
   * the betting bonus balance of that free bet (the bonus id). `legs` is 1 for a single.
   */
  'bet.placed': v.object({
    accountId: id,
    betId: id,
    stake: minorUnits,
    currency,
    legs: v.pipe(v.number(), v.integer(), v.minValue(1)),
    price: v.pipe(v.number(), v.integer(), v.minValue(101)),
    freeBetId: v.optional(id),
  }),
  /**
   * A sports bet was settled once and for all; `payout` reached the main balance (the stake, for a
   * void bet). A free bet's (`freeBetId`) pays the winnings without the stake, and nothing when
   * void: the bonus engine gives the free bet back.
   */
  'bet.settled': v.object({
    accountId: id,
    betId: id,
    status: v.picklist(['won', 'lost', 'void']),
    stake: minorUnits,
    payout: minorUnits,
    currency,
    freeBetId: v.optional(id),
  }),
  /**
   * A free bet (a betting bonus of a free-bet campaign) became active: its amount is on the
   * player's betting bonus balance and the sportsbook may let it pay one stake of exactly that
   * amount, at `minPrice` (hundredths) or more when set, until `expiresAt`.
   */
  'free_bet.granted': v.object({
    accountId: id,
    bonusId: id,
    amount: minorUnits,
    currency,
    minPrice: v.nullable(v.pipe(v.number(), v.integer(), v.minValue(101))),
    expiresAt: v.pipe(v.string(), v.isoTimestamp()),
  }),
  /** An active free bet ended without paying a bet (expired, forfeited, cancelled): it pays none now. */
  'free_bet.revoked': v.object({ accountId: id, bonusId: id }),
} as const;

export type DomainEventType = keyof typeof eventCatalogue;

export type EventPayload<Type extends DomainEventType> = v.InferOutput<(typeof eventCatalogue)[Type]>;

/** What a producer records. */
export type NewEvent<Type extends DomainEventType = DomainEventType> = {
  [T in Type]: {
    type: T;
    payload: EventPayload<T>;
    /**
     * An identity of the event within its type (e.g. the deposit id): recording the same key
     * again records nothing, so a retried producer cannot announce a thing twice.
     */
    key?: string;
  };
}[Type];

/** What a consumer receives: a union over the types it subscribed to, narrowed by `type`. */
export type RecordedEvent<Type extends DomainEventType = DomainEventType> = {
  [T in Type]: {
    id: number;
    position: number;
    type: T;
    key: string | null;
    payload: EventPayload<T>;
    recordedAt: Date;
  };
}[Type];

export function isDomainEventType(type: string): type is DomainEventType {
  return Object.hasOwn(eventCatalogue, type);
}
