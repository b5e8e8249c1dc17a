import { isInFrame } from './in-frame';

describe('isInFrame', () => {
  it('is false for the top-level jsdom page', () => {
    expect(isInFrame()).toBe(false);
  });

  it('is true when the top window is another window', () => {
    expect(isInFrame({ self: window, top: {} as Window })).toBe(true);
  });

  it('is true when a cross-origin parent refuses access', () => {
    const crossOrigin = {
      self: window,
      get top(): Window {
        throw new DOMException('Blocked a frame with origin', 'SecurityError');
      },
    };
    expect(isInFrame(crossOrigin)).toBe(true);
  });
});
