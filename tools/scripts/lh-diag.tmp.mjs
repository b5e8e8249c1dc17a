// temporary diagnostics (not committed)
import fs from 'node:fs';
const url = process.argv[2];
const { default: lighthouse } = await import('lighthouse');
const { launch } = await import('chrome-launcher');
const args = ['--no-sandbox','--disable-gpu','--disable-quic','--no-first-run','--disable-background-networking','--disable-component-update','--disable-sync'];
const chrome = await launch({ chromePath: '/usr/bin/chromium', chromeFlags: ['--headless=new', ...args] });
const result = await lighthouse(url, { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: ['performance'], formFactor: 'mobile' });
await chrome.kill();
const a = result.lhr.audits;
fs.writeFileSync('/tmp/diag/lhr.json', JSON.stringify(result.lhr));
console.log('perf', result.lhr.categories.performance.score, 'LCP', a['largest-contentful-paint'].numericValue, 'FCP', a['first-contentful-paint'].numericValue, 'TBT', a['total-blocking-time'].numericValue, 'CLS', a['cumulative-layout-shift'].numericValue, 'SI', a['speed-index'].numericValue);
const lcpEl = a['largest-contentful-paint-element'];
console.log(JSON.stringify(lcpEl.details?.items?.map(i => i.items?.map(x => x.node?.snippet ?? x)), null, 1).slice(0, 1500));
console.log('long tasks', JSON.stringify(a['long-tasks']?.details?.items?.slice(0, 12).map(t => [t.url?.split('/').slice(-2).join('/'), Math.round(t.startTime), Math.round(t.duration)])));
console.log('bootup', JSON.stringify(a['bootup-time']?.details?.items?.slice(0, 10).map(t => [t.url?.split('/').slice(-2).join('/'), Math.round(t.total), Math.round(t.scripting)])));
const reqs = a['network-requests'].details.items;
for (const r of reqs) console.log(Math.round(r.networkRequestTime ?? r.startTime), Math.round(r.networkEndTime ?? r.endTime), r.priority, r.resourceType, Math.round((r.transferSize ?? 0) / 1024 * 10) / 10, r.url.replace(/^https?:\/\/[^/]+/, '').slice(0, 110));
