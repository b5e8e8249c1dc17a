import { FRAME_PATH_MESSAGE, postPathToParent } from './frame-path';

function framed(parentOrigin: string | 'throws') {
  const postMessage = jest.fn();
  const parent = {
    postMessage,
    get location() {
      if (parentOrigin === 'throws') throw new DOMException('cross-origin', 'SecurityError');
      return { origin: parentOrigin };
    },
  };
  const win = { parent, location: { origin: 'https://casino.test' } } as unknown as Window;
  return { win, postMessage };
}

describe('postPathToParent', () => {
  it('posts the path to a same-origin parent, addressed to that origin only', () => {
    const { win, postMessage } = framed('https://casino.test');
    expect(postPathToParent('/de/gamehall?x=1', win)).toBe(true);
    expect(postMessage).toHaveBeenCalledWith({ type: FRAME_PATH_MESSAGE, path: '/de/gamehall?x=1' }, 'https://casino.test');
  });

  it('stays silent in a cross-origin frame and at the top level', () => {
    const crossOrigin = framed('throws');
    expect(postPathToParent('/', crossOrigin.win)).toBe(false);
    expect(crossOrigin.postMessage).not.toHaveBeenCalled();
    const top = { location: { origin: 'https://casino.test' } } as unknown as Window & { parent: Window };
    (top as { parent: unknown }).parent = top;
    expect(postPathToParent('/', top)).toBe(false);
  });
});
