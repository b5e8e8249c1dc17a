import { CHAT_READY_POLL_MS, CHAT_READY_TIMEOUT_MS, loadChat } from './chat-loader';
import { isChatHiddenPath } from './chat-paths';
import { chatProviderOf, chatProviders, type ChatProvider, type ChatWindow } from './chat-providers';
import { IDLE_FALLBACK_MS, onFirstActivityOrIdle } from './first-activity';

beforeEach(() => jest.useFakeTimers());
afterEach(() => {
  jest.useRealTimers();
  document.head.querySelectorAll('script[data-nfx-chat]').forEach((script) => script.remove());
});

function fakeProvider(overrides: Partial<ChatProvider> = {}): ChatProvider {
  return { ...chatProviders['none']!, ...overrides };
}

describe('loadChat', () => {
  it('the no-behaviour provider loads no script and is ready at once', async () => {
    await expect(loadChat(chatProviders['none']!, {})).resolves.toBe(true);
    expect(document.head.querySelector('script[data-nfx-chat]')).toBeNull();
  });

  it('injects the script once, then polls every 100 ms until ready', async () => {
    const win = {} as ChatWindow;
    let readyAfter = 3;
    const isReady = jest.fn(() => readyAfter-- <= 0);
    const promise = loadChat(fakeProvider({ scriptUrl: () => 'https://chat.test/widget.js', isReady }), {}, { win });
    const script = document.head.querySelector<HTMLScriptElement>('script[data-nfx-chat]');
    expect(script?.src).toBe('https://chat.test/widget.js');
    script?.onload?.(new Event('load'));
    await Promise.resolve();
    await jest.advanceTimersByTimeAsync(CHAT_READY_POLL_MS * 3);
    await expect(promise).resolves.toBe(true);
    expect(isReady).toHaveBeenCalledTimes(4);
  });

  it('gives up after 5 s and only logs', async () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    const promise = loadChat(fakeProvider({ isReady: () => false }), {}, { win: {} as ChatWindow });
    await jest.advanceTimersByTimeAsync(CHAT_READY_TIMEOUT_MS + CHAT_READY_POLL_MS);
    await expect(promise).resolves.toBe(false);
    expect(warn).toHaveBeenCalled();
    warn.mockRestore();
  });

  it('a script that fails to load resolves false instead of throwing', async () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    const promise = loadChat(fakeProvider({ scriptUrl: () => 'https://chat.test/broken.js', isReady: () => false }), {});
    document.head.querySelector<HTMLScriptElement>('script[data-nfx-chat]')?.onerror?.(new Event('error'));
    await expect(promise).resolves.toBe(false);
    warn.mockRestore();
  });
});

describe('onFirstActivityOrIdle', () => {
  it('starts on the first activity, once', () => {
    const start = jest.fn();
    onFirstActivityOrIdle(start);
    window.dispatchEvent(new Event('scroll'));
    window.dispatchEvent(new Event('click'));
    jest.advanceTimersByTime(IDLE_FALLBACK_MS * 2);
    expect(start).toHaveBeenCalledTimes(1);
  });

  it('falls back to a 1 s timer without requestIdleCallback', () => {
    const start = jest.fn();
    onFirstActivityOrIdle(start);
    jest.advanceTimersByTime(IDLE_FALLBACK_MS - 1);
    expect(start).not.toHaveBeenCalled();
    jest.advanceTimersByTime(1);
    expect(start).toHaveBeenCalledTimes(1);
  });

  it('does nothing once cancelled', () => {
    const start = jest.fn();
    const cancel = onFirstActivityOrIdle(start);
    cancel();
    window.dispatchEvent(new Event('click'));
    jest.advanceTimersByTime(IDLE_FALLBACK_MS);
    expect(start).not.toHaveBeenCalled();
  });
});

describe('providers', () => {
  it('supports the seven providers and nothing else', () => {
    expect(Object.keys(chatProviders).sort()).toEqual(['crisp', 'freshchat', 'intercom', 'livechat', 'none', 'tawk', 'zendesk']);
    expect(chatProviderOf('unknown')).toBeNull();
    expect(chatProviderOf('toString')).toBeNull();
  });

  it('needs its account id before it loads anything', () => {
    expect(chatProviders['crisp']!.scriptUrl({})).toBeNull();
    expect(chatProviders['intercom']!.scriptUrl({ id: 'abc' })).toBe('https://widget.intercom.io/widget/abc');
    expect(chatProviders['tawk']!.scriptUrl({ id: 'p1' })).toBe('https://embed.tawk.to/p1/default');
  });

  it('passes identity and reset to Intercom', () => {
    const intercom = jest.fn();
    const win = { Intercom: intercom } as unknown as ChatWindow;
    const provider = chatProviders['intercom']!;
    provider.setIdentity(win, { uid: 42, name: 'Lucky', email: 'p@example.com', phone: '' }, { id: 'app' });
    expect(intercom).toHaveBeenCalledWith('update', { user_id: '42', name: 'Lucky', email: 'p@example.com', phone: '' });
    provider.reset(win, { id: 'app' });
    expect(intercom).toHaveBeenCalledWith('shutdown');
    expect(intercom).toHaveBeenCalledWith('boot', { app_id: 'app' });
  });

  it('sends "none" as Freshchat email when there is none', () => {
    const setProperties = jest.fn();
    const win = { fcWidget: { setExternalId: jest.fn(), user: { setProperties } } } as unknown as ChatWindow;
    chatProviders['freshchat']!.setIdentity(win, { uid: 0, name: '', email: '', phone: '' }, {});
    expect(setProperties).toHaveBeenCalledWith({ firstName: '', email: 'none', phone: '' });
  });

  it.each([
    ['/betting', true],
    ['/game/book-of-ra', true],
    ['/gamehall', false],
    ['/', false],
  ])('chat hidden on %s → %s', (path, expected) => expect(isChatHiddenPath(path)).toBe(expected));
});
