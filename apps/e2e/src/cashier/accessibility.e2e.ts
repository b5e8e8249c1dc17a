import { sweepStates } from '../support/accessibility-sweep';

/** Every page of the cashier, which needs a signed-in player; the phone pass takes its forms and tables. */
sweepStates({
  signedInLaptop: [
    { name: 'cashier wallet', path: '/cashier/wallet' },
    { name: 'cashier deposit methods', path: '/cashier/deposit' },
    { name: 'cashier card deposit', path: '/cashier/deposit/demo-card' },
    { name: 'cashier withdraw', path: '/cashier/withdraw' },
    { name: 'cashier history', path: '/cashier/history' },
    // Without an id the receipt is the player's latest deposit (its empty state before the first one).
    { name: 'cashier receipt', path: '/cashier/receipt' },
    { name: 'cashier payment cancelled', path: '/cashier/paycancel' },
    { name: 'cashier payment pending', path: '/cashier/paypending/1' },
    { name: 'cashier payment failed', path: '/cashier/payfail/1' },
    { name: 'cashier payment succeeded', path: '/cashier/paysuccess/1' },
  ],
  signedInPhone: [
    { name: 'cashier card deposit', path: '/cashier/deposit/demo-card' },
    { name: 'cashier withdraw', path: '/cashier/withdraw' },
    { name: 'cashier history', path: '/cashier/history' },
  ],
});
