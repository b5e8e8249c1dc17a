import type { ChatSection } from '../../../content/cms-types';

/**
 * Support chat: `chat` names the active provider. Every provider keeps its own settings so an
 * operator can switch by changing one field; `none` has no behaviour and is the default.
 */
export const chat: ChatSection = {
  chat: 'none',
  settings: {
    livechat: { license: '', lang: 'en', open_live_chat: false },
    intercom: { id: '', open_live_chat: false },
    zendesk: { id: '', lang: 'en', src: '' },
    freshchat: { id: '', src: '', widget_id: '', lang: 'en' },
    crisp: { id: '', lang: 'en' },
    tawk: { id: '', widget_id: 'default', src: '' },
    none: {},
  },
};
