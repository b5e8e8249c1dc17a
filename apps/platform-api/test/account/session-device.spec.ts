import { networkKindOf } from '../../src/account/services/network-kind';
import { sessionDeviceOf } from '../../src/account/services/session-device';

describe('the device of a session, from its user agent', () => {
  it.each([
    [
      'Chrome on Windows',
      'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Safari/537.36',
      { type: 'desktop', browser: 'Chrome', browser_version: '124', os: 'Windows' },
    ],
    [
      'Edge on Windows',
      'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Safari/537.36 Edg/124.0.2478.67',
      { type: 'desktop', browser: 'Edge', browser_version: '124', os: 'Windows' },
    ],
    [
      'Opera on Linux',
      'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/122.0.0.0 Safari/537.36 OPR/108.0.0.0',
      { type: 'desktop', browser: 'Opera', browser_version: '108', os: 'Linux' },
    ],
    [
      'Firefox on macOS',
      'Mozilla/5.0 (Macintosh; Intel Mac OS X 14.4; rv:125.0) Gecko/20100101 Firefox/125.0',
      { type: 'desktop', browser: 'Firefox', browser_version: '125', os: 'macOS' },
    ],
    [
      'Safari on macOS',
      'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4.1 Safari/605.1.15',
      { type: 'desktop', browser: 'Safari', browser_version: '17', os: 'macOS' },
    ],
    [
      'Safari on iPhone',
      'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1',
      { type: 'mobile', browser: 'Safari', browser_version: '17', os: 'iOS' },
    ],
    [
      'Chrome on iPad',
      'Mozilla/5.0 (iPad; CPU OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) CriOS/123.0.6312.52 Mobile/15E148 Safari/604.1',
      { type: 'tablet', browser: 'Chrome', browser_version: '123', os: 'iPadOS' },
    ],
    [
      'Firefox on iPhone',
      'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) FxiOS/125.0 Mobile/15E148 Safari/605.1.15',
      { type: 'mobile', browser: 'Firefox', browser_version: '125', os: 'iOS' },
    ],
    [
      'Chrome on an Android phone',
      'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Mobile Safari/537.36',
      { type: 'mobile', browser: 'Chrome', browser_version: '124', os: 'Android' },
    ],
    [
      'Samsung Internet on an Android tablet',
      'Mozilla/5.0 (Linux; Android 13; SM-X710) AppleWebKit/537.36 (KHTML, like Gecko) SamsungBrowser/24.0 Chrome/117.0.0.0 Safari/537.36',
      { type: 'tablet', browser: 'Samsung Internet', browser_version: '24', os: 'Android' },
    ],
    [
      'Yandex Browser on Windows',
      'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/122.0.0.0 YaBrowser/24.4.0.0 Safari/537.36',
      { type: 'desktop', browser: 'Yandex Browser', browser_version: '24', os: 'Windows' },
    ],
    [
      'Chrome on ChromeOS',
      'Mozilla/5.0 (X11; CrOS x86_64 14541.0.0) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Safari/537.36',
      { type: 'desktop', browser: 'Chrome', browser_version: '124', os: 'ChromeOS' },
    ],
    ['a script', 'curl/8.5.0', { type: 'unknown', browser: '', browser_version: '', os: '' }],
    ['nothing', null, { type: 'unknown', browser: '', browser_version: '', os: '' }],
  ])('%s', (_name, userAgent, device) => {
    expect(sessionDeviceOf(userAgent)).toEqual(device);
  });
});

describe('what kind of network an address is on, without geolocation', () => {
  it.each([
    ['127.0.0.1', 'this-device'],
    ['::1', 'this-device'],
    ['::ffff:127.0.0.1', 'this-device'],
    ['10.1.2.3', 'local-network'],
    ['172.20.0.5', 'local-network'],
    ['192.168.1.20', 'local-network'],
    ['100.72.0.1', 'local-network'],
    ['fd12:3456::1', 'local-network'],
    ['fe80::1', 'local-network'],
    ['203.0.113.9', 'internet'],
    ['::ffff:203.0.113.9', 'internet'],
    ['2001:db8::1', 'internet'],
    ['172.32.0.1', 'internet'],
    ['', 'unknown'],
    [null, 'unknown'],
    ['not an address', 'unknown'],
  ])('%s is %s', (address, kind) => {
    expect(networkKindOf(address)).toBe(kind);
  });
});
