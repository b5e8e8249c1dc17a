import { sql } from 'kysely';
import { FEATURE_FLAGS, type staffSettingsCalls } from '@nfx/api-contract';
import type { StaffRole } from '@nfx/validation';
import { createCmsConfigRepository } from '../../src/content/repositories/cms-config-repository';
import { chat as seededChat } from '../../src/seed/content/cms/chat';
import { settings as seededSettings } from '../../src/seed/content/cms/settings';
import { api, registerPlayer } from '../helpers/api';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { expectOnlyHoldersServed, guardedStaffCalls, signedInStaffOfEveryRole, staffCall } from './staff-member';

/** A valid input for each call, so a refusal is about the role, never the input. */
const CALLS: Record<keyof typeof staffSettingsCalls, Record<string, string>> = {
  featureFlags: {},
  setFeatureFlag: { flag: 'isBetHistoryEnable', enabled: '0', reason: 'Provider outage' },
  chatSettings: {},
  setChatSettings: { chat: 'freshchat', id: 'token-1', reason: 'New support contract' },
};

/** The admins' settings page (issue 41): maintenance, the CMS feature switches and the support chat, audited, seen by the site at once. */
describe('staff settings', () => {
  let testApp: TestApp;
  const app = () => testApp.app;
  const db = () => testApp.database.db;
  let cookies: Partial<Record<StaffRole, string>> = {};
  let adminEmail = '';
  const admin = () => cookies.admin!;

  const auditRows = async () => Number((await db().selectFrom('staff_audit_log').select(db().fn.countAll().as('n')).executeTakeFirst())!.n);
  const revision = async () =>
    String((await sql<{ revision: string }>`select revision from content_revision`.execute(db())).rows[0]!.revision);
  const flagsOf = async () =>
    Object.fromEntries(
      ((await staffCall(app(), 'featureFlags', admin())).body.payload.items as Array<{ flag: string; enabled: boolean }>).map((item) => [
        item.flag,
        item.enabled,
      ]),
    );
  const setFlag = (flag: string, enabled: '0' | '1', reason = 'Scheduled change') =>
    staffCall(app(), 'setFeatureFlag', admin(), { flag, enabled, reason });

  beforeAll(async () => {
    testApp = await createTestApp();
    const staff = await signedInStaffOfEveryRole(testApp);
    cookies = staff.cookies;
    adminEmail = staff.emails.admin;
  }, 240_000);
  afterAll(() => testApp.close());
  afterEach(async () => {
    await createCmsConfigRepository(db()).saveShared('settings', seededSettings);
    await createCmsConfigRepository(db()).saveShared('chat', seededChat);
  });

  it('refuses every call without a staff session, with a player’s session, and for every role but admin, and logs nothing', async () => {
    const player = await registerPlayer(app());
    const before = await auditRows();
    await expectOnlyHoldersServed(
      guardedStaffCalls(app(), CALLS, () => 'settings'),
      { cookies, playerCookie: player.cookie, holders: () => ['admin'] },
    );
    expect(await auditRows()).toBe(before);
    // Nothing was switched by the refused calls.
    expect((await flagsOf()).isBetHistoryEnable).toBe(true);
    expect((await staffCall(app(), 'chatSettings', admin())).body.payload.chat).toBe('none');
  });

  it('lists every flag with its texts, as the site applies them', async () => {
    const listed = await staffCall(app(), 'featureFlags', admin());
    expect(listed.body.payload.items).toEqual(
      FEATURE_FLAGS.map((flag) => ({
        flag,
        enabled: true,
        label_key: `backoffice-settings.flags.${flag}.label`,
        description_key: `backoffice-settings.flags.${flag}.description`,
      })),
    );
  });

  it('switching a feature off takes its calls away at once, with the audit row; switching it on brings them back', async () => {
    const player = await registerPlayer(app());
    const betHistory = () => api(app(), 'GET', 'account/getBetHistory', { cookie: player.cookie });
    expect((await betHistory()).statusCode).toBe(200);
    const revisionBefore = await revision();

    const off = await setFlag('isBetHistoryEnable', '0', 'Betting provider outage');
    expect(off.statusCode).toBe(200);
    expect(off.body.payload.changed).toBe(true);
    expect(off.body.payload.items.find((item: { flag: string }) => item.flag === 'isBetHistoryEnable').enabled).toBe(false);
    expect(await revision()).not.toBe(revisionBefore);

    const refused = await betHistory();
    expect(refused.statusCode).toBe(404);
    expect(refused.body.error).toMatchObject({ type: 'MethodNotFoundException', code: 'feature_disabled' });
    expect(await flagsOf()).toMatchObject({ isBetHistoryEnable: false, isTwoFAEnable: true });
    // The browser's CMS config says the same, and the settings beside the flag were kept.
    const config = (await app().inject({ method: 'GET', url: '/nfx/cms-config/en' })).json();
    expect(config.settings).toMatchObject({ isBetHistoryEnable: false, balanceUpdate: seededSettings.balanceUpdate });

    const log = (await staffCall(app(), 'auditLog', admin(), { target: 'feature_flag:isBetHistoryEnable' })).body.payload.items;
    expect(log).toHaveLength(1);
    expect(log[0]).toMatchObject({
      action: 'feature_flag.off',
      staff_email: adminEmail,
      role: 'admin',
      reason: 'Betting provider outage',
      before: { isBetHistoryEnable: true },
      after: { isBetHistoryEnable: false },
    });

    const on = await setFlag('isBetHistoryEnable', '1', 'Provider is back');
    expect(on.body.payload.changed).toBe(true);
    expect((await betHistory()).statusCode).toBe(200);
    const actions = (await staffCall(app(), 'auditLog', admin(), { target: 'feature_flag:isBetHistoryEnable' })).body.payload.items;
    expect(actions.map((entry: { action: string }) => entry.action)).toEqual(['feature_flag.on', 'feature_flag.off']);
  });

  it('a switch to the state a feature already has writes and logs nothing', async () => {
    const before = await auditRows();
    const revisionBefore = await revision();
    const same = await setFlag('isTwoFAEnable', '1');
    expect(same.statusCode).toBe(200);
    expect(same.body.payload.changed).toBe(false);
    expect(await auditRows()).toBe(before);
    expect(await revision()).toBe(revisionBefore);
  });

  it('keeps a locale’s own settings row in step, so that locale’s pages agree with the server', async () => {
    await db()
      .insertInto('cms_sections')
      .values({ locale: 'de', section: 'settings', data: JSON.stringify({ ...seededSettings, loader: { type: 'skeleton' } }) })
      .execute();
    expect((await setFlag('isResponsibleGamingEnable', '0')).body.payload.changed).toBe(true);
    const german = (await app().inject({ method: 'GET', url: '/nfx/cms-config/de' })).json();
    expect(german.settings).toMatchObject({ isResponsibleGamingEnable: false, loader: { type: 'skeleton' } });
    await db().deleteFrom('cms_sections').where('locale', '=', 'de').where('section', '=', 'settings').execute();
  });

  it('changes nothing when the audit row cannot be written: the switch and its record commit together', async () => {
    const revisionBefore = await revision();
    await expect(
      app().content.featureFlagSwitch.set('isSumsubEnable', false, async () => {
        throw new Error('audit log unavailable');
      }),
    ).rejects.toThrow('audit log unavailable');
    expect((await app().content.featureFlagSwitch.stored()).isSumsubEnable).toBe(true);
    expect(await revision()).toBe(revisionBefore);
  });

  it.each([
    ['an unknown flag', { flag: 'isEverythingFree', enabled: '0', reason: 'x' }, ['flag']],
    ['a flag outside the list', { flag: 'isVisibleNoticeBetting', enabled: '0', reason: 'x' }, ['flag']],
    ['a prototype key', { flag: '__proto__', enabled: '1', reason: 'x' }, ['flag']],
    ['no reason', { flag: 'isTwoFAEnable', enabled: '0', reason: ' ' }, ['reason']],
    ['a state that is not a flag', { flag: 'isTwoFAEnable', enabled: 'maybe', reason: 'x' }, ['enabled']],
    ['nothing at all', {}, ['enabled', 'flag', 'reason']],
  ])('refuses %s with a 400 naming the field, and logs nothing', async (_case, body, fields) => {
    const before = await auditRows();
    const answer = await staffCall(app(), 'setFeatureFlag', admin(), body as Record<string, string>);
    expect(answer.statusCode).toBe(400);
    expect(answer.body.error.type).toBe('InvalidParameterException');
    expect(Object.keys(answer.body.error.invalid_parameters).sort()).toEqual(fields);
    expect(await auditRows()).toBe(before);
  });

  it.each([['59'], ['86401'], ['600.5'], ['soon']])(
    'refuses maintenance with %s seconds to come back after, naming the field, and stays open',
    async (seconds) => {
      const before = await auditRows();
      const answer = await staffCall(app(), 'setMaintenance', admin(), { enabled: '1', retry_after_seconds: seconds, reason: 'Upgrade' });
      expect(answer.statusCode).toBe(400);
      expect(Object.keys(answer.body.error.invalid_parameters)).toEqual(['retry_after_seconds']);
      expect((await staffCall(app(), 'maintenance', admin())).body.payload.enabled).toBe(false);
      expect(await auditRows()).toBe(before);
    },
  );

  describe('maintenance', () => {
    const storedMaintenance = () => createCmsConfigRepository(db()).section<{ enabled?: boolean }>('en', 'maintenance');

    it('a failing audit write leaves the site as it was: the switch and its record commit together', async () => {
      const revisionBefore = await revision();
      const append = jest.spyOn(app().staff.auditLog, 'append').mockRejectedValueOnce(new Error('audit log unavailable'));
      try {
        const answer = await staffCall(app(), 'setMaintenance', admin(), { enabled: '1', retry_after_seconds: '900', reason: 'Upgrade' });
        expect(answer.statusCode).toBe(500);
        expect(append).toHaveBeenCalledTimes(1);
      } finally {
        append.mockRestore();
      }
      expect((await storedMaintenance())?.enabled).not.toBe(true);
      expect(await revision()).toBe(revisionBefore);
      // Nor did this instance start refusing players on the strength of a switch that rolled back.
      const player = await registerPlayer(app());
      expect((await api(app(), 'GET', 'account/getInfo', { cookie: player.cookie })).statusCode).toBe(200);
      expect((await staffCall(app(), 'maintenance', admin())).body.payload.enabled).toBe(false);

      // The same through the switch itself, whatever its caller.
      await expect(
        app().maintenance.set(true, 900, async () => {
          throw new Error('audit log unavailable');
        }),
      ).rejects.toThrow('audit log unavailable');
      expect((await storedMaintenance())?.enabled).not.toBe(true);
    });

    it('records the state before and after the switch, read in its transaction', async () => {
      const on = await staffCall(app(), 'setMaintenance', admin(), {
        enabled: '1',
        retry_after_seconds: '1200',
        reason: 'Database upgrade',
      });
      expect(on.body.payload).toEqual({ enabled: true, forced_by_setting: false, retry_after_seconds: 1200 });
      const off = await staffCall(app(), 'setMaintenance', admin(), { enabled: '0', reason: 'Upgrade done' });
      expect(off.body.payload.enabled).toBe(false);
      const [last, first] = (await staffCall(app(), 'auditLog', admin(), { action: 'maintenance.' })).body.payload.items;
      expect(first).toMatchObject({
        action: 'maintenance.on',
        staff_email: adminEmail,
        reason: 'Database upgrade',
        before: { enabled: false },
        after: { enabled: true, retry_after_seconds: 1200 },
      });
      expect(last).toMatchObject({
        action: 'maintenance.off',
        before: { enabled: true },
        after: { enabled: false },
        reason: 'Upgrade done',
      });
    });
  });

  describe('support chat', () => {
    const saveChat = (fields: Record<string, string>) =>
      staffCall(app(), 'setChatSettings', admin(), { reason: 'New support contract', ...fields });
    const supportChat = async () => (await api(app(), 'GET', 'support/getsettings')).body.payload.chat as boolean;
    const cmsChat = async (locale: string) => (await app().inject({ method: 'GET', url: `/nfx/cms-config/${locale}` })).json().chat;

    it('lists the provider and every provider’s settings as stored', async () => {
      const listed = await staffCall(app(), 'chatSettings', admin());
      expect(listed.statusCode).toBe(200);
      expect(listed.body.payload.chat).toBe('none');
      expect(listed.body.payload.providers.map((item: { provider: string }) => item.provider)).toEqual([
        'livechat',
        'intercom',
        'zendesk',
        'freshchat',
        'crisp',
        'tawk',
      ]);
      expect(listed.body.payload.providers.find((item: { provider: string }) => item.provider === 'tawk')).toEqual({
        provider: 'tawk',
        id: '',
        license: '',
        src: '',
        widget_id: 'default',
        lang: '',
      });
    });

    it('switches the site’s chat on for every locale with the audit row, keeping what it does not edit, and off again', async () => {
      // A locale's own row would override the shared one: a save replaces it too.
      await db()
        .insertInto('cms_sections')
        .values({ locale: 'de', section: 'chat', data: JSON.stringify({ chat: 'crisp', settings: { crisp: { id: 'old' } } }) })
        .execute();
      expect(await supportChat()).toBe(false);
      const revisionBefore = await revision();

      const saved = await saveChat({ chat: 'freshchat', id: ' token-e2e ', src: '/fake-chat/widget.js', lang: 'de', widget_id: '' });
      expect(saved.statusCode).toBe(200);
      expect(saved.body.payload.chat).toBe('freshchat');
      expect(saved.body.payload.providers.find((item: { provider: string }) => item.provider === 'freshchat')).toEqual({
        provider: 'freshchat',
        id: 'token-e2e',
        license: '',
        src: '/fake-chat/widget.js',
        widget_id: '',
        lang: 'de',
      });
      expect(await revision()).not.toBe(revisionBefore);
      expect(await supportChat()).toBe(true);
      for (const locale of ['en', 'de', 'ru']) {
        const chat = await cmsChat(locale);
        expect([locale, chat.chat]).toEqual([locale, 'freshchat']);
        expect(chat.settings.freshchat).toEqual({ id: 'token-e2e', license: '', src: '/fake-chat/widget.js', widget_id: '', lang: 'de' });
        // The other providers' settings, and settings this page does not edit, are kept.
        expect(chat.settings.livechat).toEqual(seededChat.settings['livechat']);
        expect(chat.settings.tawk).toEqual(seededChat.settings['tawk']);
      }

      const log = (await staffCall(app(), 'auditLog', admin(), { target: 'cms_section:chat' })).body.payload.items;
      expect(log).toHaveLength(1);
      expect(log[0]).toMatchObject({
        action: 'chat_settings.saved',
        staff_email: adminEmail,
        role: 'admin',
        reason: 'New support contract',
        before: { chat: 'none', settings: { id: '', src: '', lang: 'en' } },
        after: { chat: 'freshchat', settings: { id: 'token-e2e', src: '/fake-chat/widget.js', lang: 'de' } },
      });

      const off = await saveChat({ chat: 'none', reason: 'Contract ended' });
      expect(off.body.payload.chat).toBe('none');
      expect(await supportChat()).toBe(false);
      // Switching off keeps the provider's settings for the day it comes back.
      expect((await cmsChat('en')).settings.freshchat.id).toBe('token-e2e');
      const actions = (await staffCall(app(), 'auditLog', admin(), { target: 'cms_section:chat' })).body.payload.items;
      expect(actions[0]).toMatchObject({
        action: 'chat_settings.saved',
        before: { chat: 'freshchat' },
        after: { chat: 'none', settings: null },
      });
    });

    it.each([
      ['an http script', { chat: 'freshchat', id: 'tok', src: 'http://evil.example/x.js' }, ['src']],
      ['a script of another host behind a path', { chat: 'zendesk', src: '//evil.example/x.js' }, ['src']],
      ['a javascript: script', { chat: 'tawk', src: 'javascript:alert(1)' }, ['src']],
      ['a provider without the setting it loads from', { chat: 'livechat', id: 'x' }, ['license']],
      ['an unknown provider', { chat: 'skype' }, ['chat']],
      ['a prototype key as the provider', { chat: '__proto__' }, ['chat']],
      ['a language that is not a tag', { chat: 'freshchat', id: 'tok', lang: '<script>' }, ['lang']],
      ['no reason', { chat: 'none', reason: '' }, ['reason']],
    ])('refuses %s with a 400 naming the field, and changes and logs nothing', async (_case, fields, named) => {
      const before = await auditRows();
      const revisionBefore = await revision();
      const answer = await saveChat(fields);
      expect(answer.statusCode).toBe(400);
      expect(answer.body.error.type).toBe('InvalidParameterException');
      expect(Object.keys(answer.body.error.invalid_parameters).sort()).toEqual(named);
      expect(await auditRows()).toBe(before);
      expect(await revision()).toBe(revisionBefore);
      expect(await supportChat()).toBe(false);
    });

    it('changes nothing when the audit row cannot be written', async () => {
      const revisionBefore = await revision();
      const append = jest.spyOn(app().staff.auditLog, 'append').mockRejectedValueOnce(new Error('audit log unavailable'));
      try {
        expect((await saveChat({ chat: 'crisp', id: 'website-1' })).statusCode).toBe(500);
      } finally {
        append.mockRestore();
      }
      expect(await revision()).toBe(revisionBefore);
      expect(await supportChat()).toBe(false);
      expect((await app().content.chatSettings.stored()).chat).toBe('none');
    });
  });
});
