import { Route, Routes } from 'react-router';
import { SectionNotFound as NotFound, SectionPage } from '@nfx/app-runtime';
import { GameHallCategoryRedirect } from './pages/GameHallCategoryRedirect';

/** The casino's route tree (the catalogue pages themselves come with the casino issue), per section; paths are relative to the section the shell mounted. */
export function RemoteRoutes({ section }: { section: string }) {
  switch (section) {
    case 'gamehall':
      return (
        <Routes>
          <Route index element={<SectionPage namespace="casino" page="gamehall" />} />
          <Route path=":id" element={<GameHallCategoryRedirect />} />
          <Route path="*" element={<NotFound />} />
        </Routes>
      );
    case 'game':
      return (
        <Routes>
          <Route path=":sysname" element={<SectionPage namespace="casino" page="game" />} />
          <Route path="*" element={<NotFound />} />
        </Routes>
      );
    case 'jackpots':
    case 'tournaments':
      return (
        <Routes>
          <Route index element={<SectionPage namespace="casino" page={section} />} />
          <Route path=":id" element={<SectionPage namespace="casino" page={section} />} />
          {section === 'tournaments' && <Route path=":id/gamehall" element={<SectionPage namespace="casino" page="gamehall" />} />}
          <Route path="*" element={<NotFound />} />
        </Routes>
      );
    case 'providers':
    case 'winners':
      return (
        <Routes>
          <Route index element={<SectionPage namespace="casino" page={section} />} />
          <Route path="*" element={<NotFound />} />
        </Routes>
      );
    default:
      return <NotFound />;
  }
}
