import type { RemoteDeclaration } from '@nfx/remote-registry';

/**
 * What the cashier publishes through the registry (tools/webpack/remote-publication.ts), including
 * the payment outcome pages under `/cashier/pay…` where the provider sends the player back.
 */
const publication: RemoteDeclaration = {
  sections: [{ path: 'cashier', expose: './routes' }],
  // A deposit method has no data yet, so any `{sysname}` is a page.
  pages: [
    'cashier',
    'cashier/wallet',
    'cashier/billing',
    'cashier/deposit',
    'cashier/deposit/:sysname',
    'cashier/withdraw',
    'cashier/history',
    'cashier/receipt',
    'cashier/paycancel',
    'cashier/paymobile',
    'cashier/paynewwindow',
    'cashier/payfail/:transaction',
    'cashier/paypending/:transaction',
    'cashier/paysuccess/:transaction',
  ],
  namespaces: ['cashier'],
};

export default publication;
