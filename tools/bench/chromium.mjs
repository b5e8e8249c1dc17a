// Debian's Chromium as every bench script launches it: the project cannot download Playwright's
// own browser builds, and these flags keep a headless run quiet and comparable from run to run.
export const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
export const chromiumArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
