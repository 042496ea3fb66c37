/**
 * No silent waits, on a phone: offline, a calm notice says so and the checkout goes on by itself
 * when the network is back (src/api/CONTRACT.md "Retries"); a step still waiting after 10 s
 * (src/ui/use-slow.ts) says what it waits for and offers Cancel and Try again.
 */
import type { Page } from '@playwright/test';
import { addFault, clearFaults, seedCart, useCart } from './cart-sandbox';
import { expect, test } from './fixtures';
import { urls } from './urls';

test.use({ viewport: { width: 390, height: 844 } });
test.afterEach(async () => {
  await clearFaults();
});

const checkout = (page: Page) => page.locator('racelens-checkout');
const payButton = (page: Page) => checkout(page).getByRole('button', { name: /^Pay / });

async function readyToPay(page: Page) {
  await useCart(page, await seedCart({ photos: 1 }));
  await page.goto(`${urls.shop}/order`);
  await expect(payButton(page)).toBeEnabled();
  await checkout(page).getByRole('textbox', { name: 'E-mail address for delivery' }).fill('runner@example.com');
  await checkout(page)
    .getByRole('checkbox', { name: /I accept the terms and conditions/ })
    .check();
}

test('offline: a calm notice, and Pay goes on by itself when the network is back', async ({ page, context }) => {
  await readyToPay(page);
  await context.setOffline(true);
  await payButton(page).click();
  const notice = page.getByRole('status').filter({ hasText: 'You are offline.' });
  await expect(notice).toBeVisible();
  await expect(checkout(page).getByRole('alert')).toHaveCount(0);
  await context.setOffline(false);
  await page.waitForURL(new RegExp(`^${urls.api}/sandbox/pay/`));
});

test('a step waiting over 10 s says so: Cancel gives the form back, Try again goes on', async ({ page }) => {
  await readyToPay(page);
  await addFault({ match: 'PUT /customer$', latencyMs: 20_000, times: 2 });
  const slow = checkout(page).getByRole('status').filter({ hasText: 'This takes longer than usual' });

  await payButton(page).click();
  await expect(slow).toBeVisible({ timeout: 15_000 });
  await slow.getByRole('button', { name: 'Cancel' }).click();
  await expect(slow).toHaveCount(0);
  await expect(payButton(page)).toBeEnabled();
  await expect(checkout(page).getByRole('alert')).toHaveCount(0);

  await payButton(page).click();
  await expect(slow).toBeVisible({ timeout: 15_000 });
  await slow.getByRole('button', { name: 'Try again' }).click();
  await page.waitForURL(new RegExp(`^${urls.api}/sandbox/pay/`));
});
