import { sweepStates } from '../support/accessibility-sweep';

/** The betting remote's section: the board, an event and my bets (the bet history is the profile's page). */
sweepStates({
  signedOutLaptop: [
    { name: 'betting', path: '/betting' },
    { name: 'a betting event', path: '/betting/event/{first:/betting}' },
  ],
  signedInLaptop: [{ name: 'my bets', path: '/betting/bets' }],
  signedOutPhone: [{ name: 'betting', path: '/betting' }],
});
