import type { CmsConfig } from '@nfx/api-contract';
import type { MessageTree } from '../../../content/message-tree';
import type { LocalizedContent } from '../localized';
import { buildAuthConfig } from './auth';
import { chat } from './chat';
import { customCode } from './custom-code';
import { loyalty } from './loyalty';
import { buildMenus } from './menus';
import { redirects } from './redirects';
import { registrationFields } from './registration-fields';
import { seoSettings } from './seo-settings';
import { settings } from './settings';

/** Sections shared by every locale; checked against the document's one type, which the site reads. */
export const sharedSections = {
  theme: { default: 'dark', available: ['dark', 'light'] },
  registrationFields,
  redirects,
  seo: seoSettings,
  customCode,
  settings,
  chat,
  loyalty,
  // Marketing automation and real-user monitoring are off until an operator fills them in.
  publicConfig: { marketing: { target: '', token: '', sitegroup: '' }, rumUrl: '' },
} satisfies CmsConfig;

/** Sections with translated text. */
export function localeSections(layout: MessageTree, texts: LocalizedContent) {
  return { menus: buildMenus(layout), auth: buildAuthConfig(texts.authTypes) } satisfies CmsConfig;
}
