import type { RemoteDeclaration } from '@nfx/remote-registry';

/**
 * What the cashier publishes through the registry (tools/webpack/remote-publication.ts). The
 * payment outcome pages under `/cashier/pay…` are the shell's system pages, not the cashier's.
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
  ],
  namespaces: ['cashier'],
};

export default publication;
