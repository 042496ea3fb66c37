/**
 * The purchase journey under seeded fault schedules (fault-journey.ts), on a phone in Chromium:
 * each schedule must reach the paid order (and its archive, where it asks for one) with no reload
 * needed, never on the browser's own error page, one payment, no item lost and no uncaught error. `FAULT_SEED` picks another set; `npm run bench:faults` plays many more.
 */

import { describeSchedule, makeSchedule, type Outcome, playSchedule, total } from './fault-journey';
import { expect, test } from './fixtures';
import { urls } from './urls';

const SEED = Number(process.env.FAULT_SEED ?? 23);
const SCHEDULES = Number(process.env.FAULT_SCHEDULES ?? 5);
const outcomes: Outcome[] = [];

test.use({ viewport: { width: 390, height: 844 } });
test.afterAll(() => {
  console.log(`fault schedules (seed ${SEED}):`, JSON.stringify(total(outcomes)));
});

for (let n = 0; n < SCHEDULES; n++) {
  const schedule = makeSchedule(SEED * 1000 + n);
  test(`schedule ${describeSchedule(schedule)}`, async ({ context }) => {
    test.setTimeout(120_000);
    const outcome = await playSchedule(context, { shop: urls.shop, api: urls.api }, schedule);
    outcomes.push(outcome);
    console.log(`  ${describeSchedule(schedule)} → ${JSON.stringify(outcome)}`);
    expect(outcome).toMatchObject({ reached: true, reloadsNeeded: 0, paidPayments: 1, lostItems: 0, uncaught: [], stuckAt: [], browserReloads: 0 });
  });
}
