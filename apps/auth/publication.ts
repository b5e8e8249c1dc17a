import type { RemoteDeclaration } from '@nfx/remote-registry';

/**
 * What the auth remote publishes through the registry (tools/webpack/remote-publication.ts):
 * the embeddable forms (drawn without the site's header and footer), the restore mail's page, the
 * sign-in dialog and the messenger mini-app's automatic sign-in.
 */
const publication: RemoteDeclaration = {
  sections: [
    { path: 'forms', expose: './routes', frame: 'bare' },
    { path: 'reset-password', expose: './routes' },
    { path: 'confirmation', expose: './routes' },
  ],
  mounts: { 'auth-dialog': './AuthPopup', 'messenger-sign-in': './MessengerSignIn' },
  pages: ['forms/sign_in', 'forms/sign_up', 'reset-password', 'confirmation', 'confirmation/success'],
  namespaces: ['auth'],
};

export default publication;
