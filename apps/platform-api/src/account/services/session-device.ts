import type { SessionDevice } from '@nfx/api-contract';

/** First match wins: engines that borrow another's token (Edge and Opera say "Chrome", Chrome says "Safari") come first. */
const BROWSERS: ReadonlyArray<{ name: string; pattern: RegExp }> = [
  { name: 'Edge', pattern: /\bEdg(?:e|A|iOS)?\/(\d+)/ },
  { name: 'Opera', pattern: /\b(?:OPR|OPT|Opera)\/(\d+)/ },
  { name: 'Samsung Internet', pattern: /\bSamsungBrowser\/(\d+)/ },
  { name: 'Yandex Browser', pattern: /\bYaBrowser\/(\d+)/ },
  { name: 'Firefox', pattern: /\b(?:Firefox|FxiOS)\/(\d+)/ },
  { name: 'Chrome', pattern: /\b(?:CriOS|HeadlessChrome|Chrome|Chromium)\/(\d+)/ },
  { name: 'Safari', pattern: /\bVersion\/(\d+)(?:\.\d+)*(?: Mobile\/\w+)? Safari\// },
];

const OPERATING_SYSTEMS: ReadonlyArray<{ name: string; pattern: RegExp }> = [
  { name: 'Windows', pattern: /\bWindows (?:NT|Phone)\b/ },
  { name: 'iPadOS', pattern: /\biPad\b/ },
  { name: 'iOS', pattern: /\b(?:iPhone|iPod)\b/ },
  { name: 'Android', pattern: /\bAndroid\b/ },
  { name: 'ChromeOS', pattern: /\bCrOS\b/ },
  { name: 'macOS', pattern: /\bMac OS X\b|\bMacintosh\b/ },
  { name: 'Linux', pattern: /\bLinux\b|\bX11\b/ },
];

function kindOf(userAgent: string, os: string): SessionDevice['type'] {
  // Android phones say "Mobile"; Android tablets do not.
  if (/\biPad\b|\bTablet\b/i.test(userAgent) || (os === 'Android' && !/\bMobile\b/.test(userAgent))) return 'tablet';
  if (/\bMobi|\biPhone\b|\biPod\b|\bWindows Phone\b/.test(userAgent)) return 'mobile';
  if (os === 'Windows' || os === 'macOS' || os === 'Linux' || os === 'ChromeOS') return 'desktop';
  return 'unknown';
}

/**
 * The device of a session as a person would name it, from its user agent: the few browsers and
 * systems players use, by their own tokens. A full user-agent database (ua-parser-js and the
 * like) would name rarer devices too, but is a dependency kept current for little gain here;
 * what is not recognised reads as '' and the page says "unknown device".
 */
export function sessionDeviceOf(userAgent: string | null): SessionDevice {
  const agent = userAgent ?? '';
  const os = OPERATING_SYSTEMS.find((entry) => entry.pattern.test(agent))?.name ?? '';
  let browser = '';
  let browserVersion = '';
  for (const entry of BROWSERS) {
    const match = entry.pattern.exec(agent);
    if (match) {
      browser = entry.name;
      browserVersion = match[1] ?? '';
      break;
    }
  }
  return { type: agent ? kindOf(agent, os) : 'unknown', browser, browser_version: browserVersion, os };
}
