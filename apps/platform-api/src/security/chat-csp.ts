import type { ChatSection } from '@nfx/api-contract';

/** Sources a configured support chat adds to the site's CSP, by helmet's directive names. */
export interface ChatCspSources {
  scriptSrc: string[];
  connectSrc: string[];
  frameSrc: string[];
  imgSrc: string[];
  styleSrc: string[];
  fontSrc: string[];
}

export const NO_CHAT_SOURCES: ChatCspSources = { scriptSrc: [], connectSrc: [], frameSrc: [], imgSrc: [], styleSrc: [], fontSrc: [] };

const HOST_NAME = /^[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?)+$/;

/**
 * The https origin of a URL an operator typed into the CMS, or null. The value ends up inside a
 * CSP header, so only a plain https origin with a dotted host name passes: no wildcard, no
 * credentials, no other scheme, nothing that could close the directive and start another.
 */
export function httpsOrigin(value: unknown): string | null {
  if (typeof value !== 'string' || value.trim() === '') return null;
  let url: URL;
  try {
    url = new URL(value.trim());
  } catch {
    return null;
  }
  if (url.protocol !== 'https:' || url.username || url.password || !HOST_NAME.test(url.hostname)) return null;
  return url.origin;
}

const text = (settings: Record<string, unknown>, key: string): string => {
  const value = settings[key];
  return typeof value === 'string' ? value.trim() : '';
};

/** Freshchat's widget host (the client's default for `host` and the script) and its asset CDN. */
const FRESHCHAT_HOST = 'https://wchat.freshchat.com';
const FRESHCHAT_ASSETS = 'https://assetscdn-wchat.freshchat.com';

/**
 * Where each provider's script comes from when the CMS names no `src`, and which setting must be
 * filled for the site to load it at all: the same rules as the shell's chat loader
 * (`libs/shell/feature-layout/src/behaviours/chat/chat-providers.ts`), so the CSP opens exactly what loads.
 */
const SCRIPT_HOSTS: Readonly<Record<string, { host: string; needs: readonly string[]; ownSrc: boolean }>> = {
  livechat: { host: 'https://cdn.livechatinc.com', needs: ['license'], ownSrc: false },
  intercom: { host: 'https://widget.intercom.io', needs: ['id'], ownSrc: false },
  zendesk: { host: 'https://static.zdassets.com', needs: ['src', 'id'], ownSrc: true },
  freshchat: { host: FRESHCHAT_HOST, needs: ['id'], ownSrc: true },
  crisp: { host: 'https://client.crisp.chat', needs: ['id'], ownSrc: false },
  tawk: { host: 'https://embed.tawk.to', needs: ['src', 'id'], ownSrc: true },
};

const unique = (list: Array<string | null>): string[] => [...new Set(list.filter((entry): entry is string => entry !== null))];

/**
 * What the chat provider the CMS configures needs from the CSP; nothing when the provider is
 * `none`, unknown or not configured enough to load. Freshchat (§3/§4) loads its script from the
 * configured `src` or its widget host, draws the conversation in a frame from its widget host
 * (`host`, default wchat.freshchat.com), talks to that host over https and a WebSocket, and
 * takes images, styles and fonts from it and its asset CDN. The other providers get their
 * script's origin in the same directives.
 */
export function chatCspSources(section: ChatSection | undefined): ChatCspSources {
  const provider = section?.chat ?? 'none';
  const known = Object.hasOwn(SCRIPT_HOSTS, provider) ? SCRIPT_HOSTS[provider] : undefined;
  if (!known || !section) return NO_CHAT_SOURCES;
  // Stored JSON an editor wrote: a missing settings object means an unconfigured provider.
  const settings = (section.settings as ChatSection['settings'] | undefined)?.[provider] ?? {};
  if (!known.needs.some((key) => text(settings, key) !== '')) return NO_CHAT_SOURCES;
  // A `src` that is a path of this site is covered by 'self'; anything else must be a clean https origin.
  const configuredSrc = known.ownSrc ? text(settings, 'src') : '';
  const script = configuredSrc ? httpsOrigin(configuredSrc) : known.host;
  if (provider !== 'freshchat') {
    const origin = unique([script]);
    return { scriptSrc: origin, connectSrc: origin, frameSrc: origin, imgSrc: origin, styleSrc: origin, fontSrc: origin };
  }
  const configuredHost = text(settings, 'host');
  const host = configuredHost ? httpsOrigin(configuredHost) : FRESHCHAT_HOST;
  const socket = host ? `wss://${new URL(host).host}` : null;
  return {
    scriptSrc: unique([script, host, FRESHCHAT_ASSETS]),
    connectSrc: unique([host, socket, script, FRESHCHAT_ASSETS]),
    frameSrc: unique([host]),
    imgSrc: unique([host, FRESHCHAT_ASSETS]),
    styleSrc: unique([host, FRESHCHAT_ASSETS]),
    fontSrc: unique([host, FRESHCHAT_ASSETS]),
  };
}
