import { resolveFeatureFlags } from '@nfx/paths';
import { selectLoyaltyEnabled, visibleMenuItems } from './menu-visibility';

describe('menu visibility', () => {
  const items = [
    { id: 'hall', url: '/gamehall' },
    { id: 'loyalty', url: '/loyalty' },
    { id: 'shop', url: '/loyalty/shop' },
    { id: 'lookalike', url: '/loyalty-club' },
  ];

  it('keeps every entry while loyalty is on, and drops the loyalty pages when it is off', () => {
    expect(visibleMenuItems(items, { loyaltyEnabled: true, flags: undefined })).toEqual(items);
    expect(visibleMenuItems(items, { loyaltyEnabled: false, flags: undefined }).map((item) => item.id)).toEqual(['hall', 'lookalike']);
  });

  it('reads the switch from the CMS config, on by default', () => {
    expect(selectLoyaltyEnabled({})).toBe(true);
    expect(selectLoyaltyEnabled({ loyalty: { isEnableLoyalty: false } })).toBe(false);
  });

  it.each([
    ['isResponsibleGamingEnable', ['/responsible-game', '/profile/responsible-game', '/profile/responsible-game?tab=limits']],
    ['isBetHistoryEnable', ['/profile/bets', '/profile/bets/history']],
    ['isSumsubEnable', ['/profile/verification']],
  ] as const)('drops the links to the pages of %s while it is off, and only those', (flag, urls) => {
    const links = [...urls, '/profile/bets/exports', '/profile/security', '/gamehall'].map((url) => ({ id: url, url }));
    const on = resolveFeatureFlags({});
    expect(visibleMenuItems(links, { loyaltyEnabled: true, flags: on })).toEqual(links);
    const visible = visibleMenuItems(links, { loyaltyEnabled: true, flags: { ...on, [flag]: false } }).map((item) => item.url);
    expect(visible).toEqual(['/profile/bets/exports', '/profile/security', '/gamehall']);
  });
});
