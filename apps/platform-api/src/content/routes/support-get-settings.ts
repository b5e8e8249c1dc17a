import type { FastifyInstance } from 'fastify';
import { supportCalls } from '@nfx/api-contract';
import { defineApiCall } from '../../http/define-api-call';
import type { ChatSection } from '../cms-types';
import type { ContentArea } from '../content-context';

interface StoredSupportSettings extends Record<string, unknown> {
  email: string;
  phone: string;
  hours: Record<string, string>;
}

/** support.getsettings: contacts, opening hours in the request's locale and whether a support chat is on. */
export function registerSupportGetSettings(app: FastifyInstance, { settings, cmsConfig }: ContentArea): void {
  defineApiCall(app, supportCalls.getsettings, {
    handler: async ({ locale }) => {
      const { locale: code, defaultLocale } = await locale();
      const stored = await settings.get<StoredSupportSettings>('support');
      const chat = await cmsConfig.section<ChatSection>(code, 'chat');
      return {
        email: stored?.email ?? '',
        phone: stored?.phone ?? '',
        hours: stored?.hours[code] ?? stored?.hours[defaultLocale] ?? '',
        chat: Boolean(chat && chat.chat !== 'none'),
      };
    },
  });
}
