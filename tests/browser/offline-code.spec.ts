/**
 * A widget's own code that could not load because the browser was offline loads by itself once
 * the network is back — no reload, no tap (src/runtime/lazy-part.tsx, widgets/loader.ts).
 */
import type { Page } from '@playwright/test';
import { seedCart, useCart } from './cart-sandbox';
import { expect, test } from './fixtures';
import { urls } from './urls';

test.use({ viewport: { width: 390, height: 844 } });

const cartButton = (page: Page) => page.locator('racelens-cart-drawer').getByRole('button', { name: /^Cart, / });

/** Counts the page's own navigations (a reload among them) from now on. */
function countNavigations(page: Page): () => number {
  let count = 0;
  page.on('framenavigated', (frame) => {
    if (frame === page.mainFrame()) count++;
  });
  return () => count;
}

test('the cart drawer opened offline shows the cart once the network is back', async ({ page, context }) => {
  await useCart(page, await seedCart({ photos: 2 }));
  await page.goto(`${urls.examples}/cart/`);
  await expect(cartButton(page)).toHaveAccessibleName('Cart, 2 items');
  const navigations = countNavigations(page);
  // The drawer's cart view is a part of its own, fetched at the first opening.
  const failed = page.waitForEvent('requestfailed', (request) => request.url().includes('/chunks/'));
  await context.setOffline(true);
  await cartButton(page).click();
  await failed;
  const drawer = page.getByRole('dialog', { name: 'Cart' });
  await expect(drawer).toBeVisible();
  await expect(page.getByRole('alert')).toHaveCount(0);
  await context.setOffline(false);
  await expect(drawer.getByRole('listitem')).toHaveCount(2);
  expect(navigations(), 'no reload').toBe(0);
});

test('a widget whose code failed to load offline appears once the network is back', async ({ page, context }) => {
  await page.goto(`${urls.examples}/cart/`);
  await expect(cartButton(page)).toBeVisible();
  const navigations = countNavigations(page);
  await context.setOffline(true);
  const failed = page.evaluate(
    () =>
      new Promise<string>((resolve) => {
        document.addEventListener('racelens:error', (e) => resolve((e as CustomEvent<{ tag: string }>).detail.tag), { once: true });
        document.querySelector('main')?.append(Object.assign(document.createElement('racelens-event-gallery'), { id: 'late' }));
        document.getElementById('late')?.setAttribute('event-id', '101');
      }),
  );
  expect(await failed).toBe('racelens-event-gallery');
  await context.setOffline(false);
  await expect(page.locator('racelens-event-gallery').getByRole('tab', { name: 'All photos' })).toBeVisible();
  expect(navigations(), 'no reload').toBe(0);
});

test('a language picked offline comes once the network is back, without a reload', async ({ page, context }) => {
  await page.goto(`${urls.shop}/contacts`);
  const heading = page.getByRole('heading', { level: 1 });
  await expect(heading).toHaveText('Contacts');
  const navigations = countNavigations(page);
  await context.setOffline(true);
  const failed = page.waitForEvent('requestfailed', (request) => request.url().includes('/i18n/'));
  await page.locator('racelens-shop').locator('footer').getByRole('combobox', { name: 'Language' }).selectOption('cs');
  await failed;
  // Until then the page stays readable in the language it had.
  await expect(heading).toHaveText('Contacts');
  await expect(page.getByRole('alert')).toHaveCount(0);
  await context.setOffline(false);
  await expect(heading).toHaveText('Kontakty');
  expect(navigations(), 'no reload').toBe(0);
});
