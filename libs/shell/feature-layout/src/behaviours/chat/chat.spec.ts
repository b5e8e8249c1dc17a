import { CHAT_READY_POLL_MS, CHAT_READY_TIMEOUT_MS, loadChat } from './chat-loader';
import { isChatHiddenPath } from './chat-paths';
import { chatProviderOf, chatProviders, type ChatProvider, type ChatWindow, freshchatEventOf } from './chat-providers';
import { openSupportChat, setSupportChatOpener, setSupportChatUnread, supportChatState } from './support-chat';
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

describe('freshchat events and unread count', () => {
  it.each([
    [
      'a sent message with several parts',
      {
        data: {
          message: {
            channelId: 'c1',
            conversationId: 'v9',
            messageParts: [{ text: { content: 'Hello' } }, { text: { content: 'there' } }],
          },
        },
      },
      'sent',
      { channel_id: 'c1', conversation_id: 'v9', text: 'Hello,there', event: 'sent' },
    ],
    [
      'snake_case ids and a part without text',
      { data: { message: { channel_id: 7, conversation_id: 8, message_parts: [{ image: {} }, { text: { content: 'Hi' } }] } } },
      'received',
      { channel_id: '7', conversation_id: '8', text: 'Hi', event: 'received' },
    ],
    ['no conversation', { data: { message: { channelId: 'c1', messageParts: [] } } }, 'sent', null],
    ['nothing at all', null, 'received', null],
  ] as const)('%s', (_case, response, direction, expected) => {
    expect(freshchatEventOf(response, direction)).toEqual(expected);
  });

  it('subscribes to sent, received and the unread count; starts the widget with its token once', () => {
    const handlers: Record<string, (response: unknown) => void> = {};
    const init = jest.fn();
    const win = {
      fcWidget: { on: (name: string, handler: (response: unknown) => void) => (handlers[name] = handler), init },
    } as unknown as ChatWindow;
    const freshchat = chatProviders['freshchat']!;
    freshchat.start?.(win, { id: 'token-1', lang: 'de' });
    expect(init).toHaveBeenCalledWith(expect.objectContaining({ token: 'token-1', locale: 'de' }));
    const onMessage = jest.fn();
    const onUnread = jest.fn();
    freshchat.subscribe?.(win, { onMessage, onUnread });
    handlers['message:received']?.({
      data: { message: { channelId: 'a', conversationId: 'b', messageParts: [{ text: { content: 'Yes' } }] } },
    });
    handlers['unreadCount:notify']?.({ count: 3 });
    handlers['unreadCount:notify']?.({ count: 'x' });
    expect(onMessage).toHaveBeenCalledWith({ channel_id: 'a', conversation_id: 'b', text: 'Yes', event: 'received' });
    expect(onUnread).toHaveBeenCalledTimes(1);
    expect(onUnread).toHaveBeenCalledWith(3);
  });
});

describe('support chat state', () => {
  afterEach(() => setSupportChatOpener(null));

  it('a click before the provider is ready opens it once it is', () => {
    const open = jest.fn();
    openSupportChat();
    expect(open).not.toHaveBeenCalled();
    setSupportChatOpener(open);
    expect(open).toHaveBeenCalledTimes(1);
    openSupportChat();
    expect(open).toHaveBeenCalledTimes(2);
  });

  it('keeps the unread count while a chat is loaded and forgets it without one', () => {
    setSupportChatOpener(() => undefined);
    setSupportChatUnread(2);
    expect(supportChatState().unread).toBe(2);
    setSupportChatOpener(null);
    expect(supportChatState()).toEqual({ open: null, unread: 0 });
  });
});
