import type { staffMarketingCalls } from '@nfx/api-contract';
import type { StaffRole } from '@nfx/validation';
import { api, registerPlayer } from '../helpers/api';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { bonusRows } from '../bonus/bonus-helpers';
import { cashier, submitHostedForm, VALID_CARD } from '../cashier/cashier-helpers';
import { waitFor } from '../helpers/test-database';
import { expectOnlyHoldersServed, guardedStaffCalls, signedInStaffOfEveryRole, staffCall, type StaffMethod } from './staff-member';

/** A valid input for each call, so a refusal is about the role, never the input. */
const CALLS: Record<keyof typeof staffMarketingCalls, Record<string, string>> = {
  campaigns: {},
  createCampaign: { kind: 'no_deposit', title: 'Refused', amount: '5', wagering_multiplier: '10', expiry_days: '7' },
  scheduleCampaign: { id: '3', ends_at: '2099-01-01T00:00' },
  pauseCampaign: { id: '3' },
  resumeCampaign: { id: '3' },
  campaignTexts: { id: '3' },
  setCampaignTexts: { id: '3', locale: 'de', title: 'Verweigert' },
  promoCodes: {},
  createPromoCode: { code: 'REFUSED1', campaign_id: '3' },
  pausePromoCode: { id: '1' },
  resumePromoCode: { id: '1' },
};
const CREATE_CALLS = new Set<string>(['createCampaign', 'createPromoCode']);
const CAMPAIGN_CALLS = new Set([
  'campaigns',
  'createCampaign',
  'scheduleCampaign',
  'pauseCampaign',
  'resumeCampaign',
  'campaignTexts',
  'setCampaignTexts',
]);

