import { useEffect, useRef, useState } from 'react';
import { selectChat, useCmsConfig } from '@nfx/cms-config';
import { useSession } from '@nfx/session';
import { isChatHiddenPath } from './chat-paths';
import type { ChatWidget } from './chat-widget';
import { onFirstActivityOrIdle } from './first-activity';
import { setSupportChatOpener } from './support-chat';

/**
 * Spec §4: the configured chat loads once, on first activity or idle; identity is set after
 * sign-in and reset after sign-out; the badge hides on betting and game routes. What drives the
 * loaded chat (chat-widget.ts) is fetched with the chat itself, with the provider table and the
 * loader: no page needs them for its first render.
 */
export function useChatWidget(pathWithoutLocale: string): void {
  const chat = useCmsConfig(selectChat).data;
  const { account, isAuthenticated } = useSession();
  // Set once the provider's script has loaded and reported ready.
  const [widget, setWidget] = useState<ChatWidget | null>(null);
  const providerName = chat?.chat;
  const settings = (chat && chat.settings[chat.chat]) ?? {};
  const settingsRef = useRef(settings);
  settingsRef.current = settings;
  const wasAuthenticated = useRef(false);
  const authenticatedRef = useRef(isAuthenticated);
  authenticatedRef.current = isAuthenticated;

  useEffect(() => {
    setWidget(null);
    if (!providerName || providerName === 'none') return;
    let cancelled = false;
    const cancel = onFirstActivityOrIdle(() => {
      void import(/* webpackChunkName: "chat" */ './chat-widget')
        .then(({ startChatWidget }) => startChatWidget(providerName, () => settingsRef.current))
        .then((started) => {
          if (!started || cancelled) return;
          started.listen(() => authenticatedRef.current);
          setWidget(started);
        })
        .catch((error: unknown) => console.warn('[shell] chat failed to load', error));
    });
    return () => {
      cancelled = true;
      cancel();
    };
  }, [providerName]);

  useEffect(() => {
    if (!widget) return;
    if (isAuthenticated && account) widget.identify(account);
    else if (wasAuthenticated.current) widget.forget();
    wasAuthenticated.current = isAuthenticated;
  }, [widget, isAuthenticated, account]);

  // The support page and the chat button open it only once it reported ready.
  useEffect(() => {
    if (!widget) return undefined;
    setSupportChatOpener(widget.open);
    return () => setSupportChatOpener(null);
  }, [widget]);

  const hidden = isChatHiddenPath(pathWithoutLocale);
  useEffect(() => {
    widget?.setVisible(!hidden);
  }, [widget, hidden]);
}
