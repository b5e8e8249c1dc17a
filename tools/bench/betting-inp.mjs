/* global window, document, PerformanceObserver, MessageEvent, EventTarget, setInterval, clearInterval -- page scripts run in the browser */
// Bench (not a timed test): a live betting board of 300 events whose prices change 20 times a
// second, on a 4× slowed CPU; the interaction latency (what INP reports) of clicks on prices and of
// keystrokes in the slip's stake, from the browser's own Event Timing entries.
// The board's events are the API's own live events, copied to 300 with ids of their own; the
// price stream is replaced in the page by one that sends a changed price every 50 ms, the shape
// the API's stream sends. Usage: node tools/bench/betting-inp.mjs <baseUrl>
//   → {"bettingClickInpMs":…,"bettingKeyInpMs":…,"bettingEvents":300,"bettingMostCards":…,"bettingTicks":…}
import { URLSearchParams } from 'node:url';
import { chromium } from 'playwright-core';
import { chromiumArgs, chromiumPath } from './chromium.mjs';
import { asReturningVisitor } from './returning-visitor.mjs';

const baseUrl = (process.argv[2] ?? process.env.BASE_URL ?? '').replace(/\/+$/, '');
if (!baseUrl) {
  console.error('usage: node tools/bench/betting-inp.mjs <baseUrl>');
  process.exit(2);
}
const EVENTS = 300;
const TICK_MS = 50;
const CLICKS = 6;
const STAKE = '12.50';
const PAUSE_MS = 400;

/** The API's live (else upcoming) events, copied to `EVENTS` with ids of their own, all live. */
async function boardOf300() {
  const ask = async (status) => {
    const query = new URLSearchParams({ locale: 'en', version: 'bench', status, limit: '50' });
    const response = await fetch(`${baseUrl}/api/betting/getevents?${query}`);
    return (await response.json()).payload.items;
  };
  let templates = await ask('live');
  if (templates.length === 0) templates = await ask('upcoming');
  if (templates.length === 0) throw new Error('the sportsbook has no events to copy');
  let nextId = 1_000_000;
  const events = Array.from({ length: EVENTS }, (_, index) => {
    const template = templates[index % templates.length];
    return {
      ...template,
      id: nextId++,
      status: 'live',
      clock: template.clock || 10,
      home: `${template.home} ${index + 1}`,
      markets: template.markets.map((market) => ({
        ...market,
        id: nextId++,
        status: 'open',
        selections: market.selections.map((selection) => ({ ...selection, id: nextId++ })),
      })),
    };
  });
  return events;
}

/** Replaces the page's EventSource for the price stream: a snapshot, then one changed price per tick. */
function fakeStream({ events, tickMs }) {
  const selections = [];
  for (const event of events)
    for (const market of event.markets) for (const selection of market.selections) selections.push({ event, market, selection });
  window.__bettingTicks = 0;
  class BenchPriceStream extends EventTarget {
    constructor(url) {
      super();
      this.url = url;
      this.readyState = 1;
      setTimeout(() => this.dispatchEvent(new MessageEvent('snapshot', { data: '[]' })), 0);
      let turn = 0;
      this.timer = setInterval(() => {
        const { event, market, selection } = selections[(turn * 7919) % selections.length];
        turn += 1;
        window.__bettingTicks += 1;
        // A price that moves up and down by a few hundredths, never below 1.01.
        const price = Math.max(101, selection.price + ((turn % 5) - 2) * 3);
        const update = {
          event: { id: event.id, status: 'live', clock: event.clock, home_score: event.score.home, away_score: event.score.away },
          markets: [{ id: market.id, status: 'open' }],
          selections: [{ id: selection.id, price }],
        };
        this.dispatchEvent(new MessageEvent('update', { data: JSON.stringify(update) }));
      }, tickMs);
    }
    close() {
      clearInterval(this.timer);
      this.readyState = 2;
    }
  }
  const RealEventSource = window.EventSource;
  window.EventSource = function EventSource(url, options) {
    return String(url).includes('/api/betting/price-stream') ? new BenchPriceStream(url) : new RealEventSource(url, options);
  };
  // Every interaction's latency, as INP takes it: the longest event entry of each interaction.
  window.__interactions = { pointer: [], keyboard: [] };
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      if (!entry.interactionId) continue;
      const kind = entry.name.startsWith('key') ? 'keyboard' : 'pointer';
      window.__interactions[kind].push({ id: entry.interactionId, duration: entry.duration });
    }
  }).observe({ type: 'event', durationThreshold: 16, buffered: true });
}

