import { Route, Routes } from 'react-router';
import { LocalizedRedirect, SectionNotFound, SectionPage } from '@nfx/app-runtime';
import { paths } from '@nfx/paths';
import { WalletPage } from './WalletPage';

/** The cashier's route tree (deposits and withdrawals come with the cashier issue). */
export function RemoteRoutes({ section }: { section: string }) {
  if (section !== 'cashier') return <SectionNotFound />;
  return (
    <Routes>
      <Route index element={<LocalizedRedirect to={paths.cashier.wallet()} />} />
      <Route path="wallet" element={<WalletPage />} />
      <Route path="deposit" element={<SectionPage namespace="cashier" page="deposit" />} />
      <Route path="deposit/:sysname" element={<SectionPage namespace="cashier" page="deposit" />} />
      <Route path="withdraw" element={<SectionPage namespace="cashier" page="withdraw" />} />
      <Route path="history" element={<SectionPage namespace="cashier" page="history" />} />
      <Route path="receipt" element={<SectionPage namespace="cashier" page="receipt" />} />
      {/* Billing and any other deposit path go to the deposit index (spec §2). */}
      <Route path="billing" element={<LocalizedRedirect to={paths.cashier.deposit()} />} />
      <Route path="deposit/*" element={<LocalizedRedirect to={paths.cashier.deposit()} />} />
      <Route path="*" element={<SectionNotFound />} />
    </Routes>
  );
}
