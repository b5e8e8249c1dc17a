import { Route, Routes } from 'react-router';
import { SectionNotFound } from '@nfx/app-runtime';
import { LoyaltyGate } from './common/LoyaltyGate';
import { ProgramPage } from './programme/ProgramPage';
import { ProgrammePage } from './programme/ProgrammePage';
import { ShopPage } from './shop/ShopPage';

/**
 * The loyalty programme's route tree: the programme, the shop and one programme (quest) by
 * sysname. Its pages get the §4 toasts like every page, from the shell's `notifications` mount
 * point (`LoyaltyToasts`), not a fetch of their own.
 */
export function RemoteRoutes({ section }: { section: string }) {
  if (section !== 'loyalty') return <SectionNotFound />;
  return (
    <LoyaltyGate>
      <Routes>
        <Route index element={<ProgrammePage />} />
        <Route path="shop" element={<ShopPage />} />
        <Route path=":sysname" element={<ProgramPage />} />
        <Route path="*" element={<SectionNotFound />} />
      </Routes>
    </LoyaltyGate>
  );
}
