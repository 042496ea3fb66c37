/**
 * The example host pages: the plain organizer race page, the running-series and
 * trail-cup sites (tenant theme plus the site's own overrides) and a React host on real React.
 */
import { expect, test } from './fixtures';
import { urls } from './urls';

const themeValue = (page: import('@playwright/test').Page, tag: string, name: string) =>
  page
    .locator(tag)
    .first()
    .evaluate((el, n) => getComputedStyle(el).getPropertyValue(n).trim(), name);

test('the organizer page: one pasted tag brings search, gallery and cart, which share the cart', async ({ page, errors }) => {
  await page.goto(`${urls.examples}/organizer/`);
  const gallery = page.locator('racelens-event-gallery');
  await expect(page.locator('racelens-photo-search').getByRole('textbox').first()).toBeVisible();
  await expect(page.locator('racelens-cart-drawer').getByRole('button', { name: 'Cart, 0 items' })).toBeVisible();
  await gallery.getByRole('button', { name: 'Photo 1 of 240', exact: true }).click();
  await gallery
    .getByRole('dialog', { name: 'Photo viewer' })
    .getByRole('button', { name: /^Add the photo for/ })
    .click();
  await expect(page.locator('racelens-cart-drawer').getByRole('button', { name: 'Cart, 1 item' })).toBeVisible();
  // The loader tag's data-shop: checkout continues in the hosted shop, with the same cart.
  await page.keyboard.press('Escape'); // close the photo viewer
  await expect(gallery.getByRole('dialog', { name: 'Photo viewer' })).toBeHidden();
  await page.locator('racelens-cart-drawer').getByRole('button', { name: 'Cart, 1 item' }).click();
  await page.locator('racelens-cart-drawer').getByRole('button', { name: 'Go to checkout' }).click();
  // The shop is another site: the cart is handed over in the address, which the shop then cleans.
  await expect(page).toHaveURL(`${urls.shop}/order`);
  const checkout = page.locator('racelens-checkout');
  await expect(checkout.getByRole('textbox', { name: 'E-mail address for delivery' })).toBeVisible();
  await expect(checkout.getByText('Riga City Run 2026')).toBeVisible();
  expect(errors).toEqual([]);
});

test('the running-series site: the tenant theme in German, with the site’s own radius', async ({ page }) => {
  await page.goto(`${urls.examples}/running-series/`);
  await expect(page.locator('racelens-cart-drawer').getByRole('button', { name: /^Warenkorb, 0 Artikel/ })).toBeVisible();
  expect(await themeValue(page, 'racelens-event-gallery', '--racelens-color-primary')).toBe('#c2122f');
  expect(await themeValue(page, 'racelens-event-gallery', '--racelens-radius-md')).toBe('2px');
});

test('the trail-cup site: the tenant theme in Czech (one of its languages), overridden by the site’s primary colour', async ({ page }) => {
  await page.goto(`${urls.examples}/trail-cup/`);
  await expect(page.locator('racelens-cart-drawer').getByRole('button', { name: /^Košík, 0 / })).toBeVisible();
  expect(await themeValue(page, 'racelens-event-gallery', '--racelens-color-primary')).toBe('#23472a');
  // The cart drawer is not overridden for radius, so it keeps the tenant's own value.
  expect(await themeValue(page, 'racelens-event-gallery', '--racelens-radius-md')).toBe('16px');
});

test('a React host renders the widgets with real React, in shadow roots, and gets their callbacks', async ({ page, errors }) => {
  await page.goto(`${urls.examples}/react-host/`);
  const isReactRoot = await page.locator('#app').evaluate((el) => Object.keys(el).some((k) => k.startsWith('__reactContainer')));
  expect(isReactRoot).toBe(true);
  const galleryHost = page.locator('[data-racelens="racelens-event-gallery"]');
  expect(await galleryHost.evaluate((el) => !!el.shadowRoot)).toBe(true);
  await galleryHost.getByRole('button', { name: 'Photo 1 of 160', exact: true }).click();
  await galleryHost
    .getByRole('dialog', { name: 'Photo viewer' })
    .getByRole('button', { name: /^Add the photo for/ })
    .click();
  await expect(page.locator('[data-racelens="racelens-cart-drawer"]').getByRole('button', { name: 'Cart, 1 item' })).toBeVisible();
  await expect(page.getByTestId('host-count')).toHaveText('The host app knows of 1 item(s) in the cart.');
  expect(errors).toEqual([]);
});
