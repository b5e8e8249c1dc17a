import { paths, withQuery } from './index';

describe('paths', () => {
  it.each([
    ['home', paths.home(), '/'],
    ['the unfiltered hall', paths.gameHall(), '/gamehall'],
    ['a hall category', paths.gameHall({ category: 'slots' }), '/gamehall?category=slots'],
    ['hall providers, comma-joined', paths.gameHall({ providers: ['nova', 'aurum'] }), '/gamehall?providers=nova%2Caurum'],
    ['a game, encoded', paths.game('book of ra'), '/game/book%20of%20ra'],
    ['a tournament hall', paths.tournamentGames(4), '/tournaments/4/gamehall'],
    ['the deposit index', paths.cashier.deposit(), '/cashier/deposit'],
    ['the deposit page after registration', paths.cashier.deposit({ afterRegistration: true }), '/cashier/deposit?register=success'],
    ['a deposit method', paths.cashier.depositMethod('visa'), '/cashier/deposit/visa'],
    ['the default history tab', paths.cashier.history(), '/cashier/history'],
    ['a history tab', paths.cashier.history('withdrawal'), '/cashier/history?tab=withdrawal'],
    ['a payment outcome', paths.cashier.paySuccess('tx-9'), '/cashier/paysuccess/tx-9'],
    ['a receipt', paths.cashier.receipt(12), '/cashier/receipt?id=12'],
    ['a withdrawal receipt', paths.cashier.receipt(12, 'withdrawal'), '/cashier/receipt?id=12&type=withdrawal'],
    ['bet history', paths.profile.betsHistory(), '/profile/bets/history'],
    ['a sports event', paths.bettingEvent(1205), '/betting/event/1205'],
    ['a sports competition', paths.bettingCompetition(3), '/betting/competition/3'],
    ['the embeddable sign-in form', paths.forms.signIn(), '/forms/sign_in'],
    ['a confirmation code link', paths.confirmation('123456'), '/confirmation?code=123456'],
  ])('%s', (_case, built, expected) => {
    expect(built).toBe(expected);
  });

  it('leaves out empty query values and empty lists', () => {
    expect(withQuery('/x', { a: '', b: null, c: undefined, d: [], e: 0 })).toBe('/x?e=0');
  });
});
