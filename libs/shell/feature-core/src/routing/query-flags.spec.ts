import {
  areCampaignPopupsBlocked,
  areFollowUpPopupsBlocked,
  backUrlFromQuery,
  hasPopupFlags,
  hasPromoCode,
  isActionPage,
  isAutoPopupBlocked,
  isGameHall,
  isRegisterSuccess,
  popupFromQuery,
  popupPreviewId,
  resolvePromoCode,
  safeBackUrl,
  withoutPopupFlags,
} from './query-flags';

describe('popupFromQuery', () => {
  it.each([
    ['?show_popup_reg', '/', { mode: 'registration', preventClose: false }],
    ['?show_popup_auth=1', '/gamehall', { mode: 'authorization', preventClose: false }],
    ['?show_popup_auth&prevent_close=1', '/', { mode: 'authorization', preventClose: true }],
    ['?show_popup_auth&prevent_close=0', '/', { mode: 'authorization', preventClose: false }],
    ['?show_popup_auth&show_popup_reg', '/', { mode: 'registration', preventClose: false }],
    ['?prevent_close=1', '/', null],
    ['', '/', null],
    ['?show_popup_reg', '/cashier/deposit', null],
    ['?show_popup_reg', '/cashier/deposit/visa', null],
    ['?show_popup_reg', '/cashier/history', { mode: 'registration', preventClose: false }],
  ])('%s on %s', (search, path, expected) => {
    expect(popupFromQuery(search, path)).toEqual(expected);
  });
});

describe('isAutoPopupBlocked', () => {
  it.each([
    ['/cashier/deposit', true],
    ['/cashier/deposit/', true],
    ['/cashier/deposit/visa', true],
    ['/cashier/deposit/visa/extra', false],
    ['/cashier', false],
    ['/', false],
  ])('%s → %s', (path, expected) => expect(isAutoPopupBlocked(path)).toBe(expected));
});

describe('pages opened to act on or browse', () => {
  it.each([
    ['/game/book-of-dead', true],
    ['/game/', false],
    ['/cashier', true],
    ['/cashier/paysuccess/12', true],
    ['/promotions', false],
    ['/', false],
  ])('isActionPage(%s) → %s', (path, expected) => expect(isActionPage(path)).toBe(expected));

  it.each([
    ['/gamehall', true],
    ['/gamehall/', true],
    ['/gamehall/7', true],
    ['/tournaments/3/gamehall', true],
    ['/tournaments/3', false],
    ['/tournaments', false],
    ['/game/x', false],
  ])('isGameHall(%s) → %s', (path, expected) => expect(isGameHall(path)).toBe(expected));

  it.each([
    ['?promo_code=WELCOME10', true],
    ['?category=3&promo_code=A', true],
    ['?promo_code=%20%20', false],
    ['?promo_code=', false],
    ['', false],
  ])('hasPromoCode(%s) → %s', (search, expected) => expect(hasPromoCode(search)).toBe(expected));
});

/**
 * Which of the popups a page may open by itself stay shut there: `none`, the campaign's only, or
 * `all` (the follow-ups, unseen cashback and campaign, and so the campaign's too).
 */
type Shut = 'none' | 'campaign' | 'all';

