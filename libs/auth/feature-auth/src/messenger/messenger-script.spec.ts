import { MESSENGER_SCRIPT_URL, addMessengerScript, createMessengerLaunch } from './messenger-script';

type FakeWebApp = { initData?: string; ready?: jest.Mock };
type FakeView = { location: { hash: string }; Telegram?: { WebApp?: FakeWebApp } };

const SIGNED_BY_HASH = 'id=1&username=hash&hash=aaa';
const SIGNED_BY_SCRIPT = 'id=1&username=script&hash=bbb';

function page(hash: string, telegram?: FakeWebApp): FakeView {
  return { location: { hash }, ...(telegram ? { Telegram: { WebApp: telegram } } : {}) };
}

/** A load that runs "the script": it sets the messenger's WebApp object, as telegram-web-app.js does. */
function scriptThatSets(view: FakeView, webApp: FakeWebApp) {
  return jest.fn(async () => {
    view.Telegram = { WebApp: webApp };
  });
}

describe('messenger mini-app launch (spec §7: the mini-app script is loaded)', () => {
  let warn: jest.SpyInstance;
  beforeEach(() => {
    warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
  });
  afterEach(() => warn.mockRestore());

  it('loads nothing on a normal visit', async () => {
    const view = page('#section');
    const load = jest.fn(async () => undefined);
    expect(await createMessengerLaunch(view as unknown as Window, load)()).toBeNull();
    expect(load).not.toHaveBeenCalled();
  });

  it('opened with the launch hash: loads the script once, tells it the page is ready and reads its initData', async () => {
    const view = page(`#tgWebAppData=${encodeURIComponent(SIGNED_BY_HASH)}&tgWebAppVersion=7.0`);
    const ready = jest.fn();
    const load = scriptThatSets(view, { initData: SIGNED_BY_SCRIPT, ready });
    const launch = createMessengerLaunch(view as unknown as Window, load);
    const [first, second] = await Promise.all([launch(), launch()]);
    expect(await launch()).toBe(first);
    expect(second).toBe(first);
    expect(first).toEqual({ id: '1', username: 'script', hash: 'bbb', is_tg: '1' });
    expect(load).toHaveBeenCalledTimes(1);
    expect(ready).toHaveBeenCalledTimes(1);
  });

  it('signs in with the launch hash, read before the script loads, when the script cannot load', async () => {
    const view = page(`#tgWebAppData=${encodeURIComponent(SIGNED_BY_HASH)}`);
    const load = jest.fn(async () => {
      view.location.hash = ''; // the router moved on meanwhile
      throw new Error(`Could not load ${MESSENGER_SCRIPT_URL}`);
    });
    expect(await createMessengerLaunch(view as unknown as Window, load)()).toEqual({ id: '1', username: 'hash', hash: 'aaa', is_tg: '1' });
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('did not load'), expect.any(Error));
  });

  it('uses the script the host page has already, without loading another', async () => {
    const ready = jest.fn();
    const view = page('', { initData: SIGNED_BY_SCRIPT, ready });
    const load = jest.fn(async () => undefined);
    expect(await createMessengerLaunch(view as unknown as Window, load)()).toMatchObject({ username: 'script', is_tg: '1' });
    expect(load).not.toHaveBeenCalled();
    expect(ready).toHaveBeenCalledTimes(1);
  });

  it('answers null for launch data that is not signed', async () => {
    const view = page('#tgWebAppData=id%3D1');
    expect(await createMessengerLaunch(view as unknown as Window, scriptThatSets(view, { initData: '' }))()).toBeNull();
  });
});

describe('addMessengerScript', () => {
  afterEach(() => {
    document.head.querySelectorAll('script').forEach((script) => script.remove());
    jest.useRealTimers();
  });

  const added = () => [...document.head.querySelectorAll('script')].filter((script) => script.src === MESSENGER_SCRIPT_URL);

  it('adds the messenger script once, async, and resolves when it has run', async () => {
    const loaded = addMessengerScript(document);
    expect(added()).toHaveLength(1);
    expect(added()[0]?.async).toBe(true);
    added()[0]?.dispatchEvent(new Event('load'));
    await expect(loaded).resolves.toBeUndefined();
    await expect(addMessengerScript(document)).resolves.toBeUndefined();
    expect(added()).toHaveLength(1);
  });

  it('fails when the script fails or does not come in time', async () => {
    const failed = addMessengerScript(document);
    added()[0]?.dispatchEvent(new Event('error'));
    await expect(failed).rejects.toThrow(`Could not load ${MESSENGER_SCRIPT_URL}`);
    added()[0]?.remove();

    jest.useFakeTimers();
    const slow = addMessengerScript(document, 1000);
    jest.advanceTimersByTime(1000);
    await expect(slow).rejects.toThrow('did not load in 1000 ms');
  });
});
