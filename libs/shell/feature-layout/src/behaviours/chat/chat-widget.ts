import { storeChatEvent } from './chat-events';
import { loadChat } from './chat-loader';
import { chatProviderOf, type ChatIdentity, type ChatSettings, type ChatWindow } from './chat-providers';
import { setSupportChatUnread } from './support-chat';

const VISITOR: ChatIdentity = { uid: 0, name: '', email: '', phone: '' };

/** The signed-in player as the chat is told about them. */
export interface ChatPlayer {
  uid: number;
  fakename: string;
  login: string;
}

/**
 * A configured chat whose script has loaded and reported ready, as the chat widget hook drives
 * it. Spec §8: chat failures are only logged, so no method throws.
 */
export interface ChatWidget {
  /** Passes the conversation's messages (stored only while `isAuthenticated` says so, §6) and unread count on. */
  listen(isAuthenticated: () => boolean): void;
  identify(player: ChatPlayer): void;
  /** After sign-out: the player's conversation ends and the chat talks to a visitor again. */
  forget(): void;
  setVisible(visible: boolean): void;
  open(): void;
}

/**
 * Loads the named provider's script and answers it as a ChatWidget once it reported ready; null
 * when the provider is unknown or did not become ready. Its own chunk with the provider table and
 * the loader: no page needs them for its first render.
 */
export async function startChatWidget(providerName: string, settings: () => ChatSettings): Promise<ChatWidget | null> {
  const provider = chatProviderOf(providerName);
  if (!provider || !(await loadChat(provider, settings()))) return null;
  const win = window as unknown as ChatWindow;
  return {
    listen: (isAuthenticated) =>
      provider.subscribe?.(win, {
        onMessage: (event) => {
          if (isAuthenticated()) storeChatEvent(event);
        },
        onUnread: setSupportChatUnread,
      }),
    identify: ({ uid, fakename, login }) => {
      try {
        provider.setIdentity(win, { uid, name: fakename, email: login.includes('@') ? login : '', phone: '' }, settings());
      } catch (error) {
        console.warn('[shell] chat identity failed', error);
      }
    },
    forget: () => {
      try {
        provider.reset(win, settings());
        provider.setIdentity(win, VISITOR, settings());
      } catch (error) {
        console.warn('[shell] chat identity failed', error);
      }
    },
    setVisible: (visible) => {
      try {
        provider.setVisible(win, visible);
      } catch (error) {
        console.warn('[shell] chat visibility failed', error);
      }
    },
    open: () => provider.open(win),
  };
}
