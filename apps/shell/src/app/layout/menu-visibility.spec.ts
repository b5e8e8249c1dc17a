import { selectLoyaltyEnabled, visibleMenuItems } from './menu-visibility';

describe('menu visibility', () => {
  const items = [
    { id: 'hall', url: '/gamehall' },
    { id: 'loyalty', url: '/loyalty' },
    { id: 'shop', url: '/loyalty/shop' },
    { id: 'lookalike', url: '/loyalty-club' },
  ];

  it('keeps every entry while loyalty is on, and drops the loyalty pages when it is off', () => {
    expect(visibleMenuItems(items, true)).toEqual(items);
    expect(visibleMenuItems(items, false).map((item) => item.id)).toEqual(['hall', 'lookalike']);
  });

  it('reads the switch from the CMS config, on by default', () => {
    expect(selectLoyaltyEnabled({})).toBe(true);
    expect(selectLoyaltyEnabled({ loyalty: { isEnableLoyalty: false } })).toBe(false);
  });
});
