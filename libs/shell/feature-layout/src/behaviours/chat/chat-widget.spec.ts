import { storeChatEvent } from './chat-events';
import { loadChat } from './chat-loader';
import { chatProviderOf, type ChatHandlers, type ChatProvider } from './chat-providers';
import { startChatWidget } from './chat-widget';
import { setSupportChatOpener, supportChatState } from './support-chat';

jest.mock('./chat-events', () => ({ storeChatEvent: jest.fn() }));
jest.mock('./chat-loader', () => ({ loadChat: jest.fn() }));
jest.mock('./chat-providers', () => ({ chatProviderOf: jest.fn() }));

const SETTINGS = { websiteId: 'w-1' };
const EVENT = { channel_id: 'c', conversation_id: 'v', text: 'hi', event: 'sent' as const };

function fakeProvider(): jest.Mocked<ChatProvider> {
  return {
    scriptUrl: jest.fn(),
    prepare: jest.fn(),
    isReady: jest.fn(),
    setIdentity: jest.fn(),
    reset: jest.fn(),
    setVisible: jest.fn(),
    open: jest.fn(),
    subscribe: jest.fn(),
  };
}

describe('startChatWidget', () => {
  let provider: jest.Mocked<ChatProvider>;

  beforeEach(() => {
    provider = fakeProvider();
    jest.mocked(chatProviderOf).mockReturnValue(provider);
    jest.mocked(loadChat).mockResolvedValue(true);
    jest.mocked(storeChatEvent).mockReset();
    setSupportChatOpener(null);
  });

  it('answers nothing for an unknown provider or one that did not become ready', async () => {
    jest.mocked(chatProviderOf).mockReturnValueOnce(null);
    await expect(startChatWidget('nope', () => SETTINGS)).resolves.toBeNull();
    jest.mocked(loadChat).mockResolvedValueOnce(false);
    await expect(startChatWidget('crisp', () => SETTINGS)).resolves.toBeNull();
    expect(loadChat).toHaveBeenCalledWith(provider, SETTINGS);
  });

  it('tells the provider the player, with the login as email only when it is one, and the visitor after sign-out', async () => {
    const widget = await startChatWidget('crisp', () => SETTINGS);
    widget?.identify({ uid: 7, fakename: 'Ann', login: 'ann@example.com' });
    expect(provider.setIdentity).toHaveBeenLastCalledWith(window, { uid: 7, name: 'Ann', email: 'ann@example.com', phone: '' }, SETTINGS);
    widget?.identify({ uid: 8, fakename: 'Bob', login: '380501234567' });
    expect(provider.setIdentity).toHaveBeenLastCalledWith(window, { uid: 8, name: 'Bob', email: '', phone: '' }, SETTINGS);

    widget?.forget();
    expect(provider.reset).toHaveBeenCalledWith(window, SETTINGS);
    expect(provider.setIdentity).toHaveBeenLastCalledWith(window, { uid: 0, name: '', email: '', phone: '' }, SETTINGS);
  });

  it('stores a message only while signed in and passes the unread count on', async () => {
    const subscribe = jest.fn<void, [unknown, ChatHandlers]>();
    provider.subscribe = subscribe;
    const widget = await startChatWidget('crisp', () => SETTINGS);
    let signedIn = false;
    widget?.listen(() => signedIn);
    const handlers = subscribe.mock.calls[0]?.[1] as ChatHandlers;
    handlers.onMessage(EVENT);
    expect(storeChatEvent).not.toHaveBeenCalled();
    signedIn = true;
    handlers.onMessage(EVENT);
    expect(storeChatEvent).toHaveBeenCalledWith(EVENT);

    setSupportChatOpener(() => undefined);
    handlers.onUnread(3);
    expect(supportChatState().unread).toBe(3);
  });

  it('only logs a provider that throws on identity or visibility (spec §8)', async () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    provider.setIdentity.mockImplementation(() => {
      throw new Error('broken');
    });
    provider.setVisible.mockImplementation(() => {
      throw new Error('broken');
    });
    const widget = await startChatWidget('crisp', () => SETTINGS);
    expect(() => widget?.identify({ uid: 7, fakename: 'Ann', login: 'ann' })).not.toThrow();
    expect(() => widget?.forget()).not.toThrow();
    expect(() => widget?.setVisible(false)).not.toThrow();
    expect(warn).toHaveBeenCalledTimes(3);
    warn.mockRestore();
  });
});
