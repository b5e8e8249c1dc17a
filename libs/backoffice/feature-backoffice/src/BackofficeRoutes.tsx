import { Navigate, Route, Routes } from 'react-router';
import { AuditPage } from './audit/AuditPage';
import { EnrolPage } from './enrol/EnrolPage';
import { HomePage } from './layout/HomePage';
import { RequireStaff } from './layout/RequireStaff';
import { SectionGate } from './layout/SectionGate';
import { SignInPage } from './sign-in/SignInPage';
import { StaffPage } from './staff/StaffPage';
import { WithdrawalsPage } from './withdrawals/WithdrawalsPage';

/** The back office's pages, relative to its mount (the router's basename, `/backoffice`). */
export function BackofficeRoutes() {
  return (
    <Routes>
      <Route path="sign-in" element={<SignInPage />} />
      <Route path="enrol" element={<EnrolPage />} />
      <Route element={<RequireStaff />}>
        <Route index element={<HomePage />} />
        <Route
          path="withdrawals"
          element={
            <SectionGate section="withdrawals">
              <WithdrawalsPage />
            </SectionGate>
          }
        />
        <Route
          path="staff"
          element={
            <SectionGate section="staff">
              <StaffPage />
            </SectionGate>
          }
        />
        <Route
          path="audit"
          element={
            <SectionGate section="audit">
              <AuditPage />
            </SectionGate>
          }
        />
        <Route path="*" element={<Navigate to="/" replace />} />
      </Route>
    </Routes>
  );
}
