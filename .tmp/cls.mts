import { chromium } from '@playwright/test';
import { startAll } from '../examples/serve/start.ts';
const r = await startAll({ ports: { shop: 0, examples: 0, cdn: 0, api: 0 }, dataDir: '/tmp/perf-sbx2', fresh: true });
await r.warmed;
const b = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox','--headless'] });
const ctx = await b.newContext({ viewport: { width: 412, height: 823 }, isMobile: true, deviceScaleFactor: 1.75 });
const page = await ctx.newPage();
await page.addInitScript(() => {
  (window as any).shifts = [];
  new PerformanceObserver((l) => { for (const e of l.getEntries() as any[]) (window as any).shifts.push({ t: Math.round(e.startTime), v: e.value.toFixed(3), s: e.sources.map((s: any) => `${s.node?.nodeName}${s.node?.className ? '.' + s.node.className : ''} ${JSON.stringify(s.previousRect)} -> ${JSON.stringify(s.currentRect)}`) }); }).observe({ type: 'layout-shift', buffered: true });
});
const url = process.argv[2] ?? '/organizer/';
await page.goto((url.startsWith('/organizer') ? r.urls.examples : r.urls.shop) + url);
await page.waitForTimeout(5000);
console.log(JSON.stringify(await page.evaluate(() => (window as any).shifts), null, 1));
console.log(await page.evaluate(() => [document.documentElement.scrollWidth, innerWidth, document.adoptedStyleSheets.length]));
await b.close(); await r.close();
