import { Navigate, Route, Routes } from 'react-router';
import { AuditPage } from './audit/AuditPage';
import { BannerEditorPage } from './content/BannerEditorPage';
import { ContentPage } from './content/ContentPage';
import { FaqEditorPage } from './content/FaqEditorPage';
import { PageTextsPage } from './content/PageTextsPage';
import { PromotionEditorPage } from './content/PromotionEditorPage';
import { EnrolPage } from './enrol/EnrolPage';
import { FeedbackPage } from './feedback/FeedbackPage';
import { KycPage } from './kyc/KycPage';
import { HomePage } from './layout/HomePage';
import { CampaignsPage } from './marketing/CampaignsPage';
import { PromoCodesPage } from './marketing/PromoCodesPage';
import { CashbackPage } from './player-marketing/CashbackPage';
import { NewsletterPage } from './player-marketing/NewsletterPage';
import { PlayerCardPage } from './players/PlayerCardPage';
import { PlayersPage } from './players/PlayersPage';
import { ChangePasswordPage } from './password/ChangePasswordPage';
import { ForgotPasswordPage } from './password/ForgotPasswordPage';
import { ResetPasswordPage } from './password/ResetPasswordPage';
import { ReportsPage } from './reports/ReportsPage';
import { RequireStaff } from './layout/RequireStaff';
import { SectionGate } from './layout/SectionGate';
import { SettingsPage } from './settings/SettingsPage';
import { SignInPage } from './sign-in/SignInPage';
import { StaffPage } from './staff/StaffPage';
import { RefundsPage } from './refunds/RefundsPage';
import { RequisitesPage } from './requisites/RequisitesPage';
import { WithdrawalsPage } from './withdrawals/WithdrawalsPage';

/** The back office's pages, relative to its mount (the router's basename, `/backoffice`). */
export function BackofficeRoutes() {
  return (
    <Routes>
      <Route path="sign-in" element={<SignInPage />} />
      <Route path="enrol" element={<EnrolPage />} />
      <Route path="forgot-password" element={<ForgotPasswordPage />} />
      <Route path="reset-password" element={<ResetPasswordPage />} />
      <Route element={<RequireStaff />}>
        <Route index element={<HomePage />} />
        <Route path="password" element={<ChangePasswordPage />} />
        <Route
          path="players"
          element={
            <SectionGate section="players">
              <PlayersPage />
            </SectionGate>
          }
        />
        <Route
          path="players/:id"
          element={
            <SectionGate section="players">
              <PlayerCardPage />
            </SectionGate>
          }
        />
        <Route
          path="withdrawals"
          element={
            <SectionGate section="withdrawals">
              <WithdrawalsPage />
            </SectionGate>
          }
        />
        <Route
          path="refunds"
          element={
            <SectionGate section="refunds">
              <RefundsPage />
            </SectionGate>
          }
        />
        <Route
          path="requisites"
          element={
            <SectionGate section="requisites">
              <RequisitesPage />
            </SectionGate>
          }
        />
        <Route
          path="kyc"
          element={
            <SectionGate section="kyc">
              <KycPage />
            </SectionGate>
          }
        />
        <Route
          path="feedback"
          element={
            <SectionGate section="feedback">
              <FeedbackPage />
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
        <Route
          path="content"
          element={
            <SectionGate section="content">
              <ContentPage />
            </SectionGate>
          }
        />
        <Route
          path="content/promotions/:id"
          element={
            <SectionGate section="content">
              <PromotionEditorPage />
            </SectionGate>
          }
        />
        <Route
          path="content/banners/:id"
          element={
            <SectionGate section="content">
              <BannerEditorPage />
            </SectionGate>
          }
        />
        <Route
          path="content/texts"
          element={
            <SectionGate section="content">
              <PageTextsPage />
            </SectionGate>
          }
        />
        <Route
          path="content/faq"
          element={
            <SectionGate section="content">
              <FaqEditorPage />
            </SectionGate>
          }
        />
        <Route
          path="settings"
          element={
            <SectionGate section="settings">
              <SettingsPage />
            </SectionGate>
          }
        />
        <Route
          path="reports"
          element={
            <SectionGate section="reports">
              <ReportsPage />
            </SectionGate>
          }
        />
        <Route
          path="campaigns"
          element={
            <SectionGate section="campaigns">
              <CampaignsPage />
            </SectionGate>
          }
        />
        <Route
          path="promo-codes"
          element={
            <SectionGate section="promo-codes">
              <PromoCodesPage />
            </SectionGate>
          }
        />
        <Route
          path="cashback"
          element={
            <SectionGate section="cashback">
              <CashbackPage />
            </SectionGate>
          }
        />
        <Route
          path="newsletter"
          element={
            <SectionGate section="newsletter">
              <NewsletterPage />
            </SectionGate>
          }
        />
        <Route path="*" element={<Navigate to="/" replace />} />
      </Route>
    </Routes>
  );
}
