import { HALL_PRELOADED_TILES, firstPaintHtml } from './first-paint';

/** The `<img>` tags of a first paint, each as its attribute text. */
const pictures = (html: string) => [...html.matchAll(/<img [^>]*>/g)].map(([tag]) => tag);
const NAMED = 'fetchpriority="high" elementtiming="nfx-first-paint"';

describe('firstPaintHtml', () => {
  it("names the first screen's pictures for Element Timing, which the shell's first render waits on", () => {
    const banner = pictures(firstPaintHtml({ banner: { tall: '/b.svg?size=360x520', wide: '/b.svg?size=735x240' } }));
    expect(banner).toHaveLength(1);
    expect(banner[0]).toContain(NAMED);

    const cards = pictures(firstPaintHtml({ section: { title: 'Promotions', description: 'Offers', cardImages: ['/1.svg', '/2.svg'] } }));
    expect(cards.every((tag) => tag.includes(NAMED))).toBe(true);
  });

  it("names only the hall's preloaded tiles; the rest load lazily, unnamed", () => {
    const games = Array.from({ length: 5 }, (_, index) => ({ name: `Game ${index}`, image: { href: `/g${index}.webp` } }));
    const tiles = pictures(firstPaintHtml({ hall: { title: 'Casino', description: 'All games', games } }));
    expect(tiles.filter((tag) => tag.includes(NAMED))).toHaveLength(HALL_PRELOADED_TILES);
    expect(tiles.slice(HALL_PRELOADED_TILES).every((tag) => tag.includes('loading="lazy"') && !tag.includes('elementtiming'))).toBe(true);
  });

  it('draws the analytics question only when given, its texts escaped, with look-alike buttons and no controls', () => {
    const consent = { title: 'Help <us>', text: 'May we & count?', allow: 'Allow', decline: 'No, thanks' };
    const drawn = firstPaintHtml({ intro: { title: 'Betting', description: 'Live' } }, consent);
    expect(drawn).toContain(
      '<div class="nfx-fp-consent"><h2>Help &lt;us&gt;</h2><p>May we &amp; count?</p><div><span>Allow</span><span>No, thanks</span></div></div>',
    );
    expect(drawn).not.toMatch(/<(button|a|input)[\s>]/);
    expect(firstPaintHtml({ intro: { title: 'Betting', description: 'Live' } })).not.toContain('nfx-fp-consent');
  });
});
