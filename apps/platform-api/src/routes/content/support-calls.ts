import type { FastifyInstance } from 'fastify';
import type { ContentRepositories } from '../../content';
import type { ChatSection } from '../../content/cms-types';
import { defineApiCall } from '../../http/define-api-call';
import { requestLocale } from './request-locale';
import { emailRule, inputObject, nameRule, queryCommon, requiredMultilineText } from './schemas';

interface SupportSettings extends Record<string, unknown> {
  email: string;
  phone: string;
  hours: Record<string, string>;
}

export function registerSupportCalls(app: FastifyInstance, content: ContentRepositories): void {
  defineApiCall(app, {
    area: 'support',
    method: 'getsettings',
    verb: 'GET',
    summary: 'Support contacts, opening hours in the current locale and whether a support chat is active',
    input: inputObject(queryCommon),
    handler: async ({ request }) => {
      const { locale, defaultLocale } = await requestLocale(request, content.locales);
      const settings = await content.settings.get<SupportSettings>('support');
      const chat = await content.cmsConfig.section<ChatSection>(locale, 'chat');
      return {
        email: settings?.email ?? '',
        phone: settings?.phone ?? '',
        hours: settings?.hours[locale] ?? settings?.hours[defaultLocale] ?? '',
        chat: Boolean(chat && chat.chat !== 'none'),
      };
    },
  });

  defineApiCall(app, {
    area: 'support',
    method: 'sendFeedback',
    verb: 'POST',
    summary: 'Stores a feedback message for the support team',
    // Each message lands in a person's inbox; a low limit keeps floods out.
    rateLimit: { max: 10, timeWindow: '1 minute' },
    input: inputObject({ name: nameRule(), email: emailRule(), message: requiredMultilineText(5000) }),
    handler: async ({ input, request, accountId }) => {
      const { locale } = await requestLocale(request, content.locales);
      await content.feedback.add({ accountId, locale, ...input });
      return 1;
    },
  });
}
