import { pageContentState, type PageContentWait, whenPageContentSettles } from './page-content';

const shown: PageContentWait = { accept: (state) => state === 'shown', quietMs: 500, quietCapMs: 5000 };
/** MutationObserver reports in a microtask, which fake timers do not run. */
const observed = () => Promise.resolve();
const main = () => document.getElementById('main')!;

beforeEach(() => {
  jest.useFakeTimers();
  document.body.innerHTML = '<main id="main"><div data-remote="casino"><div aria-busy="true" data-loading="waiting"></div></div></main>';
});
afterEach(() => {
  jest.useRealTimers();
  document.body.innerHTML = '';
});

describe('pageContentState', () => {
  it.each([
    ['a remote’s loader', '<main id="main"><div data-remote="casino"><div data-loading="spinner"></div></div></main>', 'loading'],
    ['a lazy page or the route guard’s wait', '<main id="main"><div aria-busy="true" data-page-loading=""></div></main>', 'loading'],
    ['a failed remote’s panel', '<main id="main"><section data-remote-unavailable="casino"></section></main>', 'unavailable'],
    ['the remote’s content', '<main id="main"><div data-remote="casino"><h2>Games</h2></div></main>', 'shown'],
    ['a page of the shell’s own', '<main id="main"><h1>Terms</h1></main>', 'shown'],
    // Outside the main area: a dialog's loader is not the page's.
    [
      'content beside a loading dialog',
      '<main id="main"><p>rows</p></main><div role="dialog"><div data-loading="spinner"></div></div>',
      'shown',
    ],
    ['a page without the layout, loading', '<div data-remote="auth"><div data-loading="waiting"></div></div>', 'loading'],
  ])('%s', (_, html, state) => {
    document.body.innerHTML = html;
    expect(pageContentState(document)).toBe(state);
  });
});

describe('whenPageContentSettles', () => {
  it('starts over when the loader comes back before the quiet is over (a retry, another route)', async () => {
    const callback = jest.fn();
    whenPageContentSettles(callback, shown);
    main().innerHTML = '<p>rows</p>';
    await observed();
    jest.advanceTimersByTime(400);
    main().innerHTML = '<div data-loading="waiting"></div>';
    await observed();
    jest.advanceTimersByTime(10_000);
    expect(callback).not.toHaveBeenCalled();
    main().innerHTML = '<p>rows again</p>';
    await observed();
    jest.advanceTimersByTime(500);
    expect(callback).toHaveBeenCalledTimes(1);
  });

  it('does not wait for quiet past its cap on a page that never stops changing, and ignores changes outside the page', async () => {
    const callback = jest.fn();
    whenPageContentSettles(callback, shown);
    main().innerHTML = '<ul></ul>';
    await observed();
    for (let tick = 0; tick < 30; tick += 1) {
      main().querySelector('ul')!.append(document.createElement('li'));
      await observed();
      jest.advanceTimersByTime(200);
    }
    expect(callback).toHaveBeenCalledTimes(1);

    const outside = jest.fn();
    whenPageContentSettles(outside, shown);
    for (let tick = 0; tick < 4; tick += 1) {
      document.body.append(document.createElement('aside'));
      await observed();
      jest.advanceTimersByTime(200);
    }
    expect(outside).toHaveBeenCalledTimes(1);
  });
});
