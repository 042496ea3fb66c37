/**
 * Seeded fault schedules over the purchase journey (bib search → add → cart → checkout → pay page
 * → paid order, and at times on to the order's archive), played as a participant on a phone
 * would: faults on the platform calls through the sandbox's admin rules
 * (examples/sandbox/faults.ts) — errors, slow answers and calls that hang — a few seconds offline
 * (also on the way back from the pay page), and a reload, a double tap on Pay or the tab closed
 * right after Pay. The participant taps "Try again" when it is
 * offered and reloads only when nothing else moves for 35 s — which counts as a failure.
 * Shared by fault-journey.spec.ts (a few schedules in `npm test`) and tests/bench/faults.ts.
 */
import type { BrowserContext, Page } from '@playwright/test';
import { offlineOnTheWayBack as goOfflineOnTheWayBack } from './way-back';

export interface FaultUrls {
  shop: string;
  api: string;
}

interface FaultRule {
  match: string;
  times: number;
  status?: number;
  latencyMs?: number;
  drop?: boolean;
  malformed?: boolean;
  html?: boolean;
}

type Disturbance = 'none' | 'reload' | 'double-tap' | 'close-after-pay';
const STEPS = ['search', 'add', 'checkout', 'pay', 'return', 'archive'] as const;
type Step = (typeof STEPS)[number];

export interface Schedule {
  seed: number;
  faults: FaultRule[];
  /**
   * Offline for `ms`, starting `afterMs` into the step: while its widget's code, texts or calls
   * load (a failed load comes back by itself, src/runtime/lazy-part.tsx). At 'return' the spell
   * starts the moment the pay page has taken the card and sends the participant back to the shop,
   * so the way back is made offline (the shop's offline page, ARCHITECTURE.md §offline-page).
   */
  offline?: { step: Step; afterMs: number; ms: number };
  /** After the paid order, the participant prepares the order's archive and downloads it. */
  archive: boolean;
  disturbance: Disturbance;
  /** The step after which the page is reloaded ('reload'). */
  reloadAfter: Step;
}

export interface Outcome {
  reached: boolean;
  reloadsNeeded: number;
  retryTaps: number;
  /** Calls the widgets repeated by themselves after a failed answer (the request core's retries). */
  autoRetries: number;
  paidPayments: number;
  lostItems: number;
  uncaught: string[];
  /** The steps where the participant had to reload. */
  stuckAt: string[];
  /**
   * Navigations to a shop address (a reload, the way back from the pay page) that ended on the
   * browser's own error page, reloaded here once the network was back. The shop's offline page
   * should leave none (ARCHITECTURE.md §offline-page): each is a failure.
   */
  browserReloads: number;
  /**
   * Navigations to the provider's pay page that the network cut on the way, which no page of
   * ours can answer: the browser's error page, which Chrome reloads by itself once online (done
   * here). Counted apart; the checkout itself never leaves while offline.
   */
  providerReloads: number;
  note?: string;
}

