export { MessengerAutoSignIn as default } from '@nfx/auth-feature-auth';
