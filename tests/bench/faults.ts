/**
 * `npm run bench:faults -- --schedules 100 --seed N`: the seeded fault schedules of
 * tests/browser/fault-journey.ts over the whole purchase journey, on a phone in Debian's
 * Chromium, against the build served as in `npm start` (free ports, fresh sandbox). Prints each
 * schedule and its outcome, then the totals; exits 1 on any reload needed, browser error page,
 * double payment, lost item, uncaught error or journey not reached. Run `npm run build` first.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { chromium } from '@playwright/test';
import { startAll } from '../../examples/serve/start.ts';
import { describeSchedule, makeSchedule, type Outcome, playSchedule, total } from '../browser/fault-journey.ts';
import { chromiumFlags, chromiumPath } from '../chromium.ts';

const { values } = parseArgs({ options: { schedules: { type: 'string', default: '20' }, seed: { type: 'string', default: '1' } } });
const schedules = Number(values.schedules);
const seed = Number(values.seed);
if (!Number.isInteger(schedules) || schedules < 1 || !Number.isInteger(seed)) {
  console.error('Usage: npm run bench:faults -- --schedules <count ≥ 1> --seed <integer>');
  process.exit(2);
}

const dataDir = mkdtempSync(join(tmpdir(), 'racelens-faults-'));
const running = await startAll({ ports: { shop: 0, examples: 0, cdn: 0, api: 0 }, dataDir, fresh: true, timeScale: 0.2 });
const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumFlags });
const outcomes: Outcome[] = [];
try {
  for (let n = 0; n < schedules; n++) {
    const schedule = makeSchedule(seed * 1000 + n);
    const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
    const outcome = await playSchedule(context, running.urls, schedule);
    await context.close();
    outcomes.push(outcome);
    console.log(`${describeSchedule(schedule)}\n  → ${JSON.stringify(outcome)}`);
  }
} finally {
  await browser.close();
  await running.close();
  rmSync(dataDir, { recursive: true, force: true });
}
const totals = total(outcomes);
console.log('\nschedules  reached  reloads-needed  try-again-taps  automatic-retries  double-payments  lost-items  uncaught-errors  browser-reloads');
console.log(
  [
    totals.schedules,
    totals.reached,
    totals.reloadsNeeded,
    totals.retryTaps,
    totals.autoRetries,
    totals.doublePayments,
    totals.lostItems,
    totals.uncaught,
    totals.browserReloads,
  ]
    .map((v, i) => String(v).padStart([9, 8, 15, 15, 18, 16, 11, 16, 16][i]!))
    .join(' '),
);
const failed =
  totals.reached < totals.schedules || totals.reloadsNeeded + totals.doublePayments + totals.lostItems + totals.uncaught + totals.browserReloads > 0;
process.exit(failed ? 1 : 0);
