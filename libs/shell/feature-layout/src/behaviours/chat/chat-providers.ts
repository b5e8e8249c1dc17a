/**
 * The support-chat providers of spec §3: where each one's script lives, how to tell it is ready,
 * and how identity and visibility are passed to it. `none` has no behaviour.
 */
export interface ChatIdentity {
  /** 0 for a visitor (spec §3). */
  uid: number;
  name: string;
  email: string;
  phone: string;
}

export type ChatSettings = Record<string, unknown>;

/** §3 chat event: a message of the conversation, its fragments joined by comma. */
export interface ChatEvent {
  channel_id: string;
  conversation_id: string;
  text: string;
  event: 'sent' | 'received';
}

/** What a provider reports back to the site. */
export interface ChatHandlers {
  onMessage: (event: ChatEvent) => void;
  onUnread: (count: number) => void;
}

/** The page's global object as the providers' snippets use it. */
export type ChatWindow = Window & Record<string, unknown>;

export interface ChatProvider {
  /** Script to load, or null when the provider has nothing to load (or is not configured). */
  scriptUrl: (settings: ChatSettings) => string | null;
  /** Globals the snippet expects before its script runs. */
  prepare: (win: ChatWindow, settings: ChatSettings) => void;
  isReady: (win: ChatWindow) => boolean;
  setIdentity: (win: ChatWindow, identity: ChatIdentity, settings: ChatSettings) => void;
  reset: (win: ChatWindow, settings: ChatSettings) => void;
  setVisible: (win: ChatWindow, visible: boolean) => void;
  /** Opens the conversation window (the site's own chat button, the support page). */
  open: (win: ChatWindow) => void;
  /** Starts the widget once its script reported ready, for providers that need an explicit start. */
  start?: (win: ChatWindow, settings: ChatSettings) => void;
  /** Listens to the conversation's messages and unread count, where the provider tells them. */
  subscribe?: (win: ChatWindow, handlers: ChatHandlers) => void;
}

type AnyFunction = (...args: unknown[]) => unknown;

const text = (settings: ChatSettings, key: string): string => {
  const value = settings[key];
  return typeof value === 'string' ? value.trim() : '';
};

const fn = (win: ChatWindow, name: string): AnyFunction | null => (typeof win[name] === 'function' ? (win[name] as AnyFunction) : null);

const objectOf = (win: ChatWindow, name: string): Record<string, unknown> | null => {
  const value = win[name];
  return typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : null;
};

const member = (target: Record<string, unknown> | null, key: string): Record<string, unknown> | null => {
  const value = target?.[key];
  return typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : null;
};

const call = (target: Record<string, unknown> | null, method: string, ...args: unknown[]): void => {
  const member = target?.[method];
  if (typeof member === 'function') (member as AnyFunction).apply(target, args);
};

const visitorUid = (identity: ChatIdentity): string => (identity.uid > 0 ? String(identity.uid) : 'anonymous');

const none: ChatProvider = {
  scriptUrl: () => null,
  prepare: () => undefined,
  isReady: () => true,
  setIdentity: () => undefined,
  reset: () => undefined,
  setVisible: () => undefined,
  open: () => undefined,
};

const livechat: ChatProvider = {
  scriptUrl: (settings) => (text(settings, 'license') ? 'https://cdn.livechatinc.com/tracking.js' : null),
  prepare: (win, settings) => {
    win['__lc'] = { license: Number(text(settings, 'license')), integration_name: 'nfx', product_name: 'nfx' };
  },
  isReady: (win) => fn(win, 'LiveChatWidget') !== null || objectOf(win, 'LiveChatWidget') !== null,
  setIdentity: (win, identity) => {
    const widget = win['LiveChatWidget'] as { call?: AnyFunction } | undefined;
    widget?.call?.('set_customer_name', identity.name);
    widget?.call?.('set_customer_email', identity.email);
    widget?.call?.('set_session_variables', { uid: visitorUid(identity), phone: identity.phone });
  },
  reset: (win) => (win['LiveChatWidget'] as { call?: AnyFunction } | undefined)?.call?.('destroy'),
  setVisible: (win, visible) => (win['LiveChatWidget'] as { call?: AnyFunction } | undefined)?.call?.(visible ? 'minimize' : 'hide'),
  open: (win) => (win['LiveChatWidget'] as { call?: AnyFunction } | undefined)?.call?.('maximize'),
};

