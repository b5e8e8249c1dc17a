import { Route, Routes } from 'react-router';
import { LocalizedRedirect, SectionNotFound, SectionPage } from '@nfx/app-runtime';
import { paths } from '@nfx/paths';
import { SettingsPage } from './settings/SettingsPage';

/** The profile's route tree; /profile goes to settings and /profile/bets to the bet history (spec §2). */
export function RemoteRoutes({ section }: { section: string }) {
  if (section !== 'profile') return <SectionNotFound />;
  return (
    <Routes>
      <Route index element={<LocalizedRedirect to={paths.profile.settings()} />} />
      <Route path="settings" element={<SettingsPage />} />
      <Route path="bets" element={<LocalizedRedirect to={paths.profile.betsHistory()} />} />
      <Route path="bets/history" element={<SectionPage namespace="profile" page="betHistory" />} />
      <Route path="bets/exports" element={<SectionPage namespace="profile" page="betExports" />} />
      <Route path="bonuses" element={<SectionPage namespace="profile" page="bonuses" />} />
      <Route path="loyalty" element={<SectionPage namespace="profile" page="loyalty" />} />
      <Route path="cashback" element={<SectionPage namespace="profile" page="cashback" />} />
      <Route path="security" element={<SectionPage namespace="profile" page="security" />} />
      <Route path="notification" element={<SectionPage namespace="profile" page="notification" />} />
      <Route path="verification" element={<SectionPage namespace="profile" page="verification" />} />
      <Route path="responsible-game" element={<SectionPage namespace="profile" page="responsibleGame" />} />
      <Route path="*" element={<SectionNotFound />} />
    </Routes>
  );
}
