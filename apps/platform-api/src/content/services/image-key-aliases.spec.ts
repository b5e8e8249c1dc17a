import { imageKeyAliasesOf, remapImageKeys } from './image-key-aliases';

describe('image-key aliases', () => {
  const banner = {
    label: 'Welcome',
    image_735_240: '/wide.svg',
    image_360_520: '/tall.svg',
    registration_popup_mobile_compact: '/small.svg',
  };

  it('reads the aliases of one kind between two of its image keys', () => {
    const settings = {
      imageKeyAliases: { banners: { registration_popup_mobile_compact: 'image_360_520' }, jackpots: { image_url_2x: 'image_url' } },
    };
    expect([...imageKeyAliasesOf(settings, 'banners')]).toEqual([['registration_popup_mobile_compact', 'image_360_520']]);
    expect([...imageKeyAliasesOf(settings, 'jackpots')]).toEqual([['image_url_2x', 'image_url']]);
    expect(imageKeyAliasesOf(settings, 'offers').size).toBe(0);
  });

  it('ignores entries that are not aliases between image keys of the kind', () => {
    const settings = {
      imageKeyAliases: {
        banners: { label: 'image_735_240', image_735_240: 'label', image_360_520: 42, extra_image: 'image_735_240', image_735_240_: 'x' },
      },
    };
    expect(imageKeyAliasesOf(settings, 'banners').size).toBe(0);
    expect(imageKeyAliasesOf({ imageKeyAliases: ['banners'] }, 'banners').size).toBe(0);
    expect(imageKeyAliasesOf(null, 'banners').size).toBe(0);
    expect(imageKeyAliasesOf({ imageKeyAliases: { banners: 'image_735_240' } }, 'banners').size).toBe(0);
  });

  it('shows the source key picture under the alias key and leaves the rest', () => {
    const aliases = new Map([['registration_popup_mobile_compact', 'image_360_520']]);
    expect(remapImageKeys(banner, aliases)).toEqual({ ...banner, registration_popup_mobile_compact: '/tall.svg' });
    expect(banner.registration_popup_mobile_compact).toBe('/small.svg');
  });

  it('reads every source from the item as it was, so two keys can swap and chains do not cascade', () => {
    const swap = new Map([
      ['image_735_240', 'image_360_520'],
      ['image_360_520', 'image_735_240'],
    ]);
    expect(remapImageKeys(banner, swap)).toMatchObject({ image_735_240: '/tall.svg', image_360_520: '/wide.svg' });
    const chain = new Map([
      ['registration_popup_mobile_compact', 'image_360_520'],
      ['image_360_520', 'image_735_240'],
    ]);
    expect(remapImageKeys(banner, chain)).toMatchObject({ registration_popup_mobile_compact: '/tall.svg', image_360_520: '/wide.svg' });
  });

  it('adds no key the item does not have (a field left out by `fields` stays out)', () => {
    const aliases = new Map([['registration_popup_mobile_compact', 'image_360_520']]);
    expect(remapImageKeys({ image_360_520: '/tall.svg' }, aliases)).toEqual({ image_360_520: '/tall.svg' });
  });
});
