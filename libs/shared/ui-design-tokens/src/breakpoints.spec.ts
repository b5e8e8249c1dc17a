import { breakpoints, media, mediaBetween, mediaDown, mediaUp, screenUp, screens } from './breakpoints';

describe('breakpoints', () => {
  it('splits devices at 768 and 992 as §9 says', () => {
    expect(media.mobile).toBe('screen and (max-width: 767px)');
    expect(media.tablet).toBe('screen and (min-width: 768px) and (max-width: 991px)');
    expect(media.laptop).toBe('screen and (min-width: 992px)');
  });

  it.each([
    [mediaUp(1280), 'screen and (min-width: 1280px)'],
    [mediaDown(639), 'screen and (max-width: 639px)'],
    [mediaBetween(breakpoints.tabletMin, screens.lg), 'screen and (min-width: 768px) and (max-width: 1024px)'],
  ])('builds %s', (query, expected) => {
    expect(query).toBe(expected);
  });

  it('names a from-this-width-up query for every named screen', () => {
    expect(screenUp.sm).toBe('screen and (min-width: 640px)');
    expect(screenUp.xl).toBe('screen and (min-width: 1280px)');
    expect(Object.keys(screenUp)).toEqual(Object.keys(screens));
  });
});
