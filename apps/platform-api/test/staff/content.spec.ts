import { sql } from 'kysely';
import type { staffContentCalls } from '@nfx/api-contract';
import type { StaffRole } from '@nfx/validation';
import { api, registerPlayer } from '../helpers/api';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { expectOnlyHoldersServed, guardedStaffCalls, signedInStaffOfEveryRole, staffCall, type StaffMethod } from './staff-member';

const SITE_LOCALES = ['en', 'de', 'es', 'pt-BR', 'ru', 'lv'];
const GERMAN_TITLE = 'Reload-Bonus: 25 % auf jede Einzahlung';

/** A valid input for each call, so a refusal is about the role, never the input. */
const CALLS: Record<keyof typeof staffContentCalls, Record<string, string>> = {
  contentPromotions: {},
  contentPromotion: { id: '2', content_locale: 'de' },
  saveContentPromotion: {
    id: '2',
    content_locale: 'de',
    updated_at: '',
    title: 'Refused',
    summary: '',
    body_html: '',
    terms_html: '',
    published: '1',
  },
  contentBanners: { content_locale: 'de' },
  saveContentBanner: { id: '1', label: 'Refused', value: '', addition: '' },
  previewContentHtml: { html: '<p>Refused</p>' },
};

/** The back office's CMS (issue 41): promotions' pages and banners per locale, sanitised, audited, shown by the site at once. */
describe('staff content', () => {
  let testApp: TestApp;
  const app = () => testApp.app;
  const db = () => testApp.database.db;
  let cookies: Partial<Record<StaffRole, string>> = {};
  let editorEmail = '';
  const editor = () => cookies.content!;

  const auditRows = async () => Number((await db().selectFrom('staff_audit_log').select(db().fn.countAll().as('n')).executeTakeFirst())!.n);
  const revision = async () =>
    String((await sql<{ revision: string }>`select revision from content_revision`.execute(db())).rows[0]!.revision);
  const auditOf = async (target: string) => (await staffCall(app(), 'auditLog', cookies.admin!, { target })).body.payload.items;
  const sitePromotion = async (id: number, locale: string) =>
    (await api(app(), 'GET', 'campaigns/getpromotioncontent', { query: { id: String(id), locale } })).body.payload;
  const read = async (id: number, locale: string) =>
    (await staffCall(app(), 'contentPromotion', editor(), { id: String(id), content_locale: locale })).body.payload;
  /** Saves a page from what `read` answered, with some texts changed. */
  const save = async (id: number, locale: string, changes: Record<string, string>) => {
    const current = await read(id, locale);
    return staffCall(app(), 'saveContentPromotion', editor(), {
      id: String(id),
      content_locale: locale,
      updated_at: current.updated_at ?? '',
      title: current.title,
      summary: current.summary,
      body_html: current.body_html,
      terms_html: current.terms_html,
      published: current.published ? '1' : '0',
      ...changes,
    });
  };

  beforeAll(async () => {
    testApp = await createTestApp();
    const staff = await signedInStaffOfEveryRole(testApp);
    cookies = staff.cookies;
    editorEmail = staff.emails.content;
  }, 240_000);
  afterAll(() => testApp.close());

  it('refuses every call without a staff session, with a player’s session, and for every role but content, and logs nothing', async () => {
    const player = await registerPlayer(app());
    const before = await auditRows();
    await expectOnlyHoldersServed(
      guardedStaffCalls(app(), CALLS, () => 'cms'),
      { cookies, playerCookie: player.cookie, holders: () => ['content'] },
    );
    expect(await auditRows()).toBe(before);
    expect((await sitePromotion(2, 'de')).title).toBe(GERMAN_TITLE);
  });

  it("lists the promotions with the locales they are written in, and the site's six locales", async () => {
    const { statusCode, body } = await staffCall(app(), 'contentPromotions', editor());
    expect(statusCode).toBe(200);
    expect(body.payload.locales.map((locale: { code: string }) => locale.code)).toEqual(SITE_LOCALES);
    expect(body.payload.default_locale).toBe('en');
    expect(body.payload.items.map((item: { id: number; title: string }) => [item.id, item.title])).toEqual([
      [1, 'Welcome bonus: 100% up to 200'],
      [2, 'Reload bonus: 25% on every deposit'],
    ]);
    const reload = body.payload.items[1];
    expect(reload.pages.map((page: { locale: string }) => page.locale).sort()).toEqual([...SITE_LOCALES].sort());
    expect(reload.pages.find((page: { locale: string }) => page.locale === 'de')).toMatchObject({ title: GERMAN_TITLE, published: true });
  });

  it('a German save shows in the site’s German page, not the English one, with its audit row and a new content revision', async () => {
    const english = await sitePromotion(2, 'en');
    const revisionBefore = await revision();
    const saved = await save(2, 'de', { title: 'Reload-Bonus: jetzt 30 %', summary: 'Jede Einzahlung ab 10 bringt 30 % extra.' });
    expect(saved.statusCode).toBe(200);
    expect(saved.body.payload).toMatchObject({
      changed: true,
      page: { id: 2, locale: 'de', written: true, title: 'Reload-Bonus: jetzt 30 %' },
    });
    expect(await revision()).not.toBe(revisionBefore);

    expect(await sitePromotion(2, 'de')).toMatchObject({
      locale: 'de',
      title: 'Reload-Bonus: jetzt 30 %',
      summary: 'Jede Einzahlung ab 10 bringt 30 % extra.',
    });
    expect(await sitePromotion(2, 'en')).toEqual(english);
    const list = (await api(app(), 'GET', 'campaigns/getpromotionsummaries', { query: { locale: 'de' } })).body.payload.items;
    expect(list.find((item: { id: number }) => item.id === 2).title).toBe('Reload-Bonus: jetzt 30 %');

    const log = await auditOf('promotion_page:2');
    expect(log[0]).toMatchObject({
      action: 'content.promotion_page.saved',
      staff_email: editorEmail,
      role: 'content',
      before: { locale: 'de', title: GERMAN_TITLE, summary: 'Jede Einzahlung ab 10 bringt 25 % extra, bis zu 50 Bonusgeld.' },
      after: { locale: 'de', title: 'Reload-Bonus: jetzt 30 %', summary: 'Jede Einzahlung ab 10 bringt 30 % extra.' },
    });
    // Only what changed is logged: the body and terms were sent as they were.
    expect(Object.keys(log[0].after).sort()).toEqual(['locale', 'summary', 'title']);
  });

  it('a save that changes nothing writes, logs and invalidates nothing', async () => {
    const before = await auditRows();
    const revisionBefore = await revision();
    const same = await save(1, 'es', {});
    expect(same.statusCode).toBe(200);
    expect(same.body.payload.changed).toBe(false);
    expect(await auditRows()).toBe(before);
    expect(await revision()).toBe(revisionBefore);
  });

  it('strips a <script> from the body before storing it; the preview shows the same result', async () => {
    const typed =
      '<h2>Neu</h2><p onclick="steal()">Mehr Bonus<script>alert(document.cookie)</script></p><a href="javascript:alert(1)">x</a>';
    const preview = await staffCall(app(), 'previewContentHtml', editor(), { html: typed });
    expect(preview.statusCode).toBe(200);
    expect(preview.body.payload.html).toBe('<h2>Neu</h2><p>Mehr Bonus</p><a>x</a>');

    const saved = await save(1, 'de', { body_html: typed, terms_html: '<ol><li>Gilt<script>x()</script></li></ol>' });
    expect(saved.statusCode).toBe(200);
    expect(saved.body.payload.page.body_html).toBe(preview.body.payload.html);
    expect(saved.body.payload.page.terms_html).toBe('<ol><li>Gilt</li></ol>');
    const stored = await db()
      .selectFrom('promotion_pages')
      .select(['body_html', 'terms_html'])
      .where('campaign_id', '=', 1)
      .where('locale', '=', 'de')
      .executeTakeFirstOrThrow();
    expect(stored).toEqual({ body_html: preview.body.payload.html, terms_html: '<ol><li>Gilt</li></ol>' });
    expect((await sitePromotion(1, 'de')).body).toBe(preview.body.payload.html);
    const log = await auditOf('promotion_page:1');
    expect(JSON.stringify(log[0].after)).not.toContain('<script');
  });

  it('refuses a save started from an older version, so a colleague’s newer save is not lost, and logs nothing', async () => {
    const opened = await read(2, 'es');
    expect((await save(2, 'es', { title: 'Bono de recarga: 30 %' })).statusCode).toBe(200);
    const before = await auditRows();
    const stale = await staffCall(app(), 'saveContentPromotion', editor(), {
      id: '2',
      content_locale: 'es',
      updated_at: opened.updated_at,
      title: 'Bono de recarga: 20 %',
      summary: opened.summary,
      body_html: opened.body_html,
      terms_html: opened.terms_html,
      published: '1',
    });
    expect(stale.statusCode).toBe(400);
    expect(stale.body.error).toMatchObject({ type: 'InvalidRequestException', code: 'content_changed' });
    expect(await auditRows()).toBe(before);
    expect((await sitePromotion(2, 'es')).title).toBe('Bono de recarga: 30 %');
  });

  it('writes a locale’s first page (with the promotion’s picture), and an unpublished page falls back on the site', async () => {
    await db().deleteFrom('promotion_pages').where('campaign_id', '=', 2).where('locale', '=', 'lv').execute();
    const empty = await read(2, 'lv');
    expect(empty).toMatchObject({ id: 2, locale: 'lv', written: false, title: '', updated_at: null });
    expect((await sitePromotion(2, 'lv')).locale).toBe('en');

    const created = await save(2, 'lv', { title: 'Papildināšanas bonuss', body_html: '<p>Teksts</p>' });
    expect(created.body.payload).toMatchObject({ changed: true, page: { written: true, title: 'Papildināšanas bonuss' } });
    const page = await sitePromotion(2, 'lv');
    expect(page).toMatchObject({ locale: 'lv', title: 'Papildināšanas bonuss', body: '<p>Teksts</p>' });
    expect(page.image).toBe((await sitePromotion(2, 'en')).image);
    expect((await auditOf('promotion_page:2'))[0]).toMatchObject({ action: 'content.promotion_page.created', before: null });

    // Two editors both starting from no page: the second is told, not silently overwritten.
    const second = await staffCall(app(), 'saveContentPromotion', editor(), {
      ...CALLS.saveContentPromotion,
      id: '2',
      content_locale: 'lv',
    });
    expect(second.body.error).toMatchObject({ code: 'content_changed' });

    expect((await save(2, 'lv', { published: '0' })).body.payload.page.published).toBe(false);
    expect((await sitePromotion(2, 'lv')).locale).toBe('en');
  });

  it("lists a locale's banners and saves one's words, sanitised; only that locale's banners change on the site", async () => {
    const listed = await staffCall(app(), 'contentBanners', editor(), { content_locale: 'de' });
    expect(listed.statusCode).toBe(200);
    const slider = listed.body.payload.items.filter((banner: { placement: string }) => banner.placement === 'slider');
    expect(slider.map((banner: { label: string }) => banner.label)).toEqual([
      'Willkommensbonus',
      'Freispiele',
      'Wochenturnier',
      'Cashback',
    ]);
    expect(listed.body.payload.items.every((banner: { locale: string; live: boolean }) => banner.locale === 'de' && banner.live)).toBe(
      true,
    );
    const englishBefore = (await api(app(), 'GET', 'banners/get', { query: { locale: 'en' } })).body.payload;

    const target = slider[1];
    const revisionBefore = await revision();
    const saved = await staffCall(app(), 'saveContentBanner', editor(), {
      id: String(target.id),
      label: 'Freispiele am Freitag',
      value: target.value,
      addition: '<p>Mit dem Code SPINS50<script>alert(1)</script></p>',
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.body.payload).toMatchObject({
      changed: true,
      banner: { label: 'Freispiele am Freitag', addition: '<p>Mit dem Code SPINS50</p>' },
    });
    expect(await revision()).not.toBe(revisionBefore);

    const german = (await api(app(), 'GET', 'banners/get', { query: { locale: 'de' } })).body.payload.items;
    expect(german.find((banner: { id: number }) => banner.id === target.id).description).toMatchObject({
      label: 'Freispiele am Freitag',
      addition: '<p>Mit dem Code SPINS50</p>',
    });
    expect((await api(app(), 'GET', 'banners/get', { query: { locale: 'en' } })).body.payload).toEqual(englishBefore);
    const [entry] = await auditOf(`banner:${target.id}`);
    expect(entry).toMatchObject({
      action: 'content.banner.saved',
      before: { locale: 'de', label: 'Freispiele' },
      after: { locale: 'de', label: 'Freispiele am Freitag' },
    });
    // The addition came out of the sanitiser as it was stored, so it is not logged as a change.
    expect(Object.keys(entry.after).sort()).toEqual(['label', 'locale']);
  });

  const promotionInput = CALLS.saveContentPromotion;
  it.each<[string, StaffMethod, Record<string, string>, string]>([
    ['no title', 'saveContentPromotion', { ...promotionInput, title: '   ' }, 'title'],
    ['a title of 151 characters', 'saveContentPromotion', { ...promotionInput, title: 'T'.repeat(151) }, 'title'],
    ['a summary on two lines', 'saveContentPromotion', { ...promotionInput, summary: 'one\ntwo' }, 'summary'],
    ['a body of 20001 characters', 'saveContentPromotion', { ...promotionInput, body_html: 'x'.repeat(20_001) }, 'body_html'],
    ['a NUL in the terms', 'saveContentPromotion', { ...promotionInput, terms_html: '<p>a\u0000b</p>' }, 'terms_html'],
    ['a language the site does not have', 'saveContentPromotion', { ...promotionInput, content_locale: 'fr' }, 'content_locale'],
    ['a malformed language', 'contentPromotion', { id: '2', content_locale: '../etc' }, 'content_locale'],
    ['a promotion without pages', 'saveContentPromotion', { ...promotionInput, id: '99' }, 'id'],
    ['a promotion id of 0', 'contentPromotion', { id: '0', content_locale: 'de' }, 'id'],
    ['a version that is not a time', 'saveContentPromotion', { ...promotionInput, updated_at: 'yesterday' }, 'updated_at'],
    ['published neither yes nor no', 'saveContentPromotion', { ...promotionInput, published: 'maybe' }, 'published'],
    ['no banner label', 'saveContentBanner', { ...CALLS.saveContentBanner, label: '' }, 'label'],
    ['a banner that does not exist', 'saveContentBanner', { ...CALLS.saveContentBanner, id: '999999' }, 'id'],
    ['a preview of 20001 characters', 'previewContentHtml', { html: 'x'.repeat(20_001) }, 'html'],
  ])('answers 400 naming the field for %s, and writes nothing', async (_case, method, body, field) => {
    const before = await auditRows();
    const answer = await staffCall(app(), method, editor(), body);
    expect(answer.statusCode).toBe(400);
    expect(answer.body.error.type).toBe('InvalidParameterException');
    expect(Object.keys(answer.body.error.invalid_parameters)).toContain(field);
    expect(await auditRows()).toBe(before);
  });
});
