import { Navigate, Route, Routes } from 'react-router';
import { SectionNotFound, SectionPage } from '@nfx/app-runtime';
import { WalletPage } from './WalletPage';

/** The cashier's route tree (deposits and withdrawals come with the cashier issue). */
export function RemoteRoutes({ section }: { section: string }) {
  if (section !== 'cashier') return <SectionNotFound />;
  return (
    <Routes>
      <Route index element={<Navigate to="wallet" replace />} />
      <Route path="wallet" element={<WalletPage />} />
      <Route path="deposit" element={<SectionPage namespace="cashier" page="deposit" />} />
      <Route path="deposit/:sysname" element={<SectionPage namespace="cashier" page="deposit" />} />
      <Route path="withdraw" element={<SectionPage namespace="cashier" page="withdraw" />} />
      <Route path="history" element={<SectionPage namespace="cashier" page="history" />} />
      <Route path="receipt" element={<SectionPage namespace="cashier" page="receipt" />} />
      {/* Billing and any other deposit path go to the deposit index (spec §2). */}
      <Route path="billing" element={<Navigate to="../deposit" relative="path" replace />} />
      <Route path="deposit/*" element={<Navigate to="../deposit" relative="path" replace />} />
      <Route path="*" element={<SectionNotFound />} />
    </Routes>
  );
}
