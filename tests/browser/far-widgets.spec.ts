/**
 * A widget far below the first screen does not start with the page (widgets/loader.ts,
 * ARCHITECTURE.md §budgets): its code loads when it comes within a screen of the viewport, or two
 * seconds after the loader ran, so the widgets in view start without it. The page's clock is
 * Playwright's and stands still unless a test lets time pass, so "two seconds" is the page's,
 * whatever the machine's speed.
 */
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { urls } from './urls';

/**
 * The organizer page as pasted (tests/browser/urls.ts), with its gallery pushed five screens
 * down by a rule of the host page's: which widgets' code it asked for.
 */
async function farPage(page: Page): Promise<string[]> {
  await page.addInitScript(() => {
    // In the head as soon as there is one: before the loader runs and before the first layout.
    new MutationObserver((_, watch) => {
      if (!document.head) return;
      const style = document.createElement('style');
      style.textContent = 'racelens-event-gallery { margin-top: 500vh; }';
      document.head.append(style);
      watch.disconnect();
    }).observe(document, { childList: true, subtree: true });
  });
  const asked: string[] = [];
  page.on('request', (request) => {
    const file = /\/widgets\/([a-z-]+)-[\w-]+\.js$/.exec(request.url())?.[1];
    if (file) asked.push(file);
  });
  await page.goto(`${urls.examples}/organizer/`);
  return asked;
}

const form = (page: Page) => page.locator('racelens-photo-search').getByRole('textbox', { name: 'Bib number', exact: true });
const firstPhoto = (page: Page) => page.locator('racelens-event-gallery').getByRole('button', { name: 'Photo 1 of 240', exact: true });

/**
 * The page's clock stands still but for what the test lets pass: a frame's worth at each look
 * until `shown` is visible (the widgets' code and answers arrive in real time meanwhile). Returns
 * how much page time that took.
 */
async function until(page: Page, shown: ReturnType<typeof form>): Promise<number> {
  let passed = 0;
  await expect
    .poll(
      async () => {
        await page.clock.runFor(20);
        passed += 20;
        return shown.isVisible();
      },
      { timeout: 20_000 },
    )
    .toBe(true);
  return passed;
}

test.beforeEach(async ({ page }) => {
  await page.clock.install();
  await page.clock.pauseAt(Date.now() + 1_000);
});

test('the gallery five screens down waits while the search starts, and starts when scrolled near', async ({ page, errors }) => {
  const asked = await farPage(page);
  let passed = await until(page, form(page));
  expect(asked.sort()).toEqual(['cart-drawer', 'photo-search']);
  // Scrolled to, it comes (its room was kept meanwhile), before the two seconds are up.
  await page.locator('racelens-event-gallery').scrollIntoViewIfNeeded();
  passed += await until(page, firstPhoto(page));
  expect(passed).toBeLessThan(2_000);
  expect(asked).toContain('event-gallery');
  expect(errors).toEqual([]);
});

test('the gallery five screens down starts two seconds after the page, unscrolled', async ({ page, errors }) => {
  const asked = await farPage(page);
  const passed = await until(page, form(page));
  expect(passed).toBeLessThan(1_900);
  await page.clock.runFor(1_900 - passed);
  expect(asked).not.toContain('event-gallery');
  await page.clock.runFor(200);
  await expect.poll(() => asked).toContain('event-gallery');
  await page.locator('racelens-event-gallery').scrollIntoViewIfNeeded();
  await until(page, firstPhoto(page));
  expect(errors).toEqual([]);
});
