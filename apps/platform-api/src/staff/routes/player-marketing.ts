import type { FastifyInstance, FastifyRequest } from 'fastify';
import { STAFF_PLAY_DAYS_SHOWN, staffPlayerMarketingCalls } from '@nfx/api-contract';
import { ApiError } from '@nfx/errors';
import { minorUnitsToDecimal } from '@nfx/validation';
import type { AccountRow } from '../../db/tables/account';
import { fingerprintOf, requireIdempotencyKey } from '../../http/idempotency';
import { defineStaffCall } from '../http/define-staff-call';
import type { StaffPrincipal } from '../services/staff-sessions';
import type { StaffArea } from '../staff-context';
import { claimNewsletterKey, releaseNewsletterKey, saveNewsletterAnswer } from '../services/newsletter-idempotency';

const DAY_MS = 86_400_000;

const unknownPlayer = () =>
  new ApiError('InvalidParameter', 'No player has that login, email, phone or id', {
    invalidParameters: { player: ['unknown_player'] },
  });

const playerRef = (account: AccountRow) => ({ id: account.id, login: account.login });

/** What staff.sendNewsletter answers, and a retry with the same key replays. */
interface NewsletterAnswer {
  player: ReturnType<typeof playerRef>;
  sent: number;
}

/**
 * staff.runCashback, staff.playerPlayDays and staff.sendNewsletter: the marketing team's cashback
 * runs and one-player newsletters, through the bonus area's cashback computation and the players'
 * only marketing sender, so the back office keeps their rules (idempotent periods; subscribed,
 * confirmed and not self-excluded contacts only).
 */
export function registerPlayerMarketingRoutes(app: FastifyInstance, area: StaffArea): void {
  const db = () => app.database.db;

  /**
   * A player as staff name them: `#123` is an id; otherwise a login, email or phone (a phone
   * typed with its `+`, as contacts are kept without it), and failing those, digits as an id.
   */
  async function findPlayer(ref: string): Promise<AccountRow> {
    const byId = /^#?(\d{1,9})$/.exec(ref);
    const found =
      (ref.startsWith('#') ? undefined : await app.players.findByLogin(ref)) ??
      (/^\+\d+$/.test(ref) ? await app.players.findByLogin(ref.slice(1)) : undefined) ??
      (byId ? await app.players.findById(Number(byId[1])) : undefined);
    if (!found) throw unknownPlayer();
    return found;
  }

  const auditEntry = (staff: StaffPrincipal, request: FastifyRequest) => ({ staffId: staff.staffId, role: staff.role, ip: request.ip });

  defineStaffCall(app, staffPlayerMarketingCalls.runCashback, {
    permission: 'campaigns',
    handler: async ({ input, staff, request }) => {
      const player = input.player === undefined ? null : await findPlayer(input.player);
      // The bonus area's computation takes the transaction, so the cashbacks it creates and the
      // audit row of the run commit together: no run without its row, no row for a run that failed.
      const created = await db()
        .transaction()
        .execute(async (trx) => {
          const count = await app.bonus.runCashback({ period: input.period, ...(player ? { accountId: player.id } : {}) }, trx);
          await area.auditLog.append(trx, {
            ...auditEntry(staff, request),
            action: 'cashback.run',
            targetType: player ? 'player' : null,
            targetId: player?.id ?? null,
            after: { period: input.period, player: player?.id ?? 'all', created: count },
          });
          return count;
        });
      return { period: input.period, player: player ? playerRef(player) : null, created };
    },
  });

  defineStaffCall(app, staffPlayerMarketingCalls.playerPlayDays, {
    permission: 'campaigns',
    handler: async ({ input }) => {
      const player = await findPlayer(input.player);
      // Today and the days before it, as UTC days: the play table's days are UTC days.
      const since = new Date(Date.now() - (STAFF_PLAY_DAYS_SHOWN - 1) * DAY_MS);
      const days = await app.bonus.playDays(player.id, since);
      return {
        player: playerRef(player),
        since: since.toISOString().slice(0, 10),
        days: days.map((day) => ({
          day: day.day,
          currency: day.currency,
          staked: minorUnitsToDecimal(day.staked),
          won: minorUnitsToDecimal(day.won),
          net_loss: minorUnitsToDecimal(day.staked - day.won),
        })),
      };
    },
  });

  defineStaffCall(app, staffPlayerMarketingCalls.sendNewsletter, {
    permission: 'newsletters',
    rateLimit: { max: 30, timeWindow: '1 minute' },
    handler: async ({ input, staff, request }) => {
      const key = requireIdempotencyKey(request);
      const player = await findPlayer(input.player);
      const attempt = {
        staffId: staff.staffId,
        key,
        fingerprint: fingerprintOf({ player: player.id, subject: input.subject, text: input.text }),
      };
      const replay = await claimNewsletterKey<NewsletterAnswer>(db(), attempt);
      if (replay) return replay;
      let sent: number;
      try {
        sent = await app.players.sendMarketing(player.id, () => ({ subject: input.subject, body: input.text }));
      } catch (error) {
        // Nothing was recorded as sent: the same key may try again.
        await releaseNewsletterKey(db(), attempt);
        throw error;
      }
      const answer: NewsletterAnswer = { player: playerRef(player), sent };
      // Messages cannot be rolled back, so the sending happens between the key's claim and this
      // transaction; the answer a retry replays and the audit row commit together.
      await db()
        .transaction()
        .execute(async (trx) => {
          await saveNewsletterAnswer(trx, attempt, answer);
          await area.auditLog.append(trx, {
            ...auditEntry(staff, request),
            action: 'newsletter.sent',
            targetType: 'player',
            targetId: player.id,
            after: { subject: input.subject, sent },
          });
        });
      return answer;
    },
  });
}
