/**
 * The cookie notice sticks to the bottom of a phone's screen until it is answered; what the
 * keyboard focuses must never be hidden under it (WCAG 2.2 2.4.11) — here the whole checkout,
 * tabbed through to its Pay button, at 320 and 390 px wide.
 */

import { seedCart, useCart } from './cart-sandbox';
import { expect, test } from './fixtures';
import { urls } from './urls';

for (const viewport of [
  { width: 320, height: 568 },
  { width: 390, height: 844 },
]) {
  test(`at ${viewport.width}×${viewport.height} nothing the keyboard focuses on the checkout is under the cookie notice`, async ({ page }) => {
    await page.setViewportSize(viewport);
    await useCart(page, await seedCart({ photos: 2 }));
    await page.goto(`${urls.shop}/order`);
    const pay = page.locator('racelens-checkout').getByRole('button', { name: /^Pay / });
    await expect(pay).toBeVisible();
    const notice = page.locator('racelens-shop').locator('.rl-cookie');
    await expect(notice).toBeVisible();
    // The page has made room for it (its size is observed once it is laid out, before the
    // next paint): a test can be faster than that frame, a person cannot.
    await expect.poll(() => page.evaluate(() => document.documentElement.style.scrollPaddingBottom)).not.toBe('');

    const obscured: string[] = [];
    let reachedPay = false;
    for (let presses = 0; presses < 80 && !reachedPay; presses++) {
      await page.keyboard.press('Tab');
      const focused = await page.evaluate(() => {
        let active = document.activeElement;
        while (active?.shadowRoot?.activeElement) active = active.shadowRoot.activeElement;
        const banner = document.querySelector('racelens-shop')!.shadowRoot!.querySelector('.rl-cookie');
        if (!active || !banner || banner.contains(active)) return null;
        const box = active.getBoundingClientRect();
        const cover = banner.getBoundingClientRect();
        return {
          name: `${active.tagName.toLowerCase()} "${(active.textContent ?? '').trim().slice(0, 40)}"`,
          pay: /^Pay /.test(active.textContent?.trim() ?? ''),
          // Some part of it above the notice's top edge (or wholly below the notice).
          visible: box.height === 0 || box.top < cover.top || box.top >= cover.bottom,
        };
      });
      if (!focused) continue;
      if (!focused.visible) obscured.push(focused.name);
      reachedPay = focused.pay;
    }
    expect(reachedPay, 'Tab reaches the Pay button').toBe(true);
    expect(obscured).toEqual([]);

    // Answered, the notice goes and takes its room with it.
    await notice.getByRole('button', { name: 'Got It' }).click();
    await expect(notice).toBeHidden();
    expect(await page.evaluate(() => document.documentElement.style.scrollPaddingBottom)).toBe('');
  });
}
