import type { ReactNode } from 'react';
import { Route, Routes } from 'react-router';
import { SectionNotFound } from '@nfx/app-runtime';
import { LoyaltyGate } from './common/LoyaltyGate';
import { usePageContext } from './common/use-page-context';
import { useLoyaltyToasts } from './common/use-loyalty-toasts';
import { ProgramPage } from './programme/ProgramPage';
import { ProgrammePage } from './programme/ProgrammePage';
import { ShopPage } from './shop/ShopPage';

/** The toasts of §4 while a loyalty page is open. */
function WithToasts({ children }: { children: ReactNode }) {
  const { signedIn } = usePageContext();
  useLoyaltyToasts(signedIn);
  return <>{children}</>;
}

/** The loyalty programme's route tree: the programme, the shop and one programme (quest) by sysname. */
export function RemoteRoutes({ section }: { section: string }) {
  if (section !== 'loyalty') return <SectionNotFound />;
  return (
    <LoyaltyGate>
      <WithToasts>
        <Routes>
          <Route index element={<ProgrammePage />} />
          <Route path="shop" element={<ShopPage />} />
          <Route path=":sysname" element={<ProgramPage />} />
          <Route path="*" element={<SectionNotFound />} />
        </Routes>
      </WithToasts>
    </LoyaltyGate>
  );
}
