import { useRef } from 'react';
import { render } from '@testing-library/react';
import { HEADER_HEIGHT_PROPERTY } from '@nfx/design-tokens';
import { useHeaderHeight } from './use-header-height';

type Report = (entries: Array<{ target: Element; borderBoxSize?: Array<{ blockSize: number }> }>) => void;

/** A ResizeObserver the test drives: `report` plays the browser's notification after a layout. */
function fakeResizeObserver() {
  const observers: Array<{ report: Report; observed: Element[]; disconnected: boolean }> = [];
  class FakeResizeObserver {
    private readonly entry: { report: Report; observed: Element[]; disconnected: boolean };
    constructor(report: Report) {
      this.entry = { report, observed: [], disconnected: false };
      observers.push(this.entry);
    }
    observe(target: Element) {
      this.entry.observed.push(target);
    }
    disconnect() {
      this.entry.disconnected = true;
    }
  }
  return { observers, FakeResizeObserver };
}

function Header() {
  const ref = useRef<HTMLElement>(null);
  useHeaderHeight(ref);
  return <header ref={ref}>Site</header>;
}

const published = () => document.documentElement.style.getPropertyValue(HEADER_HEIGHT_PROPERTY);

describe('useHeaderHeight', () => {
  const original = globalThis.ResizeObserver;
  afterEach(() => {
    globalThis.ResizeObserver = original;
  });

  it("publishes the height the observer reports, without reading the header's box during the render", () => {
    const { observers, FakeResizeObserver } = fakeResizeObserver();
    globalThis.ResizeObserver = FakeResizeObserver as unknown as typeof ResizeObserver;
    const measured = jest.spyOn(HTMLElement.prototype, 'getBoundingClientRect');
    const view = render(<Header />);
    const header = view.container.querySelector('header')!;
    expect(measured).not.toHaveBeenCalled();
    expect(observers[0]?.observed).toEqual([header]);

    observers[0]!.report([{ target: header, borderBoxSize: [{ blockSize: 92.6 }] }]);
    expect(published()).toBe('93px');

    view.unmount();
    expect(observers[0]?.disconnected).toBe(true);
    expect(published()).toBe('');
    measured.mockRestore();
  });

  it('writes an unchanged height only once, since each write restyles the whole page', () => {
    const { observers, FakeResizeObserver } = fakeResizeObserver();
    globalThis.ResizeObserver = FakeResizeObserver as unknown as typeof ResizeObserver;
    const view = render(<Header />);
    const header = view.container.querySelector('header')!;
    const writes = jest.spyOn(document.documentElement.style, 'setProperty');
    observers[0]!.report([{ target: header, borderBoxSize: [{ blockSize: 64 }] }]);
    observers[0]!.report([{ target: header, borderBoxSize: [{ blockSize: 64.2 }] }]);
    expect(writes).toHaveBeenCalledTimes(1);
    observers[0]!.report([{ target: header, borderBoxSize: [{ blockSize: 93 }] }]);
    expect(writes).toHaveBeenCalledTimes(2);
    expect(published()).toBe('93px');
    writes.mockRestore();
    view.unmount();
  });

  it('measures the header once where the browser has no ResizeObserver', () => {
    globalThis.ResizeObserver = undefined as unknown as typeof ResizeObserver;
    const measured = jest.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockReturnValue({ height: 64 } as DOMRect);
    const view = render(<Header />);
    expect(published()).toBe('64px');
    view.unmount();
    expect(published()).toBe('');
    measured.mockRestore();
  });
});
