import type { RedirectRule } from '@nfx/redirects';

/** The parts of `/nfx/cms-config/{locale}` the shell reads (spec §3); other sections pass through. */
export interface MenuItem {
  id: string;
  label: string;
  url: string;
}

export interface FooterMenuGroup {
  id: string;
  title: string;
  items: MenuItem[];
}

export interface BalanceUpdateSettings {
  countSecondsForDelayBetweenClick: number;
  isEnabledInterval: boolean;
  countSecondsForInterval: number;
  isEnabledTurnOffRequests: boolean;
  countMinutesAfterWhichRequestsTurnedOff: number;
  isEnabledRequestsAfterClick: boolean;
}

export interface ChatConfig {
  chat: string;
  settings: Record<string, Record<string, unknown>>;
}

export interface CmsConfig {
  locale?: string;
  menus?: { main?: MenuItem[]; footer?: FooterMenuGroup[] };
  settings?: { balanceUpdate?: Partial<BalanceUpdateSettings> } & Record<string, unknown>;
  chat?: ChatConfig;
  redirects?: { rules?: RedirectRule[]; allowedRedirectHosts?: string[] };
}
