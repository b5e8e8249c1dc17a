import type { Db } from '../../db/database';
import { randomToken, sha256Hex } from '../../security/tokens';
import type { StaffSessionsRepository } from '../repositories/staff-sessions-repository';
import { STAFF_SESSION_POLICY } from './staff-session-policy';

export interface StaffPrincipal {
  staffId: number;
  email: string;
  role: string;
  tokenHash: string;
}

export function createStaffSessions(sessions: StaffSessionsRepository) {
  return {
    /** A fresh 128-bit token for the cookie; only its sha256 is stored. */
    async start(db: Db, values: { staffId: number; ip: string | null; userAgent: string | null; now?: Date }): Promise<string> {
      const token = randomToken(16);
      await sessions.create(db, {
        tokenHash: sha256Hex(token),
        staffId: values.staffId,
        ip: values.ip,
        userAgent: values.userAgent,
        now: values.now ?? new Date(),
      });
      return token;
    },

    /**
     * Who the cookie belongs to, or null. Idle past 30 minutes, older than 12 hours or of a
     * disabled account: the session is ended here, so it cannot come back with a changed clock.
     * Otherwise last_seen_at slides forward.
     */
    async resolve(db: Db, token: string, now = new Date()): Promise<StaffPrincipal | null> {
      const tokenHash = sha256Hex(token);
      const open = await sessions.findOpen(db, tokenHash);
      if (!open) return null;
      const idle = now.getTime() - open.last_seen_at.getTime() > STAFF_SESSION_POLICY.idleTimeoutMs;
      const old = now.getTime() - open.created_at.getTime() > STAFF_SESSION_POLICY.absoluteTimeoutMs;
      if (idle || old || open.disabled_at) {
        await sessions.end(db, tokenHash, now);
        return null;
      }
      await sessions.touch(db, tokenHash, now);
      return { staffId: open.staffId, email: open.email, role: open.role, tokenHash };
    },

    async end(db: Db, token: string, now = new Date()): Promise<void> {
      await sessions.end(db, sha256Hex(token), now);
    },

    /** Every session of the account but `keep` (the principal's own) ends: a changed password signs the others out. */
    async endOthersOf(db: Db, staffId: number, keepTokenHash: string, now = new Date()): Promise<void> {
      await sessions.endAllOfExcept(db, staffId, keepTokenHash, now);
    },

    /** A disabled account is signed out everywhere at once. */
    async endAllOf(db: Db, staffId: number, now = new Date()): Promise<void> {
      await sessions.endAllOf(db, staffId, now);
    },
  };
}

export type StaffSessions = ReturnType<typeof createStaffSessions>;
