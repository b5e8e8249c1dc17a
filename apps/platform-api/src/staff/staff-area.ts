import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { StaffArea } from './staff-context';
import { createSignInCountersRepository } from '../auth/repositories/sign-in-counters-repository';
import { createStaffAccountsRepository } from './repositories/staff-accounts-repository';
import { createStaffAuditLogReader, createStaffAuditLogRepository } from './repositories/staff-audit-log-repository';
import { createStaffSessionsRepository } from './repositories/staff-sessions-repository';
import { createStaffPasswordResetsRepository } from './repositories/staff-password-resets-repository';
import { createStaffWithdrawalsRepository } from './repositories/staff-withdrawals-repository';
import { registerAuditLogRoute } from './routes/audit-log';
import { registerEnrolmentRoutes } from './routes/enrolment';
import { registerMaintenanceRoutes } from './routes/maintenance';
import { registerFeatureFlagRoutes } from './routes/feature-flags';
import { registerChatSettingsRoutes } from './routes/chat-settings';
import { registerPlayerActionRoutes } from './routes/player-actions';
import { registerPlayerRoutes } from './routes/players';
import { registerSessionRoutes } from './routes/session';
import { registerStaffAccountRoutes } from './routes/staff-accounts';
import { registerWithdrawalRoutes } from './routes/withdrawals';
import { registerRefundRoutes } from './routes/refunds';
import { registerRequisitesRoutes } from './routes/requisites';
import { registerMarketingRoutes } from './routes/marketing';
import { registerPlayerMarketingRoutes } from './routes/player-marketing';
import { registerReportRoutes } from './routes/reports';
import { registerKycRoutes } from './routes/kyc';
import { registerFeedbackRoutes } from './routes/feedback';
import { registerContentRoutes } from './routes/content';
import { registerContentTextsRoutes } from './routes/content-texts';
import { registerContentSourceRoutes } from './routes/content-source';
import { registerPasswordRoutes } from './routes/passwords';
import { createStaffEnrolment } from './services/enrolment';
import { createStaffSessions } from './services/staff-sessions';
import { createStaffPasswords } from './services/staff-passwords';
import { createStaffSignIn } from './services/staff-sign-in';

const routes = [
  registerEnrolmentRoutes,
  registerSessionRoutes,
  registerStaffAccountRoutes,
  registerWithdrawalRoutes,
  registerPlayerRoutes,
  registerPlayerActionRoutes,
  registerMaintenanceRoutes,
  registerFeatureFlagRoutes,
  registerChatSettingsRoutes,
  registerAuditLogRoute,
  registerRefundRoutes,
  registerRequisitesRoutes,
  registerMarketingRoutes,
  registerPlayerMarketingRoutes,
  registerReportRoutes,
  registerKycRoutes,
  registerFeedbackRoutes,
  registerContentRoutes,
  registerContentTextsRoutes,
  registerPasswordRoutes,
  registerContentSourceRoutes,
];

/**
 * The back office's API (`/api/staff/*`): staff accounts, their sessions and the audit log, and
 * the operator actions on other areas (through those areas' directories). Every call but
 * enrolment and sign-in needs a staff session and the permission its route names.
 */
export const staffArea = fp(
  async function staffArea(app: FastifyInstance) {
    const accounts = createStaffAccountsRepository();
    const auditLog = createStaffAuditLogRepository();
    const sessions = createStaffSessions(createStaffSessionsRepository());
    const area: StaffArea = {
      accounts,
      sessions,
      enrolment: createStaffEnrolment(accounts),
      signIn: createStaffSignIn(accounts, createSignInCountersRepository(app.database.db)),
      passwords: createStaffPasswords({
        accounts,
        resets: createStaffPasswordResetsRepository(),
        sessions,
        auditLog,
        mail: app.messageSender,
      }),
      auditLog,
      auditReader: createStaffAuditLogReader(),
      withdrawals: createStaffWithdrawalsRepository(),
      audit: (staff, request, entry) =>
        auditLog.append(app.database.db, { ...entry, staffId: staff.staffId, role: staff.role, ip: request.ip }),
    };
    app.decorate('staff', area);
    for (const register of routes) register(app, area);
  },
  { name: 'area:staff', dependencies: ['area:cashier'] },
);
