import type { ComponentType } from 'react';
import { Navigate, Route, Routes } from 'react-router';
import type { BackofficeSection } from './access/sections';
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

/**
 * The pages of each section, relative to the mount; a role without the section's permission gets
 * SectionGate's "not allowed" instead.
 */
const SECTION_PAGES: readonly { path: string; section: BackofficeSection['id']; Page: ComponentType }[] = [
  { path: 'players', section: 'players', Page: PlayersPage },
  { path: 'players/:id', section: 'players', Page: PlayerCardPage },
  { path: 'withdrawals', section: 'withdrawals', Page: WithdrawalsPage },
  { path: 'refunds', section: 'refunds', Page: RefundsPage },
  { path: 'requisites', section: 'requisites', Page: RequisitesPage },
  { path: 'kyc', section: 'kyc', Page: KycPage },
  { path: 'feedback', section: 'feedback', Page: FeedbackPage },
  { path: 'staff', section: 'staff', Page: StaffPage },
  { path: 'audit', section: 'audit', Page: AuditPage },
  { path: 'content', section: 'content', Page: ContentPage },
  { path: 'content/promotions/:id', section: 'content', Page: PromotionEditorPage },
  { path: 'content/banners/:id', section: 'content', Page: BannerEditorPage },
  { path: 'content/texts', section: 'content', Page: PageTextsPage },
  { path: 'content/faq', section: 'content', Page: FaqEditorPage },
  { path: 'settings', section: 'settings', Page: SettingsPage },
  { path: 'reports', section: 'reports', Page: ReportsPage },
  { path: 'campaigns', section: 'campaigns', Page: CampaignsPage },
  { path: 'promo-codes', section: 'promo-codes', Page: PromoCodesPage },
  { path: 'cashback', section: 'cashback', Page: CashbackPage },
  { path: 'newsletter', section: 'newsletter', Page: NewsletterPage },
];

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
        {SECTION_PAGES.map(({ path, section, Page }) => (
          <Route
            key={path}
            path={path}
            element={
              <SectionGate section={section}>
                <Page />
              </SectionGate>
            }
          />
        ))}
        <Route path="*" element={<Navigate to="/" replace />} />
      </Route>
    </Routes>
  );
}
