import sharp from 'sharp';
import { type ArtworkPicture, renderArtworkSvg } from '../../src/casino/services/artwork-svg';
import { escapeXml, fitTitle, textWidthEm } from '../../src/casino/services/artwork-lettering';
import { createImageRenderer } from '../../src/casino/services/image-renderer';

const picture = (title: string, provider: string, mark = 'XY'): ArtworkPicture => ({
  artwork: { from: '#1f1147', to: '#5b21b6', accent: '#fbbf24', motif: 'sevens', mark },
  title,
  provider,
});

/** The text content of the elements marked with a data-role, tags removed. */
function textOf(svg: string, role: 'title' | 'provider'): string {
  const element = new RegExp(`<(text|g)[^>]*data-role="${role}"[^>]*>(.*?)</\\1>`).exec(svg);
  return (element?.[2] ?? '')
    .replace(/<[^>]+>/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

describe('game artwork', () => {
  it('letters the title in capitals and names the provider in a corner plate', () => {
    const svg = renderArtworkSvg('games/golden-tiger', picture('Golden Tiger Megaways', 'Blue Fox Studios'), 288, 192);
    expect(textOf(svg, 'title')).toBe('GOLDEN TIGER MEGAWAYS');
    expect(textOf(svg, 'provider')).toBe('BLUE FOX STUDIOS');
  });

  it('draws no plate when the picture has no provider, and the stored mark when it has no title', () => {
    const svg = renderArtworkSvg('providers/aurora', picture('', '', 'AG'), 160, 80);
    expect(svg).not.toContain('data-role="provider"');
    expect(textOf(svg, 'title')).toBe('AG');
  });

  it('escapes markup in the title and the provider, and the result is an SVG sharp renders', async () => {
    const svg = renderArtworkSvg('games/x', picture('Tom & Jerry <b>"Wild"</b>', 'Evil\u0001 <script>alert(1)</script> Ltd'), 288, 192);
    expect(svg.toLowerCase()).not.toContain('<b>');
    expect(svg.toLowerCase()).not.toContain('<script>');
    expect(svg).not.toContain('\u0001');
    expect(svg).toContain('TOM &#38; JERRY');
    expect(svg).toContain('&#60;SCRIPT&#62;');
    const { info } = await sharp(Buffer.from(svg)).png().toBuffer({ resolveWithObject: true });
    expect([info.width, info.height]).toEqual([288, 192]);
  });

  it('draws the same picture for the same parameters and another for another game', () => {
    const one = renderArtworkSvg('games/a', picture('Lucky Sevens', 'Iris Play'), 288, 192);
    expect(renderArtworkSvg('games/a', picture('Lucky Sevens', 'Iris Play'), 288, 192)).toBe(one);
    expect(renderArtworkSvg('games/b', picture('Lucky Sevens', 'Iris Play'), 288, 192)).not.toBe(one);
  });

  it.each([
    ['Hot Mummy', 1],
    ['Midnight Leprechaun Hold & Win', 2],
    ['Sparkling Pharaoh Bonanza', 2],
    ['Supercalifragilisticexpialidocious', 1],
  ])('fits "%s" on %i line(s) inside the tile', (title, lines) => {
    const fitted = fitTitle(title, 259, 77, 40);
    expect(fitted.lines).toHaveLength(lines);
    expect(fitted.lines.join(' ')).toBe(title.toUpperCase());
    for (const line of fitted.lines) expect(textWidthEm(line) * fitted.fontSize).toBeLessThanOrEqual(259);
    expect(fitted.lines.length * fitted.fontSize * 1.08).toBeLessThanOrEqual(77);
  });

  it('keeps the characters XML 1.0 forbids out of the text', () => {
    expect(escapeXml('a\u0000b\u001fc\ud800d<&>')).toBe('abcd&#60;&#38;&#62;');
  });

  it('renders webp and AVIF, each cached once per format and the same bytes every time', async () => {
    const renderer = createImageRenderer();
    const webp = await renderer.render('games/a', picture('Lucky Sevens', 'Iris Play'), 288, 192, 2, 'webp');
    const avif = await renderer.render('games/a', picture('Lucky Sevens', 'Iris Play'), 288, 192, 2, 'avif');
    expect(webp.body.subarray(8, 12).toString('latin1')).toBe('WEBP');
    expect(avif.body.subarray(4, 12).toString('latin1')).toBe('ftypavif');
    expect(renderer.cachedCount).toBe(2);
    expect((await renderer.render('games/a', picture('Lucky Sevens', 'Iris Play'), 288, 192, 2, 'avif')).etag).toBe(avif.etag);
    expect(renderer.cachedCount).toBe(2);
    const fresh = await createImageRenderer().render('games/a', picture('Lucky Sevens', 'Iris Play'), 288, 192, 2, 'avif');
    expect(fresh.etag).toBe(avif.etag);
    // A renamed game is a new picture, not the cached one.
    await renderer.render('games/a', picture('Lucky Sevens Deluxe', 'Iris Play'), 288, 192, 2, 'avif');
    expect(renderer.cachedCount).toBe(3);
  });
});