/** The slowest interaction; 0 when every one took under 16 ms (the browser reports none faster). */
const worst = (entries) => {
  const byInteraction = new Map();
  for (const { id, duration } of entries) byInteraction.set(id, Math.max(byInteraction.get(id) ?? 0, duration));
  return Math.max(0, ...byInteraction.values());
};

const events = await boardOf300();
const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs });
try {
  const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
  await asReturningVisitor(page, baseUrl);
  await page.addInitScript(fakeStream, { events, tickMs: TICK_MS });
  await page.route('**/api/betting/getevents?*', async (route) => {
    const status = new URL(route.request().url()).searchParams.get('status');
    const items = status === 'live' ? events : [];
    await route.fulfill({ contentType: 'application/json', body: JSON.stringify({ status: 'ok', payload: { items } }) });
  });
  await page.goto(`${baseUrl}/betting`, { waitUntil: 'networkidle' });
  const board = page.locator('[data-remote="betting"]');
  const liveList = board.getByRole('region', { name: 'Live now' });
  // A long list keeps only the cards near the screen in the page; each tells its place in the whole.
  await liveList.getByRole('article').first().waitFor({ timeout: 60_000 });
  const listed = Number(await liveList.getByRole('article').first().getAttribute('aria-setsize'));
  if (listed !== EVENTS) throw new Error(`the live list holds ${listed} events, not ${EVENTS}`);
  // Headless Chromium's software compositor reports a frame as presented only with the next frame
  // it draws: when nothing else on screen moves, an interaction's paint was timed up to 2 s late
  // (its frame drawn at once, seen in a trace). A compositor-only animation of one pixel keeps
  // frames coming, as a live clock or a moving price does on a real board, so paints are timed
  // when they happen; it adds no main-thread work.
  await page.addStyleTag({
    content:
      '@keyframes bench-heartbeat{from{opacity:.01}to{opacity:.02}}' +
      '#bench-heartbeat{position:fixed;top:0;left:0;width:1px;height:1px;background:#000;animation:bench-heartbeat 1s linear infinite alternate}',
  });
  await page.evaluate(() => document.body.append(Object.assign(document.createElement('div'), { id: 'bench-heartbeat' })));
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  await page.waitForTimeout(1_000);

  let mostCards = 0;
  for (let index = 0; index < CLICKS; index += 1) {
    // Scrolls down a screen at a time until the card is drawn; the click is measured after a pause.
    const card = liveList.locator(`article[aria-posinset="${index * 37 + 1}"]`);
    while ((await card.count()) === 0) {
      await page.evaluate(() => window.scrollBy(0, window.innerHeight));
      await page.waitForTimeout(100);
    }
    mostCards = Math.max(mostCards, await board.getByRole('article').count());
    await card.scrollIntoViewIfNeeded();
    await page.waitForTimeout(PAUSE_MS);
    await card.locator('button[aria-pressed="false"]').first().click();
    await page.waitForTimeout(PAUSE_MS);
  }
  const stake = board.getByRole('complementary', { name: 'Bet slip' }).getByLabel('Stake').first();
  await stake.click();
  await page.waitForTimeout(PAUSE_MS);
  for (const character of STAKE) {
    await page.keyboard.type(character);
    await page.waitForTimeout(PAUSE_MS / 2);
  }
  await page.waitForTimeout(PAUSE_MS);
  const result = await page.evaluate(() => ({
    interactions: window.__interactions,
    ticks: window.__bettingTicks,
  }));
  console.log(
    JSON.stringify({
      bettingClickInpMs: Math.round(worst(result.interactions.pointer)),
      bettingKeyInpMs: Math.round(worst(result.interactions.keyboard)),
      bettingEvents: listed,
      bettingMostCards: mostCards,
      bettingTicks: result.ticks,
    }),
  );
} finally {
  await browser.close();
}
