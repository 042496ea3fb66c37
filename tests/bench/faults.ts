/**
 * `npm run bench:faults -- --schedules 100 --seed N [--parallel 2]`: the seeded fault schedules of
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

const { values } = parseArgs({
  options: { schedules: { type: 'string', default: '20' }, seed: { type: 'string', default: '1' }, parallel: { type: 'string', default: '2' } },
});
const schedules = Number(values.schedules);
const seed = Number(values.seed);
const parallel = Number(values.parallel);
if (!Number.isInteger(schedules) || schedules < 1 || !Number.isInteger(seed) || !Number.isInteger(parallel) || parallel < 1) {
  console.error('Usage: npm run bench:faults -- --schedules <count ≥ 1> --seed <integer> [--parallel <lanes ≥ 1, default 2>]');
  process.exit(2);
}

/**
 * One lane: its own servers (the sandbox's fault rules and request log are global to it) and its
 * own browser, taking the next schedule until none is left. Schedules mostly wait (the network's
 * time, a participant's taps), so two lanes on two cores finish in about half the time.
 */
async function lane(next: () => number | null, outcomes: Outcome[]): Promise<void> {
  const dataDir = mkdtempSync(join(tmpdir(), 'racelens-faults-'));
  const running = await startAll({ ports: { shop: 0, examples: 0, cdn: 0, api: 0 }, dataDir, fresh: true, timeScale: 0.2 });
  const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumFlags });
  try {
    for (let n = next(); n !== null; n = next()) {
      const schedule = makeSchedule(seed * 1000 + n);
      const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
      const outcome = await playSchedule(context, running.urls, schedule);
      await context.close();
      outcomes[n] = outcome;
      console.log(`${describeSchedule(schedule)}\n  → ${JSON.stringify(outcome)}`);
    }
  } finally {
    await browser.close();
    await running.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

const outcomes: Outcome[] = [];
let taken = 0;
const next = () => (taken < schedules ? taken++ : null);
await Promise.all(Array.from({ length: Math.min(parallel, schedules) }, () => lane(next, outcomes)));
const totals = total(outcomes);
console.log(
  '\nschedules  reached  reloads-needed  try-again-taps  automatic-retries  double-payments  lost-items  uncaught-errors  browser-reloads  provider-reloads',
);
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
    totals.providerReloads,
  ]
    .map((v, i) => String(v).padStart([9, 8, 15, 15, 18, 16, 11, 16, 16, 17][i]!))
    .join(' '),
);
const failed =
  totals.reached < totals.schedules || totals.reloadsNeeded + totals.doublePayments + totals.lostItems + totals.uncaught + totals.browserReloads > 0;
process.exit(failed ? 1 : 0);