describe('areFollowUpPopupsBlocked and areCampaignPopupsBlocked', () => {
  it.each<[string, string, Shut]>([
    ['/', '', 'none'],
    ['/casino', '', 'none'],
    ['/promotions', '', 'none'],
    ['/promotions/12', '', 'none'],
    ['/offers/3', '', 'none'],
    ['/tournaments/3', '', 'none'],
    ['/game', '', 'none'],
    ['/games', '', 'none'],
    ['/gamehall', '', 'campaign'],
    ['/gamehall', '?category=3&providers=a,b', 'campaign'],
    ['/gamehall/7', '', 'campaign'],
    ['/tournaments/3/gamehall', '', 'campaign'],
    ['/', '?promo_code=WELCOME10', 'campaign'],
    ['/casino', '?promo_code=WELCOME10', 'campaign'],
    ['/promotions/12', '?promo_code=WELCOME10', 'campaign'],
    ['/', '?promo_code=', 'none'],
    ['/forms/sign_in', '', 'campaign'],
    ['/forms/sign_up', '?register=success', 'campaign'],
    ['/game/book-of-dead', '', 'all'],
    ['/game/book-of-dead', '?register=success', 'none'],
    ['/cashier/deposit', '', 'all'],
    ['/cashier/deposit/visa', '', 'all'],
    ['/cashier/deposit/visa', '?amount=10', 'all'],
    ['/cashier/deposit', '?register=other', 'all'],
    // §4: registration leads here with its queued follow-ups, the campaign popup among them.
    ['/cashier/deposit', '?register=success', 'none'],
    ['/cashier/withdraw', '', 'all'],
    ['/cashier/history', '?tab=bonuses', 'all'],
  ])('%s%s: %s shut', (path, search, shut) => {
    expect(areFollowUpPopupsBlocked(path, search)).toBe(shut === 'all');
    expect(areCampaignPopupsBlocked(path, search)).toBe(shut !== 'none');
  });
});

describe('withoutPopupFlags', () => {
  it('drops only the popup flags', () => {
    expect(withoutPopupFlags('?show_popup_auth&prevent_close=1&promo_code=WELCOME')).toBe('?promo_code=WELCOME');
    expect(withoutPopupFlags('?show_popup_reg=1')).toBe('');
  });

  it('tells whether any popup flag is present', () => {
    expect(hasPopupFlags('?prevent_close=1')).toBe(true);
    expect(hasPopupFlags('?show_popup_reg')).toBe(true);
    expect(hasPopupFlags('?promo_code=A')).toBe(false);
  });
});

describe('register=success and popup preview', () => {
  it('reads register=success', () => {
    expect(isRegisterSuccess('?register=success')).toBe(true);
    expect(isRegisterSuccess('?register=1')).toBe(false);
  });

  it.each([
    ['?popup=12', '#popup-preview', 12],
    ['?popup=12', '', null],
    ['?popup=abc', '#popup-preview', null],
    ['', '#popup-preview', null],
  ])('%s %s → %s', (search, hash, expected) => expect(popupPreviewId(search, hash)).toBe(expected));
});

describe('safeBackUrl', () => {
  const origin = 'https://casino.test';
  const hosts = ['partners.example.com'];
  it.each([
    ['/cashier/deposit', '/cashier/deposit'],
    ['https://casino.test/x?y=1', 'https://casino.test/x?y=1'],
    ['https://partners.example.com/back', 'https://partners.example.com/back'],
    ['https://PARTNERS.example.com/back', 'https://PARTNERS.example.com/back'],
    ['https://evil.test/', null],
    ['//evil.test/path', null],
    ['javascript:alert(1)', null],
    ['http://casino.test.evil.test/', null],
    ['', null],
  ])('%s → %s', (value, expected) => expect(safeBackUrl(value, origin, hosts)).toBe(expected));

  it('reads backUrl from the query', () => {
    expect(backUrlFromQuery('?backUrl=%2Fpromotions', origin, hosts)).toBe('/promotions');
    expect(backUrlFromQuery('?backUrl=https%3A%2F%2Fevil.test', origin, hosts)).toBeNull();
  });
});

describe('resolvePromoCode', () => {
  it('the query replaces the stored code', () => {
    expect(resolvePromoCode('?promo_code=NEW', 'OLD')).toEqual({ code: 'NEW', store: true });
  });
  it('keeps the stored one without a query code', () => {
    expect(resolvePromoCode('', 'OLD')).toEqual({ code: 'OLD', store: false });
    expect(resolvePromoCode('?promo_code=%20%20', 'OLD')).toEqual({ code: 'OLD', store: false });
  });
  it('trims and does not rewrite an unchanged code', () => {
    expect(resolvePromoCode('?promo_code=%20SAME%20', 'SAME')).toEqual({ code: 'SAME', store: false });
    expect(resolvePromoCode('?promo_code=FIRST', null)).toEqual({ code: 'FIRST', store: true });
  });
});
