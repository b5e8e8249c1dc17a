import { Route, Routes } from 'react-router';
import { LocalizedRedirect, SectionNotFound } from '@nfx/app-runtime';
import { paths } from '@nfx/paths';
import { BetExportsPage } from './bets/BetExportsPage';
import { BetHistoryPage } from './bets/BetHistoryPage';
import { BonusesPage } from './bonuses/BonusesPage';
import { CashbackPage } from './cashback/CashbackPage';
import { FeatureGate } from './common/FeatureGate';
import { LoyaltyTabPage } from './loyalty/LoyaltyTabPage';
import { NotificationPage } from './notification/NotificationPage';
import { ResponsibleGamePage } from './responsible-game/ResponsibleGamePage';
import { SecurityPage } from './security/SecurityPage';
import { SettingsPage } from './settings/SettingsPage';
import { VerificationPage } from './verification/VerificationPage';

/**
 * The profile's route tree; /profile goes to settings and /profile/bets to the bet history (spec §2).
 * The pages of a feature the CMS switched off (§3 flags) are not found.
 */
export function RemoteRoutes({ section }: { section: string }) {
  if (section !== 'profile') return <SectionNotFound />;
  return (
    <Routes>
      <Route index element={<LocalizedRedirect to={paths.profile.settings()} />} />
      <Route path="settings" element={<SettingsPage />} />
      <Route
        path="bets"
        element={
          <FeatureGate feature="isBetHistoryEnable">
            <LocalizedRedirect to={paths.profile.betsHistory()} />
          </FeatureGate>
        }
      />
      <Route
        path="bets/history"
        element={
          <FeatureGate feature="isBetHistoryEnable">
            <BetHistoryPage />
          </FeatureGate>
        }
      />
      <Route path="bets/exports" element={<BetExportsPage />} />
      <Route path="bonuses" element={<BonusesPage />} />
      <Route path="loyalty" element={<LoyaltyTabPage />} />
      <Route path="cashback" element={<CashbackPage />} />
      <Route path="security" element={<SecurityPage />} />
      <Route path="notification" element={<NotificationPage />} />
      <Route
        path="verification"
        element={
          <FeatureGate feature="isSumsubEnable">
            <VerificationPage />
          </FeatureGate>
        }
      />
      <Route
        path="responsible-game"
        element={
          <FeatureGate feature="isResponsibleGamingEnable">
            <ResponsibleGamePage />
          </FeatureGate>
        }
      />
      <Route path="*" element={<SectionNotFound />} />
    </Routes>
  );
}
