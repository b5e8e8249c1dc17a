import { paths } from '@nfx/paths';
import type { RemoteDeclaration } from '@nfx/remote-registry';

/** What the loyalty remote publishes through the registry (tools/webpack/remote-publication.ts). */
const publication: RemoteDeclaration = {
  sections: [
    { path: 'loyalty', expose: './routes' },
    { path: 'promotions', expose: './routes' },
    { path: 'offers', expose: './routes' },
  ],
  // The toasts of §4 on every page, mounted by the shell's layout.
  mounts: { notifications: './LoyaltyToasts' },
  menu: [
    { id: 'programme', path: paths.loyalty(), label: 'loyalty.menu.programme' },
    { id: 'promotions', path: paths.promotions(), label: 'promotions.menu.promotions' },
  ],
  // Fixed children before the parameter: the first matching page wins.
  pages: ['loyalty', 'loyalty/shop', { path: 'loyalty/:key', lookup: 'loyalty' }],
  namespaces: ['loyalty', 'promotions'],
};

export default publication;
