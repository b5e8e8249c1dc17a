import { renderHook, waitFor } from '@testing-library/react';
import { useSanitizedHtml } from './use-sanitized-html';

const hostile = '<p role="alert">Hi <b>there</b></p><img src="x" onerror="window.hacked=1"><script>window.hacked=1</script>';

/** A stand-in for the Sanitizer API: records what it was asked and drops what a browser's would. */
function installNativeSanitizer() {
  const allowed: string[] = [];
  const calls: string[] = [];
  class FakeSanitizer {
    allowAttribute(name: string) {
      allowed.push(name);
    }
  }
  function setHTML(this: Element, html: string, options: { sanitizer: unknown }) {
    if (!(options.sanitizer instanceof FakeSanitizer)) throw new Error('no sanitizer passed');
    calls.push(html);
    this.innerHTML = html.replace(/<script>.*?<\/script>/g, '').replace(/ onerror="[^"]*"/g, '');
  }
  Object.assign(globalThis, { Sanitizer: FakeSanitizer });
  Object.defineProperty(Element.prototype, 'setHTML', { value: setHTML, configurable: true });
  return { allowed, calls };
}

afterEach(() => {
  delete (globalThis as { Sanitizer?: unknown }).Sanitizer;
  delete (Element.prototype as { setHTML?: unknown }).setHTML;
});

describe('useSanitizedHtml', () => {
  it('answers at once with the browser sanitizer where there is one, keeping ARIA roles', async () => {
    const native = installNativeSanitizer();
    const { result } = renderHook(() => useSanitizedHtml(hostile));
    expect(result.current).toBe('<p role="alert">Hi <b>there</b></p><img src="x">');
    expect(native.calls).toEqual([hostile]);
    expect(native.allowed).toEqual(expect.arrayContaining(['role', 'aria-live']));
  });

  it('falls back to DOMPurify, loaded on demand, where the browser has no sanitizer', async () => {
    const { result } = renderHook(() => useSanitizedHtml(hostile));
    expect(result.current).toBeNull();
    await waitFor(() => expect(result.current).not.toBeNull());
    expect(result.current).toContain('<b>there</b>');
    expect(result.current).toContain('role="alert"');
    expect(result.current).not.toContain('script');
    expect(result.current).not.toContain('onerror');
  });

  it('falls back to DOMPurify when the browser has an older, different sanitizer', async () => {
    Object.assign(globalThis, {
      Sanitizer: class {
        allowAttribute() {
          throw new TypeError('not in this draft');
        }
      },
    });
    Object.defineProperty(Element.prototype, 'setHTML', { value: () => undefined, configurable: true });
    const { result } = renderHook(() => useSanitizedHtml(hostile));
    await waitFor(() => expect(result.current).toContain('<b>there</b>'));
    expect(result.current).not.toContain('onerror');
  });

  it('gives an empty string for no HTML', () => {
    expect(renderHook(() => useSanitizedHtml(undefined)).result.current).toBe('');
  });
});
