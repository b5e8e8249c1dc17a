import { api, registerPlayer } from '../helpers/api';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { seedLocales } from '../../src/seed/content/locales';
import { CAMPAIGN_TEXTS } from '../../src/seed/bonus/campaign-texts';
import { freshKey, type Player } from '../cashier/cashier-helpers';
import { bonusRows, insertCashback } from './bonus-helpers';

/** Promo-code campaigns: 902 has words in English and German only, 903 none at all. */
const promoCampaign = (id: number, promoCode: string, title: string, description: string) => ({
  id,
  kind: 'no_deposit' as const,
  wallet: 'casino' as const,
  title,
  description,
  promo_code: promoCode,
  fixed_amount: 100,
});

/** The figures a text names (10, 1.50, 35…), decimal commas read as points, in order of size. */
const figures = (text: string) =>
  (text.match(/\d+(?:[.,]\d+)?/g) ?? [])
    .map((figure) => figure.replace(',', '.'))
    .sort()
    .join(' ');

/** Campaign words per locale (issue 18): every call that names a campaign answers in the request's locale, else the default one. */
describe('campaign texts', () => {
  let testApp: TestApp;
  const app = () => testApp.app;
  const db = () => testApp.database.db;
  const as = (player: Player | undefined, locale: string) => ({
    get: (path: string, query: Record<string, string> = {}) =>
      api(app(), 'GET', path, { query: { ...query, locale }, cookie: player?.cookie }),
    post: (path: string, body: Record<string, string | number>) =>
      api(app(), 'POST', path, { query: { locale }, body, cookie: player?.cookie, headers: { 'idempotency-key': freshKey('words') } }),
  });

  beforeAll(async () => {
    testApp = await createTestApp();
    await db()
      .insertInto('bonus_campaigns')
      .values([promoCampaign(902, 'WORDED1', 'Own title', 'Own words'), promoCampaign(903, 'BARE1', 'Bare title', 'Bare words')])
      .execute();
    await db()
      .insertInto('bonus_campaign_texts')
      .values([
        { campaign_id: 902, locale: 'en', title: 'English title', description: 'English words' },
        { campaign_id: 902, locale: 'de', title: 'Deutscher Titel', description: 'Deutsche Worte' },
      ])
      .execute();
  }, 240_000);
  afterAll(() => testApp.close());

  it('campaigns.getoffers answers a German visitor in German, with the same figures and shape as in English', async () => {
    const english = (await as(undefined, 'en').get('campaigns/getoffers')).body.payload;
    const german = (await as(undefined, 'de').get('campaigns/getoffers')).body.payload;
    expect(english.items.map((item: { description: unknown }) => item.description)).toEqual([
      { title: 'Welcome bonus', text: '100% of your first deposit, up to 200.', image: '' },
      { title: 'Reload bonus', text: '25% on every deposit, up to 50.', image: '' },
    ]);
    expect(german.items.map((item: { description: { title: string; text: string } }) => item.description)).toEqual([
      { title: 'Willkommensbonus', text: '100 % Ihrer ersten Einzahlung, bis zu 200.', image: '' },
      { title: 'Reload-Bonus', text: '25 % auf jede Einzahlung, bis zu 50.', image: '' },
    ]);
    // Only the words change: the offers' ids, triggers, promotions and params are the English ones.
    const withoutWords = (page: { items: { description: unknown }[] }) => page.items.map(({ description: _words, ...rest }) => rest);
    expect(withoutWords(german)).toEqual(withoutWords(english));
    expect(german.total).toBe(english.total);
  });

  it('an offer without words in the locale shows the default locale’s; unknown locales are refused', async () => {
    await db().deleteFrom('bonus_campaign_texts').where('campaign_id', '=', 2).where('locale', '=', 'es').execute();
    const spanish = (await as(undefined, 'es').get('campaigns/getoffers')).body.payload.items;
    expect(spanish.map((item: { description: { title: string } }) => item.description.title)).toEqual([
      'Bono de bienvenida',
      'Reload bonus',
    ]);
    const reload = CAMPAIGN_TEXTS[2]!.es;
    await db()
      .insertInto('bonus_campaign_texts')
      .values({ campaign_id: 2, locale: 'es', title: reload.title, description: reload.description, offer_text: reload.offer })
      .execute();
    const unknown = await as(undefined, 'zz').get('campaigns/getoffers');
    expect(unknown.statusCode).toBe(400);
    expect(unknown.body.error.invalid_parameters).toEqual({ locale: ['INVALID'] });
  });

  it('bonuses.get, the promo code’s answer and BettingBonuses.get name bonuses in the request’s locale', async () => {
    const player = await registerPlayer(app());
    const activated = (await as(player, 'de').post('campaigns/activateOffer', { promo_code: 'WELCOME10' })).body.payload;
    expect(activated).toMatchObject({ title: 'Willkommen 10', description: CAMPAIGN_TEXTS[3]!.de.description });
    for (const { code } of seedLocales) {
      const [bonus] = (await as(player, code).get('bonuses/get')).body.payload.items;
      expect(bonus).toMatchObject({ title: CAMPAIGN_TEXTS[3]![code].title, description: CAMPAIGN_TEXTS[3]![code].description });
    }
    const freeBet = (await as(player, 'pt-BR').post('campaigns/activateOffer', { promo_code: 'FREEBET5' })).body.payload;
    expect(freeBet.title).toBe('Aposta grátis de 5');
    const [listed] = (await as(player, 'lv').get('BettingBonuses/get', { status: 'active' })).body.payload.items;
    expect(listed).toMatchObject({ id: freeBet.id, title: 'Bezmaksas likme 5', amount: freeBet.amount });
  });

  it('a campaign falls back to the default locale’s words, then to its own', async () => {
    const player = await registerPlayer(app());
    expect((await as(player, 'lv').post('campaigns/activateOffer', { promo_code: 'WORDED1' })).body.payload.title).toBe('English title');
    await as(player, 'en').post('campaigns/activateOffer', { promo_code: 'BARE1' });
    const titles = async (locale: string) =>
      (await as(player, locale).get('bonuses/get')).body.payload.items.map((bonus: { title: string; description: string }) => [
        bonus.title,
        bonus.description,
      ]);
    expect(await titles('de')).toEqual([
      ['Bare title', 'Bare words'],
      ['Deutscher Titel', 'Deutsche Worte'],
    ]);
    expect(await titles('ru')).toEqual([
      ['Bare title', 'Bare words'],
      ['English title', 'English words'],
    ]);
  });

  it('cashbacks.get and cashbacks.payout name the cashback in the request’s locale', async () => {
    const player = await registerPlayer(app());
    const id = await insertCashback(app(), player.uid);
    expect((await as(player, 'ru').get('cashbacks/get')).body.payload.items[0].description).toBe('Ежедневный кешбэк 10%');
    const paid = (await as(player, 'de').post('cashbacks/payout', { cashback_id: id })).body.payload;
    expect(paid).toMatchObject({ status: 'paid_out', description: 'Tägliches Cashback 10 %' });
  });

  it('a money call with an unknown locale is refused before anything is granted', async () => {
    const player = await registerPlayer(app());
    const refused = await as(player, 'zz').post('campaigns/activateOffer', { promo_code: 'PLAY1X' });
    expect(refused.statusCode).toBe(400);
    expect(refused.body.error.invalid_parameters).toEqual({ locale: ['INVALID'] });
    expect(await bonusRows(app(), player.uid)).toEqual([]);
  });

  it('seeds every demo campaign in all six locales with the English figures, English as the campaigns and offers say it', async () => {
    const campaigns = await db().selectFrom('bonus_campaigns').selectAll().where('id', '<', 900).orderBy('id').execute();
    const rows = await db().selectFrom('bonus_campaign_texts').selectAll().where('campaign_id', '<', 900).execute();
    const offers = await db().selectFrom('campaign_offers').selectAll().execute();
    for (const campaign of campaigns) {
      const english = CAMPAIGN_TEXTS[campaign.id]!.en;
      expect([english.title, english.description]).toEqual([campaign.title, campaign.description]);
      const offer = offers.find((row) => row.id === campaign.offer_id);
      if (offer) expect([english.title, english.offer]).toEqual([offer.title, offer.text]);
      for (const { code } of seedLocales) {
        const row = rows.find((text) => text.campaign_id === campaign.id && text.locale === code);
        const words = CAMPAIGN_TEXTS[campaign.id]![code];
        expect(row).toMatchObject({ title: words.title, description: words.description, offer_text: words.offer ?? '' });
        expect([figures(words.title), figures(words.description), figures(words.offer ?? '')]).toEqual([
          figures(english.title),
          figures(english.description),
          figures(english.offer ?? ''),
        ]);
        expect(Boolean(words.offer)).toBe(Boolean(offer));
      }
    }
    expect(campaigns.map((campaign) => campaign.id)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9]);
  });
});