/** The marketing team's campaigns and promo codes in the back office (issue 41). */
describe('staff campaigns and promo codes', () => {
  let testApp: TestApp;
  const app = () => testApp.app;
  const db = () => testApp.database.db;
  let cookies: Partial<Record<StaffRole, string>> = {};
  let marketingEmail = '';
  /** The creates take a fresh Idempotency-Key, as the back office sends one per form submission. */
  const marketing = (method: StaffMethod, body: Record<string, string> = {}, key = `key-${Math.random()}`) =>
    CREATE_CALLS.has(method)
      ? api(app(), 'POST', `staff/${method}`, { cookie: cookies.marketing!, body, headers: { 'idempotency-key': key } })
      : staffCall(app(), method, cookies.marketing!, body);
  const auditRows = async () => Number((await db().selectFrom('staff_audit_log').select(db().fn.countAll().as('n')).executeTakeFirst())!.n);
  /** What a player gets from the site's promo code field (campaigns.activateOffer). */
  const redeem = async (player: { cookie: string }, code: string) =>
    api(app(), 'POST', 'campaigns/activateOffer', {
      body: { promo_code: code },
      cookie: player.cookie,
      headers: { 'idempotency-key': `redeem-${Math.random()}` },
    });
  let codes = 0;
  const uniqueCode = () => `MKT${Date.now().toString(36).toUpperCase()}${(codes += 1)}`;
  /** A no-deposit campaign of 7.50 (10×) and a code for it, made through the calls; answers both. */
  async function campaignWithCode(code: Record<string, string> = {}, campaign: Record<string, string> = {}) {
    const created = await marketing('createCampaign', {
      kind: 'no_deposit',
      title: 'Spring 7.50',
      description: 'Seven fifty to play with.',
      amount: '7.50',
      wagering_multiplier: '10',
      max_stake: '2',
      expiry_days: '5',
      contributions: 'roulette:10, live:0',
      ...campaign,
    });
    expect(created.body.status).toBe('ok');
    const promo = await marketing('createPromoCode', { code: uniqueCode(), campaign_id: String(created.body.payload.id), ...code });
    expect(promo.body.status).toBe('ok');
    return { campaign: created.body.payload, promo: promo.body.payload };
  }

  beforeAll(async () => {
    testApp = await createTestApp();
    const staff = await signedInStaffOfEveryRole(testApp);
    cookies = staff.cookies;
    marketingEmail = staff.emails.marketing;
  }, 240_000);
  afterAll(() => testApp.close());

  it('refuses every call without a staff session, with a player’s session, and for every role without the permission, writing nothing', async () => {
    const player = await registerPlayer(app());
    const before = await auditRows();
    await expectOnlyHoldersServed(
      guardedStaffCalls(app(), CALLS, (method) => (CAMPAIGN_CALLS.has(method) ? 'campaigns' : 'promo-codes')),
      { cookies, playerCookie: player.cookie, holders: () => ['marketing'] },
    );
    expect(await auditRows()).toBe(before);
    expect(await db().selectFrom('bonus_promo_codes').select('code').where('code', '=', 'REFUSED1').execute()).toEqual([]);
    expect(await db().selectFrom('bonus_campaigns').select('id').where('title', '=', 'Refused').execute()).toEqual([]);
    expect(await db().selectFrom('bonus_campaign_texts').select('title').where('title', '=', 'Verweigert').execute()).toEqual([]);
  });

  it('lists the seeded campaigns and their codes', async () => {
    const campaigns = (await marketing('campaigns')).body.payload.items;
    expect(campaigns.find((row: { id: number }) => row.id === 3)).toMatchObject({
      kind: 'no_deposit',
      title: 'Welcome 10',
      amount: '10.00',
      wagering_multiplier: 20,
      max_stake: '2.00',
      state: 'running',
      promo_codes: 1,
    });
    const codes = (await marketing('promoCodes')).body.payload.items;
    expect(codes.find((row: { code: string }) => row.code === 'WELCOME10')).toMatchObject({
      campaign_id: 3,
      campaign_title: 'Welcome 10',
      max_redemptions: null,
      state: 'running',
    });
  });

  it('a campaign and a code made by marketing give a new player the bonus through the site’s call, logged under the marketer’s name', async () => {
    const { campaign, promo } = await campaignWithCode({ max_redemptions: '100' });
    expect(campaign).toMatchObject({
      kind: 'no_deposit',
      wallet: 'casino',
      amount: '7.50',
      max_stake: '2.00',
      contributions: { roulette: 10, live: 0 },
      state: 'running',
    });
    expect(campaign.id).toBeGreaterThanOrEqual(1000);
    expect(promo).toMatchObject({ campaign_id: campaign.id, max_redemptions: 100, redemptions: 0, state: 'running' });

    const player = await registerPlayer(app());
    const redeemed = await redeem(player, promo.code.toLowerCase());
    expect(redeemed.body.status).toBe('ok');
    expect(redeemed.body.payload).toMatchObject({ title: 'Spring 7.50', amount: { amount: 7.5, currency: 'EUR' } });
    const [bonus] = await bonusRows(app(), player.uid);
    expect([bonus!.campaign_id, bonus!.status, Number(bonus!.amount), Number(bonus!.wagering_required)]).toEqual([
      campaign.id,
      'active',
      750,
      7500,
    ]);
    expect((await redeem(player, promo.code)).body.error.invalid_parameters).toEqual({ promo_code: ['ALREADY_USED'] });
    const listed = (await marketing('promoCodes')).body.payload.items.find((row: { id: number }) => row.id === promo.id);
    expect(listed).toMatchObject({ redemptions: 1 });

    const log = (await staffCall(app(), 'auditLog', cookies.admin!, { staff: marketingEmail })).body.payload.items;
    expect(log.slice(0, 2)).toMatchObject([
      {
        action: 'promo_code.created',
        target_type: 'promo_code',
        target_id: String(promo.id),
        role: 'marketing',
        after: { code: promo.code },
      },
      {
        action: 'campaign.created',
        target_type: 'campaign',
        target_id: String(campaign.id),
        before: null,
        after: { title: 'Spring 7.50' },
      },
    ]);
  });

  it('a paused code or campaign is refused as INVALID until resumed, and a pause of a paused one logs nothing', async () => {
    const { campaign, promo } = await campaignWithCode();
    const player = await registerPlayer(app());
    // The registration form's check knows the code as the redemption does.
    const check = async () =>
      (await api(app(), 'POST', 'campaigns/checkPromocode', { body: { promo_code: promo.code.toLowerCase() } })).body;
    expect(await check()).toMatchObject({ status: 'ok', payload: { valid: true, code: promo.code } });
    expect((await marketing('pausePromoCode', { id: String(promo.id) })).body.payload).toBe(1);
    expect((await check()).error.invalid_parameters).toEqual({ promo_code: ['INVALID'] });
    const before = await auditRows();
    expect((await marketing('pausePromoCode', { id: String(promo.id) })).body.payload).toBe(1);
    expect(await auditRows()).toBe(before);
    expect((await marketing('promoCodes')).body.payload.items.find((row: { id: number }) => row.id === promo.id).state).toBe('paused');
    expect((await redeem(player, promo.code)).body.error.invalid_parameters).toEqual({ promo_code: ['INVALID'] });

    await marketing('resumePromoCode', { id: String(promo.id) });
    await marketing('pauseCampaign', { id: String(campaign.id) });
    expect((await marketing('promoCodes')).body.payload.items.find((row: { id: number }) => row.id === promo.id)).toMatchObject({
      state: 'running',
      campaign_state: 'paused',
    });
    expect((await redeem(player, promo.code)).body.error.invalid_parameters).toEqual({ promo_code: ['INVALID'] });
    await marketing('resumeCampaign', { id: String(campaign.id) });
    expect((await redeem(player, promo.code)).body.status).toBe('ok');
    expect(await bonusRows(app(), player.uid)).toHaveLength(1);

    const actions = (await staffCall(app(), 'auditLog', cookies.admin!, { staff: marketingEmail })).body.payload.items
      .slice(0, 4)
      .map((row: { action: string }) => row.action);
    expect(actions).toEqual(['campaign.resumed', 'campaign.paused', 'promo_code.resumed', 'promo_code.paused']);
  });

  it('keeps a code to its redemptions and window, and a campaign to its schedule', async () => {
    const once = (await campaignWithCode({ max_redemptions: '1' })).promo;
    expect((await redeem(await registerPlayer(app()), once.code)).body.status).toBe('ok');
    expect((await redeem(await registerPlayer(app()), once.code)).body.error.invalid_parameters).toEqual({ promo_code: ['INVALID'] });
    expect((await marketing('promoCodes')).body.payload.items.find((row: { id: number }) => row.id === once.id)).toMatchObject({
      redemptions: 1,
      state: 'used_up',
    });

    const later = (await campaignWithCode({ starts_at: '2098-01-01T00:00:00Z' })).promo;
    expect(later.state).toBe('scheduled');
    expect((await redeem(await registerPlayer(app()), later.code)).body.error.invalid_parameters).toEqual({ promo_code: ['INVALID'] });

    const { campaign, promo } = await campaignWithCode();
    const ended = new Date(Date.now() - 60_000).toISOString();
    expect(
      (await marketing('scheduleCampaign', { id: String(campaign.id), starts_at: '2020-01-01T00:00', ends_at: ended })).body.payload,
    ).toBe(1);
    expect((await marketing('campaigns')).body.payload.items.find((row: { id: number }) => row.id === campaign.id)).toMatchObject({
      state: 'ended',
      starts_at: '2020-01-01T00:00:00.000Z',
      ends_at: ended,
    });
    const player = await registerPlayer(app());
    expect((await redeem(player, promo.code)).body.error.invalid_parameters).toEqual({ promo_code: ['INVALID'] });
    await marketing('scheduleCampaign', { id: String(campaign.id), starts_at: '', ends_at: '' });
    expect((await redeem(player, promo.code)).body.status).toBe('ok');
    const [logged] = (await staffCall(app(), 'auditLog', cookies.admin!, { action: 'campaign.scheduled' })).body.payload.items;
    expect(logged).toMatchObject({
      before: { starts_at: '2020-01-01T00:00:00.000Z', ends_at: ended },
      after: { starts_at: null, ends_at: null },
    });
  });

  it('refuses a code in use, in any case, on the code field with a 400, creating nothing', async () => {
    const before = await auditRows();
    for (const code of ['WELCOME10', 'welcome10']) {
      const taken = await marketing('createPromoCode', { code, campaign_id: '3' });
      expect([taken.statusCode, taken.body.error.invalid_parameters]).toEqual([400, { code: ['exists'] }]);
    }
    const { promo } = await campaignWithCode();
    const again = await marketing('createPromoCode', { code: promo.code, campaign_id: String(promo.campaign_id) });
    expect([again.statusCode, again.body.error.invalid_parameters]).toEqual([400, { code: ['exists'] }]);
    // Two made by campaignWithCode; the refusals wrote nothing.
    expect(await auditRows()).toBe(before + 2);
  });

  it.each([
    ['createCampaign', {}, ['kind', 'title']],
    ['createCampaign', { kind: 'no_deposit', title: 'No wagering', amount: '1', expiry_days: '1' }, ['wagering_multiplier']],
    ['createCampaign', { kind: 'deposit_match', title: 'x', wagering_multiplier: '1', expiry_days: '1' }, ['match_percent', 'max_amount']],
    [
      'createCampaign',
      { kind: 'reload', title: 'x', match_percent: '1001', max_amount: '0', expiry_days: '1' },
      ['match_percent', 'max_amount', 'wagering_multiplier'],
    ],
    [
      'createCampaign',
      { kind: 'cashback', title: 'x', wagering_multiplier: '1', expiry_days: '1' },
      ['cashback_claim_days', 'cashback_percent', 'cashback_period_days'],
    ],
    ['createCampaign', { kind: 'lottery', title: 'x', expiry_days: '1' }, ['kind']],
    ['createCampaign', { kind: 'no_deposit', title: 'No amount', wagering_multiplier: '1', expiry_days: '1' }, ['amount']],
    [
      'createCampaign',
      { kind: 'free_spins', title: 'Spins', wagering_multiplier: '1', expiry_days: '1' },
      ['free_spin_count', 'free_spin_game', 'free_spin_stake'],
    ],
    [
      'createCampaign',
      { kind: 'free_bet', title: 'Bet', amount: '-1', wagering_multiplier: '101', expiry_days: '0', free_bet_min_price: '1.00' },
      ['amount', 'expiry_days', 'free_bet_min_price', 'wagering_multiplier'],
    ],
    [
      'createCampaign',
      { kind: 'no_deposit', title: 'x', amount: '1', wagering_multiplier: '1', expiry_days: '1', contributions: 'slots=10, live:200' },
      ['contributions'],
    ],
    [
      'createCampaign',
      { kind: 'no_deposit', title: 'x', amount: '1', wagering_multiplier: '1', expiry_days: '1', starts_at: '2026-02-30T10:00' },
      ['starts_at'],
    ],
    [
      'createCampaign',
      {
        kind: 'no_deposit',
        title: 'Line\nbreak',
        amount: '1e309',
        wagering_multiplier: '1',
        expiry_days: '1',
        starts_at: '2030-01-02T00:00',
        ends_at: '2030-01-01T00:00',
      },
      ['amount', 'ends_at', 'title'],
    ],
    ['createPromoCode', { code: 'ab', campaign_id: '0' }, ['campaign_id', 'code']],
    ['createPromoCode', { code: 'STRAßE', campaign_id: '3', max_redemptions: '0' }, ['code', 'max_redemptions']],
    ['createPromoCode', { code: "X' OR '1'='1", campaign_id: '3', ends_at: 'tomorrow' }, ['code', 'ends_at']],
    ['scheduleCampaign', { id: 'x', starts_at: '9999-01-01T00:00' }, ['id', 'starts_at']],
    ['pauseCampaign', { id: '-1' }, ['id']],
  ] as const)('%s refuses bad input %j on %j with a 400', async (method, body, fields) => {
    const before = await auditRows();
    const answer = await marketing(method, body as Record<string, string>);
    expect(answer.statusCode).toBe(400);
    expect(Object.keys(answer.body.error.invalid_parameters).sort()).toEqual(fields);
    expect(await auditRows()).toBe(before);
  });

  it('refuses what only the data can tell: an unknown or disabled game, a campaign a code cannot grant, an unknown id', async () => {
    const spins = {
      kind: 'free_spins',
      title: 'Spins',
      wagering_multiplier: '1',
      expiry_days: '1',
      free_spin_count: '5',
      free_spin_stake: '0.10',
    };
    const unknownGame = await marketing('createCampaign', { ...spins, free_spin_game: 'no-such-game' });
    expect([unknownGame.statusCode, unknownGame.body.error.invalid_parameters]).toEqual([
      400,
      { free_spin_game: ['validation.wrongField'] },
    ]);
    // Campaign 1 is the welcome deposit match: only a deposit grants it.
    const depositMatch = await marketing('createPromoCode', { code: uniqueCode(), campaign_id: '1' });
    expect(depositMatch.body.error.invalid_parameters).toEqual({ campaign_id: ['validation.wrongField'] });
    const missing = await marketing('createPromoCode', { code: uniqueCode(), campaign_id: '2147483647' });
    expect(missing.body.error.invalid_parameters).toEqual({ campaign_id: ['validation.wrongField'] });
    for (const method of ['pauseCampaign', 'resumeCampaign', 'scheduleCampaign', 'pausePromoCode', 'resumePromoCode'] as const) {
      const answer = await marketing(method, { id: '2147483647' });
      expect([method, answer.statusCode, answer.body.error.invalid_parameters]).toEqual([method, 400, { id: ['validation.wrongField'] }]);
    }

    const game = (await api(app(), 'GET', 'games/get', { query: { options: JSON.stringify({ category: 'slots', count: 1 }) } })).body
      .payload.items[0].sysname as string;
    const made = await marketing('createCampaign', { ...spins, free_spin_game: game });
    expect(made.body.payload).toMatchObject({
      kind: 'free_spins',
      free_spin_game: game,
      free_spin_count: 5,
      free_spin_stake: '0.10',
      amount: '0.00',
    });
  });

  it('a deposit match and a reload come with their deposit offer, which grants the matched bonus on a deposit', async () => {
    const match = await marketing('createCampaign', {
      kind: 'deposit_match',
      title: 'First deposit 50%',
      description: 'Half of your first deposit again.',
      match_percent: '50',
      max_amount: '30',
      min_deposit: '10',
      wagering_multiplier: '5',
      expiry_days: '10',
      amount: '99',
    });
    expect(match.body.payload).toMatchObject({
      kind: 'deposit_match',
      wallet: 'casino',
      match_percent: 50,
      max_amount: '30.00',
      min_deposit: '10.00',
      amount: '0.00',
      offer_id: match.body.payload.id,
    });
    const reload = await marketing('createCampaign', {
      kind: 'reload',
      title: 'Reload 10%',
      match_percent: '10',
      max_amount: '5',
      wagering_multiplier: '3',
      expiry_days: '3',
    });
    expect(reload.body.payload).toMatchObject({ kind: 'reload', offer_id: reload.body.payload.id, min_deposit: '0.00' });
    const offers = await db()
      .selectFrom('campaign_offers')
      .selectAll()
      .where('id', 'in', [match.body.payload.id, reload.body.payload.id])
      .orderBy('id')
      .execute();
    expect(
      offers.map((offer) => [offer.bonus_percent, Number(offer.max_bonus), Number(offer.min_deposit), offer.first_deposit_only]),
    ).toEqual([
      [50, 3_000, 1_000, true],
      [10, 500, 0, false],
    ]);

    const player = await registerPlayer(app());
    const start = await cashier(app(), player).post('makedeposit', {
      method: 'demo-card',
      amount: 40,
      campaign_offer_id: match.body.payload.id,
    });
    await submitHostedForm(app(), `${start.body.payload.redirect_url}/card`, {
      action: 'pay',
      card_number: '4242424242424242',
      ...VALID_CARD,
    });
    const [bonus] = await waitFor(
      () => bonusRows(app(), player.uid),
      (rows) => rows.length === 1,
      20_000,
    );
    expect([bonus!.campaign_id, Number(bonus!.amount), Number(bonus!.wagering_required)]).toEqual([match.body.payload.id, 2_000, 10_000]);

    // Paused, its offer leaves the deposit form; resumed, it is back.
    const offered = async () =>
      (await api(app(), 'GET', 'campaigns/getoffers', { query: { locale: 'en' } })).body.payload.items.map(
        (item: { id: number }) => item.id,
      );
    expect(await offered()).toContain(match.body.payload.id);
    await marketing('pauseCampaign', { id: String(match.body.payload.id) });
    expect(await offered()).not.toContain(match.body.payload.id);
    await marketing('resumeCampaign', { id: String(match.body.payload.id) });
    expect(await offered()).toContain(match.body.payload.id);
  });

  it('a cashback campaign pays its percent of a period’s net loss through the daily job, collectable for its claim days; no code grants it', async () => {
    const made = await marketing('createCampaign', {
      kind: 'cashback',
      title: 'Daily 20% back',
      cashback_percent: '20',
      cashback_period_days: '1',
      cashback_claim_days: '3',
      // Fields of other kinds are not the cashback's: nothing of them is kept.
      amount: '50',
      wagering_multiplier: '30',
      max_stake: '5',
    });
    expect(made.body.payload).toMatchObject({
      kind: 'cashback',
      wallet: 'casino',
      cashback_percent: 20,
      amount: '0.00',
      wagering_multiplier: 0,
    });
    const id = made.body.payload.id as number;
    const row = await db().selectFrom('bonus_campaigns').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
    expect([row.cashback_period_days, row.cashback_claim_days, row.expiry_days, row.max_stake]).toEqual([1, 3, 3, null]);
    const code = await marketing('createPromoCode', { code: uniqueCode(), campaign_id: String(id) });
    expect(code.body.error.invalid_parameters).toEqual({ campaign_id: ['validation.wrongField'] });

    // A player who lost 30.00 yesterday (rounds recorded as the slot does), then the job's run.
    const player = await registerPlayer(app());
    await db()
      .transaction()
      .execute((trx) =>
        app().events.record(trx, {
          type: 'round.played',
          payload: { accountId: player.uid, roundId: 800_000 + player.uid, gameId: 1, currency: 'EUR', stake: 3_000, win: 0 },
        }),
      );
    await waitFor(
      () => db().selectFrom('bonus_play_days').select('staked').where('account_id', '=', player.uid).executeTakeFirst(),
      (played) => Number(played?.staked) === 3_000,
      20_000,
    );
    const yesterday = new Date(Date.now() - 86_400_000).toISOString().slice(0, 10);
    await db().updateTable('bonus_play_days').set({ day: yesterday }).where('account_id', '=', player.uid).execute();
    const run = await staffCall(app(), 'runCashback', cookies.marketing!, { period: 'previous', player: `#${player.uid}` });
    expect(run.body.status).toBe('ok');
    const paid = await db()
      .selectFrom('cashbacks')
      .selectAll()
      .where('account_id', '=', player.uid)
      .where('campaign_id', '=', id)
      .execute();
    expect(paid.map((cashback) => Number(cashback.amount))).toEqual([600]);
    const claimDays = (new Date(paid[0]!.receiving_expired_at).getTime() - Date.now()) / 86_400_000;
    expect(claimDays).toBeGreaterThan(2.9);
    expect(claimDays).toBeLessThanOrEqual(3);
    // Paused so the other tests' runs meet only the seeded cashback.
    await marketing('pauseCampaign', { id: String(id) });
  });

  it('answers a retried create with the same Idempotency-Key with the first result and creates one row, one audit row', async () => {
    const body = { kind: 'no_deposit', title: 'Retried once', amount: '3', wagering_multiplier: '2', expiry_days: '2' };
    const before = await auditRows();
    const first = await marketing('createCampaign', body, 'retry-campaign-1');
    const retry = await marketing('createCampaign', body, 'retry-campaign-1');
    expect(retry.body).toEqual(first.body);
    expect(await db().selectFrom('bonus_campaigns').select('id').where('title', '=', 'Retried once').execute()).toHaveLength(1);
    const code = uniqueCode();
    const promo = await marketing('createPromoCode', { code, campaign_id: String(first.body.payload.id) }, 'retry-code-1');
    expect((await marketing('createPromoCode', { code, campaign_id: String(first.body.payload.id) }, 'retry-code-1')).body).toEqual(
      promo.body,
    );
    expect(await auditRows()).toBe(before + 2);

    const reused = await marketing('createCampaign', { ...body, title: 'Another one' }, 'retry-campaign-1');
    expect([reused.statusCode, reused.body.error.code]).toEqual([400, 'idempotency_key_reused']);
    const keyless = await staffCall(app(), 'createCampaign', cookies.marketing!, { ...body, title: 'No key' });
    expect([keyless.statusCode, keyless.body.error.invalid_parameters]).toEqual([400, { 'Idempotency-Key': ['validation.required'] }]);
    expect(await auditRows()).toBe(before + 2);
  });

  it('campaign texts written per locale show to a German player in German, and to a Spanish one in the default locale', async () => {
    const { campaign, promo } = await campaignWithCode({}, { title: 'Own title' });
    const write = (locale: string, title: string, description = '') =>
      marketing('setCampaignTexts', { id: String(campaign.id), locale, title, description });
    expect((await write('de', 'Frühlingsbonus', 'Siebenfünfzig zum Spielen')).body.payload).toBe(1);
    expect((await write('en', 'Spring bonus', 'Seven fifty to play')).body.payload).toBe(1);
    const before = await auditRows();
    expect((await write('en', 'Spring bonus', 'Seven fifty to play')).body.payload).toBe(1);
    expect(await auditRows()).toBe(before);

    const listed = (await marketing('campaignTexts', { id: String(campaign.id) })).body.payload;
    expect(listed).toMatchObject({ default_locale: 'en', has_offer: false });
    expect(listed.locales.map((locale: { code: string }) => locale.code)).toEqual(expect.arrayContaining(['de', 'en', 'es', 'pt-BR']));
    expect(listed.items).toEqual([
      { locale: 'de', title: 'Frühlingsbonus', description: 'Siebenfünfzig zum Spielen', offer_text: '' },
      { locale: 'en', title: 'Spring bonus', description: 'Seven fifty to play', offer_text: '' },
    ]);

    const redeemIn = async (locale: string) => {
      const player = await registerPlayer(app());
      const redeemed = await api(app(), 'POST', 'campaigns/activateOffer', {
        query: { locale },
        body: { promo_code: promo.code },
        cookie: player.cookie,
        headers: { 'idempotency-key': `redeem-${Math.random()}` },
      });
      const shown = await api(app(), 'GET', 'bonuses/get', { query: { locale }, cookie: player.cookie });
      return [redeemed.body.payload.title, shown.body.payload.items[0].title, shown.body.payload.items[0].description];
    };
    expect(await redeemIn('de')).toEqual(['Frühlingsbonus', 'Frühlingsbonus', 'Siebenfünfzig zum Spielen']);
    expect(await redeemIn('es')).toEqual(['Spring bonus', 'Spring bonus', 'Seven fifty to play']);

    const [logged] = (await staffCall(app(), 'auditLog', cookies.admin!, { action: 'campaign.texts_changed' })).body.payload.items;
    expect(logged).toMatchObject({
      target_id: String(campaign.id),
      before: null,
      after: { locale: 'en', title: 'Spring bonus' },
    });
  });

  it('refuses texts for a language the site does not have or an unknown campaign, writing nothing', async () => {
    const before = await auditRows();
    const foreign = await marketing('setCampaignTexts', { id: '3', locale: 'xx', title: 'Nope' });
    expect([foreign.statusCode, foreign.body.error.invalid_parameters]).toEqual([400, { locale: ['validation.locale'] }]);
    const missing = await marketing('setCampaignTexts', { id: '2147483647', locale: 'de', title: 'Nope' });
    expect([missing.statusCode, missing.body.error.invalid_parameters]).toEqual([400, { id: ['validation.wrongField'] }]);
    const bad = await marketing('setCampaignTexts', { id: '3', locale: 'de', title: ' ', description: 'x'.repeat(501) });
    expect(Object.keys(bad.body.error.invalid_parameters).sort()).toEqual(['description', 'title']);
    expect((await marketing('campaignTexts', { id: '2147483647' })).body.error.invalid_parameters).toEqual({
      id: ['validation.wrongField'],
    });
    expect(await auditRows()).toBe(before);
  });
});
