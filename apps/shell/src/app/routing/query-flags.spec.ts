import {
  areFollowUpPopupsBlocked,
  backUrlFromQuery,
  hasPopupFlags,
  isAutoPopupBlocked,
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

describe('areFollowUpPopupsBlocked', () => {
  it.each([
    ['/cashier/deposit', '', true],
    ['/cashier/deposit/visa', '?amount=10', true],
    ['/cashier/deposit', '?register=success', false],
    ['/cashier/deposit', '?register=other', true],
    ['/casino', '', false],
  ])('%s%s → %s', (path, search, expected) => expect(areFollowUpPopupsBlocked(path, search)).toBe(expected));
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