const intercom: ChatProvider = {
  scriptUrl: (settings) => (text(settings, 'id') ? `https://widget.intercom.io/widget/${encodeURIComponent(text(settings, 'id'))}` : null),
  prepare: (win, settings) => {
    win['intercomSettings'] = { app_id: text(settings, 'id') };
  },
  isReady: (win) => fn(win, 'Intercom') !== null,
  setIdentity: (win, identity) =>
    fn(win, 'Intercom')?.('update', { user_id: visitorUid(identity), name: identity.name, email: identity.email, phone: identity.phone }),
  reset: (win, settings) => {
    fn(win, 'Intercom')?.('shutdown');
    fn(win, 'Intercom')?.('boot', { app_id: text(settings, 'id') });
  },
  setVisible: (win, visible) => fn(win, 'Intercom')?.('update', { hide_default_launcher: !visible }),
  open: (win) => fn(win, 'Intercom')?.('show'),
};

const zendesk: ChatProvider = {
  scriptUrl: (settings) =>
    text(settings, 'src') ||
    (text(settings, 'id') ? `https://static.zdassets.com/ekr/snippet.js?key=${encodeURIComponent(text(settings, 'id'))}` : null),
  prepare: () => undefined,
  isReady: (win) => fn(win, 'zE') !== null,
  setIdentity: (win, identity) =>
    fn(win, 'zE')?.('webWidget', 'identify', { name: identity.name, email: identity.email, phone: identity.phone }),
  reset: (win) => fn(win, 'zE')?.('webWidget', 'logout'),
  setVisible: (win, visible) => fn(win, 'zE')?.('webWidget', visible ? 'show' : 'hide'),
  open: (win) => fn(win, 'zE')?.('webWidget', 'open'),
};

const idText = (value: unknown): string => (typeof value === 'string' || typeof value === 'number' ? String(value) : '');

/** A Freshchat `message:sent`/`message:received` payload as the §3 chat event; null when it names no conversation. */
export function freshchatEventOf(response: unknown, event: ChatEvent['event']): ChatEvent | null {
  const outer = (response ?? {}) as Record<string, unknown>;
  const data = (member(outer, 'data') ?? outer) as Record<string, unknown>;
  const message = member(data, 'message') ?? data;
  const parts = message['messageParts'] ?? message['message_parts'];
  const text = (Array.isArray(parts) ? parts : [])
    .map((part) => (part as { text?: { content?: unknown } } | null)?.text?.content)
    .filter((content): content is string => typeof content === 'string' && content !== '')
    .join(',');
  const channelId = idText(message['channelId'] ?? message['channel_id']);
  const conversationId = idText(message['conversationId'] ?? message['conversation_id']);
  return channelId && conversationId ? { channel_id: channelId, conversation_id: conversationId, text, event } : null;
}

