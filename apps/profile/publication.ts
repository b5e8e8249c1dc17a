import type { RemoteDeclaration } from '@nfx/remote-registry';

/** What the profile publishes through the registry (tools/webpack/remote-publication.ts). */
const publication: RemoteDeclaration = {
  sections: [{ path: 'profile', expose: './routes' }],
  pages: [
    'profile',
    'profile/settings',
    'profile/bets',
    'profile/bets/history',
    'profile/bets/exports',
    'profile/bonuses',
    'profile/loyalty',
    'profile/cashback',
    'profile/security',
    'profile/notification',
    'profile/verification',
    'profile/responsible-game',
  ],
  namespaces: ['profile', 'responsible-game'],
};

export default publication;
