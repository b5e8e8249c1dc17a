export { AuthPopup as default } from '@nfx/auth-feature-auth';
