// The staff area's context: what its routes are given and what it decorates the app
// with. Routes import this module, never `staff-area.ts`, which imports them (issue 43 §5).
import type { FastifyRequest } from 'fastify';
import type { StaffAccountsRepository } from './repositories/staff-accounts-repository';
import type { AuditEntry, createStaffAuditLogReader, StaffAuditLogRepository } from './repositories/staff-audit-log-repository';
import type { createStaffWithdrawalsRepository } from './repositories/staff-withdrawals-repository';
import type { StaffEnrolment } from './services/enrolment';
import type { StaffPasswords } from './services/staff-passwords';
import type { StaffPrincipal, StaffSessions } from './services/staff-sessions';
import type { StaffSignIn } from './services/staff-sign-in';

export interface StaffArea {
  accounts: StaffAccountsRepository;
  sessions: StaffSessions;
  enrolment: StaffEnrolment;
  signIn: StaffSignIn;
  /** Forgotten, reset and changed passwords (the content source's auth endpoints). */
  passwords: StaffPasswords;
  auditLog: StaffAuditLogRepository;
  auditReader: ReturnType<typeof createStaffAuditLogReader>;
  withdrawals: ReturnType<typeof createStaffWithdrawalsRepository>;
  /** Writes who did what, from where: the principal and the request fill in the rest. */
  audit(staff: StaffPrincipal, request: FastifyRequest, entry: Omit<AuditEntry, 'staffId' | 'role' | 'ip'>): Promise<void>;
}

declare module 'fastify' {
  interface FastifyInstance {
    staff: StaffArea;
  }
}
