import { anchorTarget, savedScrollPosition, saveScrollPosition } from './scroll-memory';

beforeEach(() => sessionStorage.clear());

describe('scroll memory', () => {
  it('saves and reads positions by history key', () => {
    saveScrollPosition('abc', 420.4);
    expect(savedScrollPosition('abc')).toBe(420);
    expect(savedScrollPosition('other')).toBeNull();
  });

  it('keeps only the most recent 50 entries', () => {
    for (let index = 0; index < 60; index += 1) saveScrollPosition(`key-${index}`, index);
    expect(savedScrollPosition('key-0')).toBeNull();
    expect(savedScrollPosition('key-59')).toBe(59);
  });

  it('survives a broken stored value', () => {
    sessionStorage.setItem('nfx_scroll_positions', '{not json');
    expect(savedScrollPosition('abc')).toBeNull();
  });
});

describe('anchorTarget', () => {
  it('finds the element of an anchor hash but ignores flag hashes', () => {
    document.body.innerHTML = '<h2 id="faq">FAQ</h2><h2 id="real">Real</h2><h2 id="über">Ü</h2>';
    expect(anchorTarget('#faq')?.textContent).toBe('FAQ');
    expect(anchorTarget('#%C3%BCber')?.textContent).toBe('Ü');
    expect(anchorTarget('#real')).toBeNull();
    expect(anchorTarget('#missing')).toBeNull();
    expect(anchorTarget('')).toBeNull();
    expect(anchorTarget('#%E0%A4%A')).toBeNull();
  });
});
