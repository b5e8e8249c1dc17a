import { webcrypto } from 'node:crypto';
import { JSDOM } from 'jsdom';
import englishSlotTexts from '../../src/seed/content/messages/en/slot.json';
import { renderSlotPage, type SlotTexts } from '../../src/casino/services/slot/page-html';
import { PAYLINES, REELS, ROWS, SYMBOLS } from '../../src/casino/services/slot/paytable';
import { slotScript } from '../../src/casino/services/slot/page-script';

const texts = { symbols: Object.fromEntries(SYMBOLS.map((symbol) => [symbol, symbol])) } as SlotTexts;
const money = (amount: number) => ({ amount, currency: 'EUR' });
const state = {
  signed_in: true,
  balance: money(100),
  bonus_balance: money(0),
  stakes: [money(0.1), money(0.5), money(1)],
  free_spins: null,
};
const spinAnswer = {
  status: 'ok',
  payload: {
    round_id: 1,
    reels: Array.from({ length: REELS }, () => Array(ROWS).fill(SYMBOLS[0])),
    wins: [],
    stake: money(1),
    win: money(0),
    balance: money(99),
    bonus_balance: money(0),
    jackpots: [],
    free_spins_left: null,
  },
};

/** How a spin's request ends: no answer at all, a proxy's HTML error page, an API error, played, or this refusal. */
type Outcome = 'no answer' | 'a proxy page' | 'a server error' | 'ok' | { status: 'error'; error: Record<string, unknown> };

/** The game page's own script in a DOM, with the network answered by `outcomes` in turn; `ok` answers `played`. */
function openPage(outcomes: Outcome[], pageTexts: SlotTexts = texts, pageState: typeof state = state, played = spinAnswer) {
  const html = renderSlotPage({
    locale: 'en',
    theme: 'dark',
    sysname: 'test-slot',
    name: 'Test slot',
    mode: 'play',
    texts: pageTexts,
    signInUrl: '/',
    responsibleGameUrl: '/profile/responsible-game',
    demoUrl: null,
    paytable: [],
    lines: PAYLINES.length,
    rtp: 96,
  });
  const dom = new JSDOM(html, { runScripts: 'outside-only', url: 'http://localhost/platform/game/test-slot/play' });
  const spinKeys: string[] = [];
  const json = (body: unknown) => Promise.resolve({ json: () => Promise.resolve(body) });
  Object.assign(dom.window, {
    crypto: webcrypto,
    fetch: (url: string, init?: { headers?: Record<string, string> }) => {
      // A copy, as a real answer is: the page updates its state in place after each spin.
      if (url.startsWith('/api/slot/state')) return json({ status: 'ok', payload: structuredClone(pageState) });
      spinKeys.push(init?.headers?.['idempotency-key'] ?? '');
      const outcome = outcomes.shift();
      if (outcome === 'no answer') return Promise.reject(new TypeError('Failed to fetch'));
      if (outcome === 'a proxy page') return Promise.resolve({ json: () => Promise.reject(new SyntaxError('Unexpected token <')) });
      if (outcome === 'a server error')
        return json({ status: 'error', error: { type: 'InternalServerErrorException', message: 'Internal error' } });
      if (typeof outcome === 'object') return json(outcome);
      return json(played);
    },
  });
  dom.window.eval(slotScript);
  const document = dom.window.document;
  const settle = () => new Promise((resolve) => setTimeout(resolve, 600));
  return {
    spinKeys,
    settle,
    async spin() {
      (document.getElementById('slot-spin') as HTMLButtonElement).click();
      await settle();
    },
    alert: () => document.getElementById('slot-alert') as HTMLElement,
    figure: (id: string) => document.getElementById(id) as HTMLElement,
    chooseStake(value: string) {
      (document.getElementById('slot-stake') as HTMLSelectElement).value = value;
    },
  };
}

describe('the game page sends an Idempotency-Key with each spin', () => {
  it.each<Outcome>(['no answer', 'a proxy page', 'a server error'])(
    'reuses the key after a spin ends with %s, and takes a new one after it is played',
    async (outcome) => {
      const page = openPage([outcome, 'ok', 'ok']);
      await page.settle();
      await page.spin();
      await page.spin();
      await page.spin();
      const [lost, retry, next] = page.spinKeys;
      expect(lost).toMatch(/^[0-9a-f]{32}$/);
      expect(retry).toBe(lost);
      expect(next).not.toBe(lost);
    },
  );

  it('takes a new key when the player changes the stake after a spin without answer', async () => {
    const page = openPage(['no answer', 'ok']);
    await page.settle();
    await page.spin();
    page.chooseStake('0.10');
    await page.spin();
    expect(page.spinKeys[1]).not.toBe(page.spinKeys[0]);
  });
});

