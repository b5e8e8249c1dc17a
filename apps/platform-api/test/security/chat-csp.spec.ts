import { jest } from '@jest/globals';
import type { ChatSection } from '@nfx/api-contract';
import { chatCspSources, httpsOrigin, NO_CHAT_SOURCES } from '../../src/security/chat-csp';
import { createTestApp, type TestApp } from '../helpers/test-app';

const freshchat = (settings: Record<string, unknown>): ChatSection => ({ chat: 'freshchat', settings: { freshchat: settings } });

describe('support chat in the CSP', () => {
  it.each([
    ['https://wchat.eu.freshchat.com/js/widget.js', 'https://wchat.eu.freshchat.com'],
    ['https://chat.example.com:8443/x', 'https://chat.example.com:8443'],
    ['http://wchat.freshchat.com', null],
    ['https://*.freshchat.com', null],
    ['https://user:pass@wchat.freshchat.com', null],
    ["https://wchat.freshchat.com; script-src 'unsafe-inline'", null],
    ['wss://wchat.freshchat.com', null],
    ['/fake-chat/widget.js', null],
    ['https://localhost', null],
    ['', null],
    [42, null],
  ])('takes %p as the origin %p', (value, origin) => {
    expect(httpsOrigin(value)).toBe(origin);
  });

  it('opens the Freshchat widget host and its CDN in the directives the widget uses', () => {
    const sources = chatCspSources(freshchat({ id: 'token-1', src: '', widget_id: '', lang: 'en' }));
    expect(sources.scriptSrc).toContain('https://wchat.freshchat.com');
    expect(sources.connectSrc).toEqual(expect.arrayContaining(['https://wchat.freshchat.com', 'wss://wchat.freshchat.com']));
    expect(sources.frameSrc).toEqual(['https://wchat.freshchat.com']);
    expect(sources.imgSrc).toContain('https://wchat.freshchat.com');
  });

  it('follows a configured regional host and script, and drops what is not a clean https origin', () => {
    const sources = chatCspSources(
      freshchat({ id: 'token-1', host: 'https://wchat.in.freshchat.com', src: 'https://cdn.example.org/fc.js' }),
    );
    expect(sources.scriptSrc).toEqual(expect.arrayContaining(['https://cdn.example.org', 'https://wchat.in.freshchat.com']));
    expect(sources.connectSrc).toContain('wss://wchat.in.freshchat.com');
    expect(sources.frameSrc).toEqual(['https://wchat.in.freshchat.com']);
    const hostile = chatCspSources(
      freshchat({ id: 'token-1', host: 'https://*.evil.example', src: "https://a.example; script-src 'unsafe-eval'" }),
    );
    const everything = Object.values(hostile).flat();
    expect(everything.some((entry) => entry.includes('*') || entry.includes(';') || entry.includes("'"))).toBe(false);
    expect(hostile.frameSrc).toEqual([]);
  });

  it.each([
    ['no chat section', undefined],
    ['the provider none', { chat: 'none', settings: {} }],
    ['an unknown provider', { chat: 'evil', settings: { evil: { src: 'https://evil.example' } } }],
    ['Freshchat without its token', freshchat({ id: '', src: 'https://wchat.freshchat.com/js/widget.js' })],
    ['a provider without settings', { chat: 'crisp' } as unknown as ChatSection],
  ])('adds nothing for %s', (_label, section) => {
    expect(chatCspSources(section as ChatSection | undefined)).toEqual(NO_CHAT_SOURCES);
  });

  it("adds another provider's script origin", () => {
    expect(chatCspSources({ chat: 'crisp', settings: { crisp: { id: 'site-1' } } }).scriptSrc).toEqual(['https://client.crisp.chat']);
  });

  describe('on the site', () => {
    let testApp: TestApp;
    beforeAll(async () => {
      testApp = await createTestApp();
    }, 60_000);
    afterAll(() => testApp.close());

    const cspOf = async () =>
      String((await testApp.app.inject({ method: 'GET', url: '/api/account/getInfo' })).headers['content-security-policy']);
    const directive = (csp: string, name: string) => csp.split(';').find((part) => part.trim().startsWith(`${name} `)) ?? '';

    it('allows the configured Freshchat hosts a few seconds after the operator saves them, and closes again after none', async () => {
      expect(await cspOf()).not.toContain('freshchat');
      await testApp.app.content.saveChatSection(freshchat({ id: 'token-1', src: '', widget_id: '', lang: 'en' }));
      const now = Date.now();
      const clock = jest.spyOn(Date, 'now').mockReturnValue(now + 10_000);
      try {
        const csp = await cspOf();
        expect(directive(csp, 'script-src')).toContain('https://wchat.freshchat.com');
        expect(directive(csp, 'connect-src')).toContain('wss://wchat.freshchat.com');
        expect(directive(csp, 'frame-src')).toContain('https://wchat.freshchat.com');
        expect(directive(csp, 'img-src')).toContain('https://wchat.freshchat.com');
        expect(directive(csp, 'script-src')).toContain("'self'");
        await testApp.app.content.saveChatSection({ chat: 'none', settings: {} });
        clock.mockReturnValue(now + 20_000);
        expect(await cspOf()).not.toContain('freshchat');
      } finally {
        clock.mockRestore();
      }
    });
  });
});
