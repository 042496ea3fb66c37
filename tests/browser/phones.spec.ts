/**
 * The participant on a phone: nothing scrolls sideways at 320–390 px (WCAG 2.2 SC 1.4.10) on
 * the organizer example pages and the shop's routes.
 */
import { test } from './fixtures';
import { expectReflow, widgetsSettled } from './layout-probes';
import { firstOrderId, shopRoutes } from './shop-route-list';
import { urls } from './urls';

const PHONE_WIDTHS = [320, 360, 390];

/** The example host pages that show widgets. */
const examplePages = [
  'organizer/',
  'running-series/',
  'trail-cup/',
  'strict-csp/',
  'hostile/',
  'hostile/plain.html',
  'react-host/',
  'event-gallery/',
  'event-gallery/with-search.html',
  'photo-search/',
  'cart/',
  'demo-elements/',
];

test('no example page scrolls sideways at 320, 360 and 390 px, nor does anything in a widget', async ({ page }) => {
  test.setTimeout(120_000);
  for (const path of examplePages) {
    await page.setViewportSize({ width: PHONE_WIDTHS[0]!, height: 800 });
    await page.goto(`${urls.examples}/${path}`);
    await widgetsSettled(page);
    await expectReflow(page, path, PHONE_WIDTHS);
  }
});

test('no shop route scrolls sideways at 320, 360 and 390 px, nor does anything in a widget', async ({ page, request }) => {
  test.setTimeout(150_000);
  for (const [path] of shopRoutes(await firstOrderId(request))) {
    await page.setViewportSize({ width: PHONE_WIDTHS[0]!, height: 800 });
    await page.goto(urls.shop + path);
    await widgetsSettled(page);
    await expectReflow(page, path, PHONE_WIDTHS);
  }
});