describe('a spin refused by player protection says why and links to the responsible-gaming page', () => {
  const refusal = (code: string, data: Record<string, unknown>): Outcome => ({
    status: 'error',
    error: { type: 'InvalidRequestException', message: 'refused', code, error_data: data },
  });
  // Local time, as the page shows it: 5 March 2031, 9:07.
  const endsAt = new Date(2031, 2, 5, 9, 7).toISOString();
  const limitData = { available_amount: 2.5, limit_amount: 10, currency: 'EUR', expired_at: endsAt };

  it.each<[string, Outcome, string]>([
    ['a time-out', refusal('time_out', { kind: 'time_out', ends_at: endsAt, permanent: false }), 'time-out until 05.03.2031 9:07'],
    [
      'a self-exclusion',
      refusal('self_excluded', { kind: 'self_exclusion', ends_at: endsAt, permanent: false }),
      'self-excluded until 05.03.2031 9:07',
    ],
    [
      'a permanent self-exclusion',
      refusal('self_excluded', { kind: 'self_exclusion', ends_at: null, permanent: true }),
      'self-excluded permanently',
    ],
    ['the session-time limit', refusal('session_limit_reached', { limit_minutes: 45 }), 'session-time limit of 45 minutes'],
    [
      'the loss limit',
      refusal('loss_limit_reached', limitData),
      'over your loss limit. Left in this period: €2.50. More becomes available on 05.03.2031 at 9:07.',
    ],
    ['the wager limit', refusal('wager_limit_reached', limitData), 'over your wager limit. Left in this period: €2.50.'],
  ])('%s', async (_, outcome, expected) => {
    const page = openPage([outcome], englishSlotTexts as unknown as SlotTexts);
    await page.settle();
    await page.spin();
    const alert = page.alert();
    expect(alert.hidden).toBe(false);
    expect(alert.textContent).toContain(expected);
    expect(alert.textContent).not.toContain(englishSlotTexts.error);
    const link = alert.querySelector('a');
    expect(link?.getAttribute('href')).toBe('/profile/responsible-game');
    expect(link?.getAttribute('target')).toBe('_top');
    expect(link?.textContent).toBe(englishSlotTexts.responsibleGame);
  });

  it('keeps the generic message and no link for any other refusal', async () => {
    const page = openPage([refusal('something_else', {})], englishSlotTexts as unknown as SlotTexts);
    await page.settle();
    await page.spin();
    expect(page.alert().textContent).toBe(englishSlotTexts.error);
    expect(page.alert().querySelector('a')).toBeNull();
  });
});

describe('the game page shows the bonus balance beside main money', () => {
  const english = englishSlotTexts as unknown as SlotTexts;
  // Bonus isolation: a player with no main money stakes from the bonus balance.
  const bonusOnly = { ...state, balance: money(0), bonus_balance: money(5) };
  const bonusSpin = { ...spinAnswer, payload: { ...spinAnswer.payload, balance: money(0), bonus_balance: money(4.5) } };

  it('names the bonus balance when there is one, and follows it after a spin', async () => {
    const page = openPage(['ok'], english, bonusOnly, bonusSpin);
    await page.settle();
    expect(page.figure('slot-balance').textContent).toBe('€0.00');
    const line = page.figure('slot-bonus-line');
    expect(line.hidden).toBe(false);
    expect(line.textContent).toBe(`${englishSlotTexts.bonusBalance}€5.00`);
    expect(page.figure('slot-bonus').getAttribute('aria-labelledby')).toBe('slot-bonus-label');
    await page.spin();
    expect(page.figure('slot-bonus').textContent).toBe('€4.50');
  });

  it('hides the bonus line while the bonus balance is empty', async () => {
    const page = openPage([], english);
    await page.settle();
    expect(page.figure('slot-balance').textContent).toBe('€100.00');
    expect(page.figure('slot-bonus-line').hidden).toBe(true);
  });

  it('hides it once a spin spends the last bonus money', async () => {
    const spent = { ...spinAnswer, payload: { ...spinAnswer.payload, balance: money(0), bonus_balance: money(0) } };
    const page = openPage(['ok'], english, bonusOnly, spent);
    await page.settle();
    await page.spin();
    expect(page.figure('slot-bonus-line').hidden).toBe(true);
  });
});
