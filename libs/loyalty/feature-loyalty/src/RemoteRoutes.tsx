import { Route, Routes } from 'react-router';
import { SectionNotFound, SectionPage } from '@nfx/app-runtime';

/** The loyalty programme's route tree (programme data comes with the loyalty issue). */
export function RemoteRoutes({ section }: { section: string }) {
  if (section !== 'loyalty') return <SectionNotFound />;
  return (
    <Routes>
      <Route index element={<SectionPage namespace="loyalty" page="programme" />} />
      <Route path="shop" element={<SectionPage namespace="loyalty" page="shop" />} />
      <Route path=":sysname" element={<SectionPage namespace="loyalty" page="programme" />} />
      <Route path="*" element={<SectionNotFound />} />
    </Routes>
  );
}
