import { Route, Routes } from 'react-router';
import { SectionNotFound } from '@nfx/app-runtime';
import { BettingProvider } from './betting-context';
import { MyBetsPage } from './bets/MyBetsPage';
import { BettingPage } from './board/BettingPage';
import { CompetitionPage } from './competition/CompetitionPage';
import { EventPage } from './event/EventPage';

/** The betting section's route tree, relative to `/betting`; every page is in the remote's publication.ts too. */
export function RemoteRoutes({ section }: { section: string }) {
  if (section !== 'betting') return <SectionNotFound />;
  return (
    <BettingProvider>
      <Routes>
        <Route index element={<BettingPage />} />
        <Route path="bets" element={<MyBetsPage />} />
        <Route path="event/:id" element={<EventPage />} />
        <Route path="competition/:id" element={<CompetitionPage />} />
        <Route path="*" element={<SectionNotFound />} />
      </Routes>
    </BettingProvider>
  );
}
