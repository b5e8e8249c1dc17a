import { fingerprintSession, loadScript } from './fingerprint';

describe('fraud fingerprint agent', () => {
  it('loads the configured agent, starts it and answers its session', async () => {
    const host: { seon?: { init: jest.Mock; getSession: jest.Mock } } = {};
    const load = jest.fn(async () => {
      host.seon = { init: jest.fn(), getSession: jest.fn(async () => 'c2Vzc2lvbg==') };
    });
    await expect(fingerprintSession('https://cdn.fingerprint.example/agent.js', load, host)).resolves.toBe('c2Vzc2lvbg==');
    expect(load).toHaveBeenCalledWith('https://cdn.fingerprint.example/agent.js');
    expect(host.seon!.init).toHaveBeenCalled();
  });

  it('answers null when the script is blocked, defines no agent, fails or is too slow', async () => {
    await expect(fingerprintSession('https://x.example/a.js', async () => Promise.reject(new Error('blocked')), {})).resolves.toBeNull();
    await expect(fingerprintSession('https://x.example/a.js', async () => undefined, {})).resolves.toBeNull();
    const failing = { seon: { init: jest.fn(), getSession: jest.fn(async () => Promise.reject(new Error('network'))) } };
    await expect(fingerprintSession('https://x.example/a.js', async () => undefined, failing)).resolves.toBeNull();
    const slow = { seon: { init: jest.fn(), getSession: jest.fn(() => new Promise<string>(() => undefined)) } };
    await expect(fingerprintSession('https://x.example/a.js', async () => undefined, slow, 20)).resolves.toBeNull();
  });

  it('adds the script tag to the page', () => {
    void loadScript('https://cdn.fingerprint.example/agent.js').catch(() => undefined);
    expect(document.head.querySelector('script[src="https://cdn.fingerprint.example/agent.js"]')).not.toBeNull();
  });
});
