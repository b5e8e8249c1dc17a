import { useEffect, useRef, useState } from 'react';
import { useSession } from '@nfx/session';
import { useCmsConfig } from '../../cms/cms-config';
import { loadChat } from './chat-loader';
import { chatProviderOf, type ChatIdentity, type ChatWindow, isChatHiddenPath } from './chat-providers';
import { onFirstActivityOrIdle } from './first-activity';

const VISITOR: ChatIdentity = { uid: 0, name: '', email: '', phone: '' };

/**
 * Spec §4: the configured chat loads once, on first activity or idle; identity is set after
 * sign-in and reset after sign-out; the badge hides on betting and game routes.
 */
export function useChatWidget(pathWithoutLocale: string): void {
  const chat = useCmsConfig().data?.chat;
  const { account, isAuthenticated } = useSession();
  const [ready, setReady] = useState(false);
  const provider = chatProviderOf(chat?.chat);
  const settings = (chat && chat.settings[chat.chat]) ?? {};
  const settingsRef = useRef(settings);
  settingsRef.current = settings;
  const wasAuthenticated = useRef(false);

  useEffect(() => {
    if (!provider) return;
    let cancelled = false;
    const cancel = onFirstActivityOrIdle(() => {
      void loadChat(provider, settingsRef.current).then((loaded) => {
        if (!cancelled) setReady(loaded);
      });
    });
    return () => {
      cancelled = true;
      cancel();
    };
  }, [provider]);

  useEffect(() => {
    if (!ready || !provider) return;
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
  }, [ready, provider, isAuthenticated, account]);

  const hidden = isChatHiddenPath(pathWithoutLocale);
  useEffect(() => {
    if (!ready || !provider) return;
    try {
      provider.setVisible(window as unknown as ChatWindow, !hidden);
    } catch (error) {
      console.warn('[shell] chat visibility failed', error);
    }
  }, [ready, provider, hidden]);
}
