import { sweepStates } from '../support/accessibility-sweep';

/** The auth remote's pages (the registry's `forms` and `confirmation` sections) and its dialogs over the home page. */
sweepStates({
  signedOutLaptop: [
    { name: 'confirmation', path: '/confirmation' },
    { name: 'sign-in dialog', path: '/?show_popup_auth', open: 'dialog' },
    { name: 'registration dialog', path: '/?show_popup_reg', open: 'dialog' },
    { name: 'embedded sign-in form', path: '/forms/sign_in', open: 'embedded form' },
    { name: 'embedded registration form', path: '/forms/sign_up', open: 'embedded form' },
    { name: 'confirmation success', path: '/confirmation/success' },
  ],
  signedOutPhone: [
    { name: 'sign-in dialog', path: '/?show_popup_auth', open: 'dialog' },
    { name: 'registration dialog', path: '/?show_popup_reg', open: 'dialog' },
  ],
});
