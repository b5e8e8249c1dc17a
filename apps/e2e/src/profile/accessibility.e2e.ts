import { sweepStates } from '../support/accessibility-sweep';

/**
 * Every page of the profile, which needs a signed-in player: the bet history and the loyalty tab are
 * the profile's pages (its registry section), whatever they show.
 */
sweepStates({
  signedInLaptop: [
    { name: 'profile settings', path: '/profile/settings' },
    { name: 'profile contacts and notifications', path: '/profile/notification' },
    { name: 'profile security', path: '/profile/security' },
    { name: 'profile verification', path: '/profile/verification' },
    { name: 'profile bet history', path: '/profile/bets/history' },
    { name: 'profile bet history, sports', path: '/profile/bets/history?tab=sports' },
    { name: 'profile bet exports', path: '/profile/bets/exports' },
    { name: 'profile bonuses', path: '/profile/bonuses' },
    { name: 'profile cashback', path: '/profile/cashback' },
    { name: 'profile loyalty', path: '/profile/loyalty' },
    { name: 'profile responsible gaming', path: '/profile/responsible-game' },
  ],
  signedInPhone: [
    { name: 'profile settings', path: '/profile/settings' },
    { name: 'profile responsible gaming', path: '/profile/responsible-game' },
  ],
});
