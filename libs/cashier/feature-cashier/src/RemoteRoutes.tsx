import { Route, Routes } from 'react-router';
import { LocalizedRedirect, SectionNotFound } from '@nfx/app-runtime';
import { paths } from '@nfx/paths';
import { CashierLayout } from './common/CashierLayout';
import { DepositIndexPage } from './deposit/DepositIndexPage';
import { DepositMethodPage } from './deposit/DepositMethodPage';
import { HistoryPage } from './history/HistoryPage';
import { PaymentNoticePage } from './outcome/PaymentNoticePage';
import { PaymentOutcomePage } from './outcome/PaymentOutcomePage';
import { ReceiptPage } from './receipt/ReceiptPage';
import { WalletPage } from './wallet/WalletPage';
import { WithdrawPage } from './withdraw/WithdrawPage';

/** The cashier's route tree (spec §2), relative to `/cashier`. */
export function RemoteRoutes({ section }: { section: string }) {
  if (section !== 'cashier') return <SectionNotFound />;
  return (
    <Routes>
      <Route index element={<LocalizedRedirect to={paths.cashier.wallet()} />} />
      <Route element={<CashierLayout />}>
        <Route path="wallet" element={<WalletPage />} />
        <Route path="deposit" element={<DepositIndexPage />} />
        <Route path="deposit/:sysname" element={<DepositMethodPage />} />
        <Route path="withdraw" element={<WithdrawPage />} />
        <Route path="history" element={<HistoryPage />} />
        <Route path="receipt" element={<ReceiptPage />} />
      </Route>
      {/* Where the payment provider sends the player back (spec §2 payment outcomes). */}
      <Route path="paysuccess/:transaction" element={<PaymentOutcomePage expected="success" />} />
      <Route path="paypending/:transaction" element={<PaymentOutcomePage expected="pending" />} />
      <Route path="payfail/:transaction" element={<PaymentOutcomePage expected="fail" />} />
      <Route path="paycancel" element={<PaymentNoticePage notice="cancel" />} />
      <Route path="paymobile" element={<PaymentNoticePage notice="mobile" />} />
      <Route path="paynewwindow" element={<PaymentNoticePage notice="newWindow" />} />
      {/* Billing and any other deposit path go to the deposit index (spec §2). */}
      <Route path="billing" element={<LocalizedRedirect to={paths.cashier.deposit()} />} />
      <Route path="deposit/*" element={<LocalizedRedirect to={paths.cashier.deposit()} />} />
      <Route path="*" element={<SectionNotFound />} />
    </Routes>
  );
}
