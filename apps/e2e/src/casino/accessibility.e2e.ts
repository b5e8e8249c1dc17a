import { sweepStates } from '../support/accessibility-sweep';

/** The casino's sections: the game hall, a game, providers, winners, jackpots and tournaments. */
sweepStates({
  signedOutLaptop: [
    { name: 'game hall', path: '/gamehall' },
    { name: 'game', path: '/game/{game}', open: 'popup' },
    { name: 'providers', path: '/providers' },
    { name: 'winners', path: '/winners' },
    { name: 'jackpots', path: '/jackpots' },
    { name: 'a jackpot', path: '/jackpots/{first:/jackpots}' },
    { name: 'tournaments', path: '/tournaments' },
    { name: 'a tournament', path: '/tournaments/{first:/tournaments}' },
    { name: 'a tournament’s games', path: '/tournaments/{first:/tournaments}/gamehall' },
  ],
  signedInLaptop: [{ name: 'game', path: '/game/{game}' }],
  signedOutPhone: [{ name: 'game', path: '/game/{game}', open: 'popup' }],
});
