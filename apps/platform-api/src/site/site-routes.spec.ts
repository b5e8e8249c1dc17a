import { classifyPath, systemPageOf } from './site-routes';

describe('classifyPath', () => {
  const page = { kind: 'page' };
  const slug = { kind: 'slug' };
  const notFound = { kind: 'not-found' };
  const detail = (section: string, key: string) => ({ kind: 'detail', section, key });
  it.each([
    ['/', page],
    ['/gamehall', page],
    ['/cashier/deposit/visa', page],
    ['/cashier/paysuccess/123', page],
    ['/profile/bets/history', page],
    ['/forms/sign_in', page],
    ['/bets/anything/at/all', page],
    ['/loyalty/shop', page],
    ['/confirmation/success', page],
    ['/game/book-of-dead', detail('game', 'book-of-dead')],
    ['/tournaments/7', detail('tournament', '7')],
    ['/tournaments/7/gamehall', detail('tournament', '7')],
    ['/jackpots/mini', detail('jackpot', 'mini')],
    ['/promotions/spring', detail('promotion', 'spring')],
    ['/offers/12', detail('offer', '12')],
    ['/loyalty/gold', detail('loyalty', 'gold')],
    ['/about', slug],
    ['/some-campaign', slug],
    ['/game', notFound],
    ['/forms', notFound],
    ['/game/book-of-dead/extra', notFound],
    ['/tournaments/7/rules', notFound],
    ['/cashier/nonsense', notFound],
    ['/cashier/payfail', notFound],
    ['/profile/nonsense', notFound],
    ['/confirmation/nonsense', notFound],
    ['/reset-password/extra', notFound],
    ['/about/team', notFound],
    ['/no/such/page', notFound],
    ['/winners/extra', notFound],
    ['/gamehall/slots/extra', notFound],
  ] as const)('%s is %o', (path, route) => {
    expect(classifyPath(path)).toEqual(route);
  });
});

describe('systemPageOf', () => {
  it.each([
    ['/maintenance', 'maintenance'],
    ['/user-block', 'userBlock'],
    ['/cashier/paysuccess/123', 'paySuccess'],
    ['/cashier/paycancel', 'payCancel'],
    ['/cashier/paysuccess', null],
    ['/gamehall', null],
  ] as const)('%s shows %s', (path, page) => {
    expect(systemPageOf(path)).toBe(page);
  });
});
