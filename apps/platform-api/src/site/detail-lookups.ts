import type { FastifyInstance } from 'fastify';
import type { ApiPayloadReader } from './api-payload';
import type { DetailSection } from './site-routes';

/** `gone`: it existed and an editor switched it off (HTTP 410); `missing`: nothing by that key (404). */
export type Presence = 'found' | 'gone' | 'missing';

type Lookup = (key: string) => Promise<Presence>;

/** The API's rule for sysnames (sysnameParam of @nfx/api-contract): nothing else can name a game. */
const SYSNAME = /^[a-z0-9][a-z0-9-]{0,63}$/;
/** tournaments.get takes ids of up to nine digits; a larger one is no tournament. */
const MAX_TOURNAMENT_ID = 999_999_999;
/** The betting pages' ids (route-id.ts of the betting remote): no sign, no leading zero, an integer column's range. */
const BETTING_ID = /^[1-9][0-9]{0,9}$/;
const MAX_BETTING_ID = 2_147_483_647;
const isBettingId = (key: string) => BETTING_ID.test(key) && Number(key) <= MAX_BETTING_ID;

/**
 * Whether a detail page's key names something, by the same rule as the client page that shows
 * it, so the status agrees with what the player sees. Each lookup is a cached read or one
 * indexed query.
 */
export function createDetailLookups(app: FastifyInstance, apiPayload: ApiPayloadReader) {
  const liveOffer: Lookup = async (key) => {
    const page = await apiPayload('campaigns.getoffers', {});
    return page?.items.some((item) => String(item.id) === key) ? 'found' : 'missing';
  };
  const lookups: Record<DetailSection, Lookup> = {
    // The game page asks games.get for its sysname, which reads the hall's in-memory catalogue:
    // no query for a known game. Only a miss asks the table whether it was disabled.
    async game(sysname) {
      if (!SYSNAME.test(sysname)) return 'missing';
      const options = JSON.stringify({ sysnames: [sysname], count: 1 });
      const page = await apiPayload('games.get', { options });
      if (page?.items.some((item) => item.sysname === sysname)) return 'found';
      const status = await app.casino.gameStatus(sysname);
      if (status === 'disabled') return 'gone';
      // Switched on within the catalogue's refresh interval: the client shows it a minute later.
      return status === 'active' ? 'found' : 'missing';
    },
    // TournamentPage and TournamentGamesPage read the id with Number(); tournaments have no
    // switch-off flag, so a tournament is there or never was (finished ones keep their page).
    async tournament(key) {
      const id = Number(key);
      if (!Number.isInteger(id) || id < 1 || id > MAX_TOURNAMENT_ID) return 'missing';
      return (await app.casino.tournamentExists(id)) ? 'found' : 'missing';
    },
    // JackpotPage finds its pool in Jackpots.get by sysname or id; the list is a handful of rows.
    async jackpot(key) {
      const page = await apiPayload('Jackpots.get', {});
      return page?.items.some((item) => item.sysname === key || String(item.id) === key) ? 'found' : 'missing';
    },
    // ProgramPage asks loyalty.getProgram for its sysname (one indexed row).
    async loyalty(sysname) {
      if (!SYSNAME.test(sysname)) return 'missing';
      return (await apiPayload('loyalty.getProgram', { sysname })) ? 'found' : 'missing';
    },
    // OfferPage finds its campaign among campaigns.getoffers by id (a visitor's list: every live offer).
    promotion: liveOffer,
    offer: liveOffer,
    // EventPage asks betting.getevent for the id (one primary-key row; finished events keep their page).
    async 'betting-event'(key) {
      if (!isBettingId(key)) return 'missing';
      return (await apiPayload('betting.getevent', { id: key })) ? 'found' : 'missing';
    },
    // CompetitionPage finds its competition among betting.getsports (the book's fixed list).
    async 'betting-competition'(key) {
      if (!isBettingId(key)) return 'missing';
      const sports = await apiPayload('betting.getsports', {});
      return sports?.items.some((sport) => sport.competitions.some((item) => String(item.id) === key)) ? 'found' : 'missing';
    },
  };

  /** `key` as requested (percent-encoded); a malformed escape names nothing. */
  return (section: DetailSection, key: string): Promise<Presence> => {
    let decoded: string;
    try {
      decoded = decodeURIComponent(key);
    } catch {
      return Promise.resolve('missing');
    }
    return lookups[section](decoded);
  };
}
