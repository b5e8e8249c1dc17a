import { sweepStates } from '../support/accessibility-sweep';

/**
 * The loyalty remote's sections: promotions, offers and the loyalty programme. The shop and a
 * quest share the `/loyalty/` prefix, so they stay in one area: the quest's link is never the shop's.
 */
sweepStates({
  signedOutLaptop: [
    { name: 'promotions', path: '/promotions' },
    { name: 'a promotion', path: '/promotions/{first:/promotions}' },
    { name: 'offers', path: '/offers' },
    { name: 'an offer', path: '/offers/{first:/offers}' },
    { name: 'loyalty', path: '/loyalty' },
    { name: 'loyalty shop', path: '/loyalty/shop' },
  ],
  signedInLaptop: [{ name: 'a loyalty quest', path: '/loyalty/{first:/loyalty}' }],
  signedOutPhone: [{ name: 'promotions', path: '/promotions' }],
  signedInPhone: [{ name: 'loyalty', path: '/loyalty' }],
});
