import * as v from 'valibot';
import { isChatScriptSrc, staffChatSettingsSchema } from './staff-settings';

const errorsOf = (input: unknown) => {
  const result = v.safeParse(staffChatSettingsSchema, input);
  return result.success ? 'ok' : v.flatten<typeof staffChatSettingsSchema>(result.issues).nested;
};

describe('a chat script address', () => {
  it.each([
    ['empty: the provider’s default', '', true],
    ['an https URL', 'https://wchat.freshchat.com/js/widget.js', true],
    ['an https URL with a port and a query', 'https://cdn.example.com:8443/chat.js?v=2', true],
    ['a path of this site', '/fake-chat/widget.js', true],
    ['plain http', 'http://evil.example/x.js', false],
    ['another scheme', 'javascript:alert(1)', false],
    ['a data URL', 'data:text/javascript,alert(1)', false],
    ['a protocol-relative URL (another host)', '//evil.example/x.js', false],
    ['a backslash path a browser reads as another host', '/\\evil.example/x.js', false],
    ['credentials in the URL', 'https://user:secret@cdn.example.com/x.js', false],
    ['a host that is not a dotted name', 'https://localhost/x.js', false],
    ['a relative path', 'widget.js', false],
    ['not a URL', 'https://', false],
  ])('%s', (_name, src, accepted) => {
    expect(isChatScriptSrc(src)).toBe(accepted);
  });
});

describe('the back office’s chat settings', () => {
  const reason = 'New support contract';
  it.each([
    ['no provider, nothing else', { chat: 'none', reason }, 'ok'],
    [
      'Freshchat with its token and a local script',
      { chat: 'freshchat', id: 'tok', src: '/fake-chat/widget.js', lang: 'pt-BR', reason },
      'ok',
    ],
    ['LiveChat with its license', { chat: 'livechat', license: '1234567', reason }, 'ok'],
    ['Zendesk from a script URL alone', { chat: 'zendesk', src: 'https://static.zdassets.com/ekr/snippet.js?key=k', reason }, 'ok'],
    ['Tawk from its property id', { chat: 'tawk', id: '64ab', widget_id: 'default', reason }, 'ok'],
    ['LiveChat without a license', { chat: 'livechat', id: 'x', reason }, { license: ['validation.required'] }],
    ['Intercom without its id', { chat: 'intercom', id: '  ', reason }, { id: ['validation.required'] }],
    ['Tawk with neither an id nor a script', { chat: 'tawk', widget_id: 'default', reason }, { id: ['validation.required'] }],
    ['an http script', { chat: 'freshchat', id: 'tok', src: 'http://evil.example/x.js', reason }, { src: ['validation.regex'] }],
    ['a language that is not a tag', { chat: 'freshchat', id: 'tok', lang: 'english please', reason }, { lang: ['validation.locale'] }],
    [
      'an unknown provider',
      { chat: 'skype', reason },
      { chat: ['validation.oneOf?values=none%2Clivechat%2Cintercom%2Czendesk%2Cfreshchat%2Ccrisp%2Ctawk'] },
    ],
    ['a setting too long', { chat: 'crisp', id: 'x'.repeat(501), reason }, { id: ['validation.maxLength?max=500'] }],
    ['a line break in a setting', { chat: 'crisp', id: 'a\nb', reason }, { id: ['validation.type'] }],
    ['no reason', { chat: 'none', reason: ' ' }, { reason: ['validation.required'] }],
    ['nothing at all', {}, { chat: ['validation.required'], reason: ['validation.required'] }],
  ])('%s', (_name, input, expected) => {
    expect(errorsOf(input)).toEqual(expected);
  });

  it('trims what was typed and fills what was left out', () => {
    expect(v.parse(staffChatSettingsSchema, { chat: 'crisp', id: ' abc ', reason: ' Moved ' })).toEqual({
      chat: 'crisp',
      id: 'abc',
      license: '',
      src: '',
      widget_id: '',
      lang: '',
      reason: 'Moved',
    });
  });
});
