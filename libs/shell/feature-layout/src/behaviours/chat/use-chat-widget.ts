import { useEffect, useRef, useState } from 'react';
import { selectChat, useCmsConfig } from '@nfx/cms-config';
import { useSession } from '@nfx/session';
import { isChatHiddenPath } from './chat-paths';
import type { ChatIdentity, ChatProvider, ChatWindow } from './chat-providers';
import { onFirstActivityOrIdle } from './first-activity';
import { setSupportChatOpener, setSupportChatUnread } from './support-chat';

const VISITOR: ChatIdentity = { uid: 0, name: '', email: '', phone: '' };

/**
 * Spec §4: the configured chat loads once, on first activity or idle; identity is set after
 * sign-in and reset after sign-out; the badge hides on betting and game routes. The provider
 * table and the loader are fetched with the chat itself: no page needs them for its first render.
 */
export function useChatWidget(pathWithoutLocale: string): void {
  const chat = useCmsConfig(selectChat).data;
  const { account, isAuthenticated } = useSession();
  // Set once the provider's script has loaded and reported ready.
  const [provider, setProvider] = useState<ChatProvider | null>(null);
  const providerName = chat?.chat;
  const settings = (chat && chat.settings[chat.chat]) ?? {};
  const settingsRef = useRef(settings);
  settingsRef.current = settings;
  const wasAuthenticated = useRef(false);
  const authenticatedRef = useRef(isAuthenticated);
  authenticatedRef.current = isAuthenticated;

  useEffect(() => {
    setProvider(null);
    if (!providerName || providerName === 'none') return;
    let cancelled = false;
    const cancel = onFirstActivityOrIdle(() => {
      void Promise.all([
        import(/* webpackChunkName: "chat" */ './chat-providers'),
        import(/* webpackChunkName: "chat" */ './chat-loader'),
        import(/* webpackChunkName: "chat" */ './chat-events'),
      ])
        .then(async ([{ chatProviderOf }, { loadChat }, { storeChatEvent }]) => {
          const chosen = chatProviderOf(providerName);
          if (!chosen || !(await loadChat(chosen, settingsRef.current)) || cancelled) return;
          chosen.subscribe?.(window as unknown as ChatWindow, {
            // §6: only a signed-in player's conversation is stored.
            onMessage: (event) => {
              if (authenticatedRef.current) storeChatEvent(event);
            },
            onUnread: setSupportChatUnread,
          });
          setProvider(chosen);
        })
        .catch((error: unknown) => console.warn('[shell] chat failed to load', error));
    });
    return () => {
      cancelled = true;
      cancel();
    };
  }, [providerName]);

  useEffect(() => {
    if (!provider) return;
    const win = window as unknown as ChatWindow;
    try {
      if (isAuthenticated && account) {
        const email = account.login.includes('@') ? account.login : '';
        provider.setIdentity(win, { uid: account.uid, name: account.fakename, email, phone: '' }, settingsRef.current);
      } else if (wasAuthenticated.current) {
        provider.reset(win, settingsRef.current);
        provider.setIdentity(win, VISITOR, settingsRef.current);
      }
    } catch (error) {
      console.warn('[shell] chat identity failed', error);
    }
    wasAuthenticated.current = isAuthenticated;
  }, [provider, isAuthenticated, account]);

  // The support page and the chat button open it only once it reported ready.
  useEffect(() => {
    if (!provider) return undefined;
    setSupportChatOpener(() => provider.open(window as unknown as ChatWindow));
    return () => setSupportChatOpener(null);
  }, [provider]);

  const hidden = isChatHiddenPath(pathWithoutLocale);
  useEffect(() => {
    if (!provider) return;
    try {
      provider.setVisible(window as unknown as ChatWindow, !hidden);
    } catch (error) {
      console.warn('[shell] chat visibility failed', error);
    }
  }, [provider, hidden]);
}