/** mulberry32: the same seed, the same schedule. */
function random(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** The platform calls of the journey, as fault rules match them. */
const CALLS = [
  'GET ^/public/photo-service/api/v1/events/101$',
  'POST ^/public/competitor-service/api/v1/competitors/101/token$',
  'GET ^/public/photo-service/api/v1/photos$',
  'POST ^/public/cart-service/api/v1/shoppingCarts$',
  'POST ^/public/cart-service/api/v1/shoppingCarts/[^/]+/items(/v2)?$',
  'GET ^/public/cart-service/api/v1/shoppingCarts/[^/]+$',
  'PUT ^/public/cart-service/api/v1/shoppingCarts/[^/]+/customer$',
  'POST ^/public/cart-service/api/v1/shoppingCarts/[^/]+$',
  'POST ^/public/invoice-service/api/v1/invoices/[^/]+/payments$',
  'GET ^/public/order-service/api/v1/orders/[^/]+$',
  'GET ^/public/invoice-service/api/v1/invoices/[^/]+/payments$',
  'POST ^/public/archive-service/api/v1/archives/?$',
  'GET ^/public/archive-service/api/v1/archives/[^/]+$',
];

/** A call that hangs: the connection stays open longer than any time limit of ours. */
const HANG_MS = 60_000;

export function makeSchedule(seed: number): Schedule {
  const next = random(seed);
  const pick = <T>(list: readonly T[]): T => list[Math.floor(next() * list.length)]!;
  const faults: FaultRule[] = [];
  for (let n = 1 + Math.floor(next() * 3); n > 0; n--) {
    const match = pick(CALLS);
    // Mostly what the request core heals unseen (1–2), sometimes more than it retries (3–4).
    const times = next() < 0.75 ? 1 + Math.floor(next() * 2) : 3 + Math.floor(next() * 2);
    const kind = pick(['latency', 'status500', 'html502', 'html503', 'drop', 'malformed', 'hang'] as const);
    const rule: FaultRule = { match, times };
    if (kind === 'latency') rule.latencyMs = 300 + Math.floor(next() * 5700);
    else if (kind === 'hang') rule.latencyMs = HANG_MS;
    else if (kind === 'status500') rule.status = 500;
    else if (kind === 'html502') Object.assign(rule, { status: 502, html: true });
    else if (kind === 'html503') Object.assign(rule, { status: 503, html: true });
    else if (kind === 'drop') rule.drop = true;
    else rule.malformed = match.startsWith('GET');
    if (kind === 'malformed' && !rule.malformed) rule.drop = true;
    faults.push(rule);
  }
  // Not on the provider's pay page: that page is not ours to heal; the way back from it is.
  // The spell's moment comes from a stream of its own, so a seed keeps the rest of its schedule.
  const offline =
    next() < 0.4
      ? {
          step: pick(['search', 'add', 'checkout', 'return', 'archive'] as const),
          ms: 2000 + Math.floor(next() * 4000),
          afterMs: Math.floor(random(~seed)() * 3000),
        }
      : undefined;
  const disturbance = pick(['none', 'reload', 'double-tap', 'close-after-pay'] as const);
  const reloadAfter = pick(['add', 'checkout'] as const);
  const archive = offline?.step === 'archive' || faults.some((f) => f.match.includes('archive-service')) || next() < 0.25;
  return { seed, faults, ...(offline ? { offline } : {}), disturbance, reloadAfter, archive };
}

export const describeSchedule = (s: Schedule): string =>
  `#${s.seed} ${s.disturbance}${s.disturbance === 'reload' ? `@${s.reloadAfter}` : ''}${s.archive ? ' +archive' : ''}${s.offline ? ` offline@${s.offline.step}+${s.offline.afterMs}ms ${s.offline.ms}ms` : ''} | ${s.faults
    .map((f) => `${f.match.split(' ')[0]} ${f.match.split('/').slice(-2).join('/')} ${JSON.stringify({ ...f, match: undefined })}`)
    .join(' ; ')}`;

/** Longer than this with nothing to tap and no progress: the participant reloads. */
const STUCK_MS = 35_000;
/** A tap on something that shows but cannot take it (covered, moving) is given up after this. */
const TAP_MS = 5_000;

async function admin(urls: FaultUrls, method: string, path: string, body?: unknown) {
  const response = await fetch(`${urls.api}/sandbox/admin${path}`, {
    method,
    headers: body === undefined ? {} : { 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`sandbox admin ${method} ${path}: ${response.status} ${await response.text()}`);
}

async function api(urls: FaultUrls, path: string): Promise<any> {
  return (await fetch(`${urls.api}${path}`)).json();
}

/** Plays one schedule in a fresh context; never throws for what the widgets did. */
export async function playSchedule(context: BrowserContext, urls: FaultUrls, schedule: Schedule): Promise<Outcome> {
  const outcome: Outcome = {
    reached: false,
    reloadsNeeded: 0,
    retryTaps: 0,
    autoRetries: 0,
    paidPayments: 0,
    lostItems: 0,
    uncaught: [],
    stuckAt: [],
    browserReloads: 0,
    providerReloads: 0,
  };
  let offline = false;
  const setOffline = (value: boolean) => {
    offline = value;
    return context.setOffline(value);
  };
  let { disturbance, reloadAfter } = schedule;
  /** Where the last whole-page navigation that failed was going. */
  let lostNavigation = '';
  const watch = (page: Page) => {
    page.on('pageerror', (error) => outcome.uncaught.push(error.message));
    page.on('requestfailed', (request) => {
      if (request.isNavigationRequest() && request.frame() === page.mainFrame()) lostNavigation = request.url();
    });
  };
  // No tap or wait of the participant hangs the run: each gives up and the loop looks again.
  context.setDefaultTimeout(10_000);
  let page = await context.newPage();
  watch(page);
  const go = (path: string) => page.evaluate((p) => document.dispatchEvent(new CustomEvent('racelens:navigate', { detail: { path: p } })), path);

  /**
   * Acts, then waits for `done`; taps a "Try again" when one shows; after STUCK_MS with nothing
   * to tap it reloads (a failure of ours) and acts again.
   */
  async function step(name: Step, act: () => Promise<void>, done: () => Promise<boolean>): Promise<void> {
    const spell = schedule.offline?.step === name ? schedule.offline : undefined;
    if (spell)
      setTimeout(() => {
        void setOffline(true)
          .then(() => setTimeout(() => void setOffline(false).catch(() => undefined), spell.ms))
          .catch(() => undefined);
      }, spell.afterMs);
    // A tap that found nothing to tap yet (the page still loading) is tried again below.
    await act().catch(() => undefined);
    let since = Date.now();
    for (;;) {
      if (await done().catch(() => false)) return;
      if (page.url().startsWith('chrome-error://')) {
        if (!offline) {
          if (lostNavigation.startsWith(urls.shop)) outcome.browserReloads++;
          else outcome.providerReloads++;
          await page.reload().catch(() => undefined);
          since = Date.now();
        }
        await page.waitForTimeout(250);
        continue;
      }
      const retry = page.getByRole('button', { name: 'Try again', exact: true }).filter({ visible: true }).first();
      if (await retry.isVisible().catch(() => false)) {
        outcome.retryTaps++;
        await retry.click({ timeout: TAP_MS }).catch(() => undefined);
        since = Date.now();
      } else if (Date.now() - since > STUCK_MS) {
        outcome.reloadsNeeded++;
        outcome.stuckAt.push(`${name} at ${new URL(page.url()).pathname}`);
        await page.reload().catch(() => undefined);
        await act().catch(() => undefined);
        since = Date.now();
      }
      await page.waitForTimeout(250);
    }
  }

  const search = () => page.locator('racelens-photo-search');
  const gallery = () => page.locator('racelens-event-gallery');
  const checkout = () => page.locator('racelens-checkout');
  const cartLink = (name: string) => page.locator('racelens-cart-drawer[slot="cart"]').getByRole('link', { name, exact: true });
  const onPayPage = () => page.url().startsWith(`${urls.api}/sandbox/pay/`);
  const view = () => page.locator('racelens-order-status');

  /**
   * A 'return' spell: the pay page takes the card online, then the network goes before the
   * browser follows its way back to the shop (way-back.ts); it comes back `ms` later.
   */
  async function offlineOnTheWayBack(): Promise<void> {
    const spell = schedule.offline?.step === 'return' ? schedule.offline : undefined;
    if (!spell) return;
    const back = await goOfflineOnTheWayBack(page, context, urls.api);
    void back.offline
      .then(() => {
        offline = true;
        setTimeout(() => void setOffline(false).catch(() => undefined), spell.ms);
      })
      .catch(() => undefined);
  }
  let cartId: string | null = null;

  const since = await lastLogged(urls);
  try {
    for (const rule of schedule.faults) await admin(urls, 'POST', '/faults', rule);
    // The shop's page itself is there before any spell (a page that never came is the browser's
    // to show); its widgets' code, texts and calls may still be loading.
    await page.goto(`${urls.shop}/search?event=101`, { waitUntil: 'domcontentloaded' });

    await step(
      'search',
      async () => {
        if (!page.url().includes('/search')) await page.goto(`${urls.shop}/search?event=101`);
        const bib = search().getByRole('textbox', { name: 'Bib number', exact: true });
        await bib.waitFor({ timeout: 2_000 }).catch(() => undefined);
        if (!(await bib.isVisible().catch(() => false))) return;
        if (!(await bib.inputValue())) await bib.fill('1234');
        const surname = search().getByRole('textbox', { name: 'Surname', exact: true });
        if (!(await surname.inputValue())) await surname.fill('Berzina');
        await search().getByRole('button', { name: 'Find photos' }).click();
      },
      async () => {
        if (await search().getByRole('heading', { name: 'Results for bib number 1234' }).isVisible()) return true;
        // The form came late (the event loaded after a retry): search now.
        const bib = search().getByRole('textbox', { name: 'Bib number', exact: true });
        if ((await bib.isVisible()) && !(await bib.inputValue())) {
          await bib.fill('1234', { timeout: TAP_MS });
          await search().getByRole('textbox', { name: 'Surname', exact: true }).fill('Berzina', { timeout: TAP_MS });
          await search().getByRole('button', { name: 'Find photos' }).click({ timeout: TAP_MS });
        }
        return false;
      },
    );

    let tappedBuy = 0;
    await step(
      'add',
      async () => {
        await go('/event/101');
        await gallery().getByRole('tab', { name: 'My photos' }).click({ timeout: 10_000 });
        tappedBuy = Date.now();
        await gallery()
          .getByRole('button', { name: /^Buy all my photos/ })
          .click({ timeout: 10_000 });
      },
      async () => {
        if (await cartLink('Cart, 1 item').isVisible()) return true;
        // The gallery came (perhaps after a "Try again"): my photos, and buy them — again after
        // an error message, as a participant would; a second add is refused as a duplicate.
        const tab = gallery().getByRole('tab', { name: 'My photos' });
        if ((await tab.isVisible()) && (await tab.getAttribute('aria-selected')) !== 'true') await tab.click({ timeout: TAP_MS });
        const buy = gallery().getByRole('button', { name: /^Buy all my photos/ });
        if ((await buy.isVisible()) && (await buy.isEnabled()) && Date.now() - tappedBuy > 8_000) {
          tappedBuy = Date.now();
          await buy.click({ timeout: TAP_MS });
        }
        return false;
      },
    );
    cartId = await page.evaluate(() => sessionStorage.getItem('cartId'));

    if (disturbance === 'reload' && reloadAfter === 'add') await page.reload();

    const pay = () => checkout().getByRole('button', { name: /^Pay / });
    await step(
      'checkout',
      async () => {
        if (onPayPage()) return;
        if (!page.url().endsWith('/order')) await go('/order');
        const email = checkout().getByRole('textbox', { name: 'E-mail address for delivery' });
        await email.waitFor({ timeout: 10_000 }).catch(() => undefined);
        if (!(await email.isVisible().catch(() => false))) return;
        if (!(await email.inputValue())) await email.fill('runner@example.com');
        const terms = checkout().getByRole('checkbox', { name: /I accept the terms and conditions/ });
        if (!(await terms.isChecked())) await terms.check();
        if (disturbance === 'reload' && reloadAfter === 'checkout') {
          await page.reload();
          reloadAfter = 'pay';
          return;
        }
        if (disturbance === 'double-tap') await pay().dblclick();
        else await pay().click();
      },
      async () => {
        if (onPayPage()) return true;
        // After a reload the form is filled again (the cart survived): pay.
        const email = checkout().getByRole('textbox', { name: 'E-mail address for delivery' });
        if ((await email.isVisible()) && !(await email.inputValue())) {
          await email.fill('runner@example.com');
          await checkout()
            .getByRole('checkbox', { name: /I accept the terms and conditions/ })
            .check();
          await pay().click();
        }
        return false;
      },
    );

    await step(
      'pay',
      async () => {
        if (!onPayPage()) return;
        if (disturbance === 'close-after-pay') {
          // The tab is closed on the pay page, nothing paid; back in a new tab on the order page,
          // whose offer to pay ("Try again") leads to a pay page again.
          disturbance = 'none';
          const { orderId } = await api(urls, `/public/cart-service/api/v1/shoppingCarts/${cartId}`);
          await page.close();
          page = await context.newPage();
          watch(page);
          await page.goto(`${urls.shop}/order/${orderId}`);
          return;
        }
        await page.getByLabel('Card number').fill('4242424242424242');
        await offlineOnTheWayBack();
        await page.getByRole('button', { name: /^Pay / }).click();
      },
      async () => {
        if (onPayPage()) {
          const card = page.getByLabel('Card number');
          if ((await card.isVisible()) && !(await card.inputValue())) {
            await card.fill('4242424242424242', { timeout: TAP_MS });
            await page.getByRole('button', { name: /^Pay / }).click({ timeout: TAP_MS });
          }
          return false;
        }
        return view().getByText('Thank you! The order is paid').isVisible();
      },
    );
    if (schedule.archive)
      await step(
        'archive',
        async () => {
          await view().getByRole('button', { name: 'Prepare an archive of the order' }).click({ timeout: 10_000 });
        },
        async () => {
          if (await view().getByRole('link', { name: 'Download the archive' }).isVisible()) return true;
          // The order page came back (after an offline spell or a reload): ask again.
          const prepare = view().getByRole('button', { name: 'Prepare an archive of the order' });
          if (await prepare.isVisible()) await prepare.click({ timeout: TAP_MS });
          return false;
        },
      );
    outcome.reached = true;
  } catch (error) {
    outcome.note = (error as Error).message.split('\n')[0];
  } finally {
    await admin(urls, 'DELETE', '/faults').catch(() => undefined);
    await setOffline(false).catch(() => undefined);
  }
  outcome.autoRetries = Math.max(0, (await repeatedCalls(urls, since)) - outcome.retryTaps);

  if (cartId) {
    const cart = await api(urls, `/public/cart-service/api/v1/shoppingCarts/${cartId}`);
    if (cart.orderId) {
      const order = await api(urls, `/public/order-service/api/v1/orders/${cart.orderId}`);
      const payments = await api(urls, `/public/invoice-service/api/v1/invoices/${order.invoiceId}/payments`);
      outcome.paidPayments = (payments.items as Array<{ state: string }>).filter((p) => p.state === 'Paid').length;
      outcome.reached &&= order.state === 'Completed';
      outcome.lostItems = Math.max(0, 1 - (order.items?.length ?? 0));
    } else outcome.lostItems = Math.max(0, 1 - (cart.items?.length ?? 0));
  } else outcome.lostItems = 1;
  return outcome;
}

interface Logged {
  seq: number;
  method: string;
  path: string;
  key?: string;
  status: number;
  fault?: string;
}

const logged = async (urls: FaultUrls, since?: number): Promise<Logged[]> =>
  (await api(urls, `/sandbox/admin/requests${since === undefined ? '' : `?since=${since}`}`)).items;

/** The sandbox's request log (examples/sandbox/request-log.ts) so far: its last entry. */
async function lastLogged(urls: FaultUrls): Promise<number> {
  return (await logged(urls)).at(-1)?.seq ?? 0;
}

/**
 * Calls made again after a failed answer (none, a 5xx or 429, a malformed body): the same read,
 * or the same write by its Idempotency-Key. A "Try again" tap repeats one such call, so the
 * request core's own retries are these less the taps.
 */
async function repeatedCalls(urls: FaultUrls, since: number): Promise<number> {
  const failedLast = new Map<string, boolean>();
  let repeats = 0;
  for (const call of await logged(urls, since)) {
    if (call.path.startsWith('/sandbox/')) continue;
    const id = `${call.method} ${call.path} ${call.key ?? ''}`;
    if (failedLast.get(id)) repeats++;
    failedLast.set(id, call.status === 0 || call.status === 429 || call.status >= 500 || !!call.fault?.includes('malformed'));
  }
  return repeats;
}

export interface Totals {
  schedules: number;
  reached: number;
  reloadsNeeded: number;
  retryTaps: number;
  autoRetries: number;
  doublePayments: number;
  lostItems: number;
  uncaught: number;
  browserReloads: number;
  providerReloads: number;
}

export function total(outcomes: Outcome[]): Totals {
  return {
    schedules: outcomes.length,
    reached: outcomes.filter((o) => o.reached).length,
    reloadsNeeded: outcomes.reduce((n, o) => n + o.reloadsNeeded, 0),
    retryTaps: outcomes.reduce((n, o) => n + o.retryTaps, 0),
    autoRetries: outcomes.reduce((n, o) => n + o.autoRetries, 0),
    doublePayments: outcomes.filter((o) => o.paidPayments > 1).length,
    lostItems: outcomes.reduce((n, o) => n + o.lostItems, 0),
    uncaught: outcomes.reduce((n, o) => n + o.uncaught.length, 0),
    browserReloads: outcomes.reduce((n, o) => n + o.browserReloads, 0),
    providerReloads: outcomes.reduce((n, o) => n + o.providerReloads, 0),
  };
}