const freshchat: ChatProvider = {
  scriptUrl: (settings) => (text(settings, 'id') ? text(settings, 'src') || 'https://wchat.freshchat.com/js/widget.js' : null),
  prepare: () => undefined,
  isReady: (win) => objectOf(win, 'fcWidget') !== null,
  setIdentity: (win, identity) => {
    const widget = objectOf(win, 'fcWidget');
    call(widget, 'setExternalId', visitorUid(identity));
    // Freshchat rejects an empty email, so the spec sends the string "none" instead.
    call(member(widget, 'user'), 'setProperties', {
      firstName: identity.name,
      email: identity.email || 'none',
      phone: identity.phone,
    });
  },
  reset: (win) => {
    const widget = objectOf(win, 'fcWidget');
    call(member(widget, 'user'), 'clear');
  },
  setVisible: (win, visible) => call(objectOf(win, 'fcWidget'), visible ? 'show' : 'hide'),
  open: (win) => call(objectOf(win, 'fcWidget'), 'open'),
  start: (win, settings) => {
    const widget = objectOf(win, 'fcWidget');
    const initialized = widget?.['isInitialized'];
    if (typeof initialized === 'function' && (initialized as AnyFunction).call(widget) === true) return;
    call(widget, 'init', {
      token: text(settings, 'id'),
      host: text(settings, 'host') || 'https://wchat.freshchat.com',
      locale: text(settings, 'lang') || undefined,
      widgetUuid: text(settings, 'widget_id') || undefined,
    });
  },
  subscribe: (win, { onMessage, onUnread }) => {
    const widget = objectOf(win, 'fcWidget');
    const forward = (event: ChatEvent['event']) => (response: unknown) => {
      const chatEvent = freshchatEventOf(response, event);
      if (chatEvent) onMessage(chatEvent);
    };
    call(widget, 'on', 'message:sent', forward('sent'));
    call(widget, 'on', 'message:received', forward('received'));
    call(widget, 'on', 'unreadCount:notify', (response: unknown) => {
      const count = (response as { count?: unknown } | null)?.count;
      if (typeof count === 'number' && Number.isFinite(count)) onUnread(count);
    });
  },
};

const crisp: ChatProvider = {
  scriptUrl: (settings) => (text(settings, 'id') ? 'https://client.crisp.chat/l.js' : null),
  prepare: (win, settings) => {
    if (!Array.isArray(win['$crisp'])) win['$crisp'] = [];
    win['CRISP_WEBSITE_ID'] = text(settings, 'id');
  },
  // The snippet replaces the queue array with the real client once it has loaded.
  isReady: (win) => objectOf(win, '$crisp') !== null && typeof (win['$crisp'] as { is?: unknown }).is === 'function',
  setIdentity: (win, identity) => {
    const queue = win['$crisp'] as { push?: AnyFunction } | undefined;
    if (identity.email) queue?.push?.(['set', 'user:email', [identity.email]]);
    if (identity.name) queue?.push?.(['set', 'user:nickname', [identity.name]]);
    if (identity.phone) queue?.push?.(['set', 'user:phone', [identity.phone]]);
    queue?.push?.(['set', 'session:data', [[['uid', visitorUid(identity)]]]]);
  },
  reset: (win) => (win['$crisp'] as { push?: AnyFunction } | undefined)?.push?.(['do', 'session:reset']),
  setVisible: (win, visible) => (win['$crisp'] as { push?: AnyFunction } | undefined)?.push?.(['do', visible ? 'chat:show' : 'chat:hide']),
  open: (win) => (win['$crisp'] as { push?: AnyFunction } | undefined)?.push?.(['do', 'chat:open']),
};

const tawk: ChatProvider = {
  scriptUrl: (settings) =>
    text(settings, 'src') ||
    (text(settings, 'id')
      ? `https://embed.tawk.to/${encodeURIComponent(text(settings, 'id'))}/${encodeURIComponent(text(settings, 'widget_id') || 'default')}`
      : null),
  prepare: (win) => {
    if (!objectOf(win, 'Tawk_API')) win['Tawk_API'] = {};
  },
  isReady: (win) => typeof objectOf(win, 'Tawk_API')?.['setAttributes'] === 'function',
  setIdentity: (win, identity) =>
    call(
      objectOf(win, 'Tawk_API'),
      'setAttributes',
      { name: identity.name, email: identity.email, uid: visitorUid(identity), phone: identity.phone },
      () => undefined,
    ),
  reset: (win) => call(objectOf(win, 'Tawk_API'), 'endChat'),
  setVisible: (win, visible) => call(objectOf(win, 'Tawk_API'), visible ? 'showWidget' : 'hideWidget'),
  open: (win) => call(objectOf(win, 'Tawk_API'), 'maximize'),
};

export const chatProviders: Readonly<Record<string, ChatProvider>> = { none, livechat, intercom, zendesk, freshchat, crisp, tawk };

export function chatProviderOf(name: string | undefined): ChatProvider | null {
  return name && Object.hasOwn(chatProviders, name) ? (chatProviders[name] ?? null) : null;
}
