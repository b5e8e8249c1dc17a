import { Route, Routes } from 'react-router';
import { SectionNotFound as NotFound } from '@nfx/app-runtime';
import { GamePage } from './game/GamePage';
import { GameHallPage } from './hall/GameHallPage';
import { JackpotPage } from './jackpots/JackpotPage';
import { JackpotsPage } from './jackpots/JackpotsPage';
import { GameHallCategoryRedirect } from './pages/GameHallCategoryRedirect';
import { ProvidersPage } from './providers/ProvidersPage';
import { TournamentGamesPage } from './tournaments/TournamentGamesPage';
import { TournamentPage } from './tournaments/TournamentPage';
import { TournamentsPage } from './tournaments/TournamentsPage';
import { WinnersPage } from './winners/WinnersPage';

/** The casino's route tree, per section; paths are relative to the section the shell mounted. */
export function RemoteRoutes({ section }: { section: string }) {
  switch (section) {
    case 'gamehall':
      return (
        <Routes>
          <Route index element={<GameHallPage />} />
          <Route path=":id" element={<GameHallCategoryRedirect />} />
          <Route path="*" element={<NotFound />} />
        </Routes>
      );
    case 'game':
      return (
        <Routes>
          <Route path=":sysname" element={<GamePage />} />
          <Route path="*" element={<NotFound />} />
        </Routes>
      );
    case 'jackpots':
      return (
        <Routes>
          <Route index element={<JackpotsPage />} />
          <Route path=":id" element={<JackpotPage />} />
          <Route path="*" element={<NotFound />} />
        </Routes>
      );
    case 'tournaments':
      return (
        <Routes>
          <Route index element={<TournamentsPage />} />
          <Route path=":id" element={<TournamentPage />} />
          <Route path=":id/gamehall" element={<TournamentGamesPage />} />
          <Route path="*" element={<NotFound />} />
        </Routes>
      );
    case 'providers':
      return (
        <Routes>
          <Route index element={<ProvidersPage />} />
          <Route path="*" element={<NotFound />} />
        </Routes>
      );
    case 'winners':
      return (
        <Routes>
          <Route index element={<WinnersPage />} />
          <Route path="*" element={<NotFound />} />
        </Routes>
      );
    default:
      return <NotFound />;
  }
}
