import { sql } from 'kysely';
import type { staffContentTextsCalls } from '@nfx/api-contract';
import type { StaffRole } from '@nfx/validation';
import { api } from '../helpers/api';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { expectOnlyHoldersServed, guardedStaffCalls, signedInStaffOfEveryRole, staffCall } from './staff-member';

const COPYRIGHT = { namespace: 'layout', key: 'copyright' };

/** A valid input for each call, so a refusal is about the role, never the input. */
const CALLS: Record<keyof typeof staffContentTextsCalls, Record<string, string>> = {
  contentTexts: { q: 'copyright', content_locale: 'de' },
  saveContentText: { ...COPYRIGHT, content_locale: 'de', updated_at: '', value: '© {{year}} NFX' },
  revertContentText: { ...COPYRIGHT, content_locale: 'de', updated_at: '' },
  contentFaq: { content_locale: 'de' },
  saveContentFaq: { content_locale: 'de', updated_at: new Date().toISOString(), items: '[]' },
};

/** The back office's page texts and support FAQ (issue 41): saved per locale, audited, shown by the site at once. */
describe('staff page texts and FAQ', () => {
  let testApp: TestApp;
  const app = () => testApp.app;
  const db = () => testApp.database.db;
  let cookies: Partial<Record<StaffRole, string>> = {};
  const editor = () => cookies.content!;

  const auditRows = async () => Number((await db().selectFrom('staff_audit_log').select(db().fn.countAll().as('n')).executeTakeFirst())!.n);
  const revision = async () =>
    String((await sql<{ revision: string }>`select revision from content_revision`.execute(db())).rows[0]!.revision);
  const auditOf = async (target: string) => (await staffCall(app(), 'auditLog', cookies.admin!, { target })).body.payload.items;
  const siteTexts = async (locale: string) => (await app().inject({ method: 'GET', url: `/nfx/i18n/messages/${locale}` })).json();
  const siteFaq = async (locale: string) =>
    (await api(app(), 'GET', 'metadata/get', { query: { path: '/support', locale } })).body.payload.jsonLd.faq;
  const copyright = async (locale: string) => {
    const found = await staffCall(app(), 'contentTexts', editor(), { q: 'layout.copyright', content_locale: locale });
    const text = found.body.payload.items.find((item: { key: string }) => item.key === 'copyright');
    return text.values.find((value: { locale: string }) => value.locale === locale);
  };

  beforeAll(async () => {
    testApp = await createTestApp();
    ({ cookies } = await signedInStaffOfEveryRole(testApp));
  }, 240_000);
  afterAll(() => testApp.close());

  it('refuses every call without a staff session and for every role but content, and logs nothing', async () => {
    const before = await auditRows();
    await expectOnlyHoldersServed(
      guardedStaffCalls(app(), CALLS, () => 'cms'),
      { cookies, holders: () => ['content'] },
    );
    expect(await auditRows()).toBe(before);
  });

  it('finds a text by key or by words and shows it in every locale', async () => {
    const byWords = await staffCall(app(), 'contentTexts', editor(), { q: 'All rights reserved', content_locale: 'en' });
    expect(byWords.statusCode).toBe(200);
    const text = byWords.body.payload.items.find((item: { namespace: string; key: string }) => item.key === 'copyright');
    expect(text.namespace).toBe('layout');
    expect(text.values.map((value: { locale: string }) => value.locale)).toEqual(['en', 'de', 'es', 'pt-BR', 'ru', 'lv']);
    expect(text.values[0]).toMatchObject({ value: '© {{year}} NFX. All rights reserved.', edited: false });
    expect((await staffCall(app(), 'contentTexts', editor(), { q: '', content_locale: 'en' })).body.payload.items).toEqual([]);
    expect((await staffCall(app(), 'contentTexts', editor(), { q: 'x', content_locale: 'xx' })).statusCode).toBe(400);
  });

  it('a German save shows in the German catalogue only, with its audit row and a new revision; a revert brings the default back', async () => {
    const german = await copyright('de');
    const englishBefore = (await siteTexts('en')).layout.copyright;
    const revisionBefore = await revision();
    const saved = await staffCall(app(), 'saveContentText', editor(), {
      ...COPYRIGHT,
      content_locale: 'de',
      updated_at: german.updated_at,
      value: '© {{year}} NFX Casino. Alle Rechte vorbehalten.',
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.body.payload.changed).toBe(true);
    expect(await revision()).not.toBe(revisionBefore);
    expect((await siteTexts('de')).layout.copyright).toBe('© {{year}} NFX Casino. Alle Rechte vorbehalten.');
    expect((await siteTexts('en')).layout.copyright).toBe(englishBefore);
    expect((await auditOf('page_text:layout.copyright'))[0]).toMatchObject({
      action: 'content.page_text.saved',
      role: 'content',
      before: { locale: 'de', value: german.value },
      after: { locale: 'de', value: '© {{year}} NFX Casino. Alle Rechte vorbehalten.' },
    });

    const edited = await copyright('de');
    expect(edited.edited).toBe(true);
    const reverted = await staffCall(app(), 'revertContentText', editor(), {
      ...COPYRIGHT,
      content_locale: 'de',
      updated_at: edited.updated_at,
    });
    expect(reverted.statusCode).toBe(200);
    expect((await siteTexts('de')).layout.copyright).toBe(german.default_value);
    expect((await auditOf('page_text:layout.copyright'))[0].action).toBe('content.page_text.reverted');
  });

  it('refuses a save that drops or adds a placeholder, naming the ones to keep, and changes nothing', async () => {
    const german = await copyright('de');
    const before = await auditRows();
    for (const value of ['NFX. Alle Rechte vorbehalten.', '© {{year}} {{name}} NFX']) {
      const refused = await staffCall(app(), 'saveContentText', editor(), {
        ...COPYRIGHT,
        content_locale: 'de',
        updated_at: german.updated_at,
        value,
      });
      expect(refused.statusCode).toBe(400);
      expect(refused.body.error.invalid_parameters).toEqual({
        value: ['validation.placeholders?expected=%7B%7Byear%7D%7D'],
      });
    }
    expect(await auditRows()).toBe(before);
    expect((await copyright('de')).value).toBe(german.value);
  });

  it('refuses a stale text save with content_changed', async () => {
    const german = await copyright('de');
    const first = await staffCall(app(), 'saveContentText', editor(), {
      ...COPYRIGHT,
      content_locale: 'de',
      updated_at: german.updated_at,
      value: '© {{year}} NFX – erste Fassung',
    });
    expect(first.statusCode).toBe(200);
    const stale = await staffCall(app(), 'saveContentText', editor(), {
      ...COPYRIGHT,
      content_locale: 'de',
      updated_at: german.updated_at,
      value: '© {{year}} NFX – zweite Fassung',
    });
    expect(stale.statusCode).toBe(400);
    expect(stale.body.error).toMatchObject({ type: 'InvalidRequestException', code: 'content_changed' });
    expect((await siteTexts('de')).layout.copyright).toBe('© {{year}} NFX – erste Fassung');
  });

  it('saves the German FAQ in order: the support page and its JSON-LD show it, English keeps its own, audited; a stale save is refused', async () => {
    const englishFaq = await siteFaq('en');
    const loaded = (await staffCall(app(), 'contentFaq', editor(), { content_locale: 'de' })).body.payload.faq;
    expect(loaded.items.length).toBeGreaterThan(1);
    const items = [
      { question: 'Gibt es eine App?', answer: 'Die Website funktioniert auf jedem Telefon.' },
      ...loaded.items.slice(1).reverse(),
    ];
    const saved = await staffCall(app(), 'saveContentFaq', editor(), {
      content_locale: 'de',
      updated_at: loaded.updated_at,
      items: JSON.stringify(items),
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.body.payload).toMatchObject({ changed: true, faq: { locale: 'de', items } });
    expect(await siteFaq('de')).toEqual(items);
    expect(await siteFaq('en')).toEqual(englishFaq);
    expect((await auditOf('faq:de'))[0]).toMatchObject({ action: 'content.faq.saved', after: { locale: 'de', items } });

    const before = await auditRows();
    const stale = await staffCall(app(), 'saveContentFaq', editor(), { content_locale: 'de', updated_at: loaded.updated_at, items: '[]' });
    expect(stale.body.error).toMatchObject({ code: 'content_changed' });
    const broken = await staffCall(app(), 'saveContentFaq', editor(), {
      content_locale: 'de',
      updated_at: saved.body.payload.faq.updated_at,
      items: JSON.stringify([{ question: '', answer: 'x' }]),
    });
    expect(broken.statusCode).toBe(400);
    expect((await staffCall(app(), 'saveContentFaq', editor(), { content_locale: 'de', updated_at: 'x', items: '{' })).statusCode).toBe(
      400,
    );
    expect(await auditRows()).toBe(before);
    expect(await siteFaq('de')).toEqual(items);
  });
});
