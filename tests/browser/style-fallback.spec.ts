/**
 * A browser without constructable stylesheets (no `adoptedStyleSheets`) still shows styled,
 * themed widgets: the same CSS arrives as <style> elements in each shadow root. The organizer
 * page is loaded twice, normally and with the support deleted before any script runs, and the
 * widgets must look the same.
 */
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { urls } from './urls';

test.use({ viewport: { width: 1000, height: 900 } });

const looked = ['borderTopLeftRadius', 'backgroundColor', 'color', 'fontFamily', 'fontSize', 'paddingLeft', 'minHeight'] as const;

/** What a visitor sees of the search button, the first photo tile and the cart button. */
async function looks(page: Page) {
  await page.goto(`${urls.examples}/organizer/`);
  const targets = {
    search: page.locator('racelens-photo-search').getByRole('button', { name: 'Find photos' }),
    photo: page.locator('racelens-event-gallery').getByRole('button', { name: 'Photo 1 of 240', exact: true }),
    cart: page.locator('racelens-cart-drawer').getByRole('button', { name: /^Cart, / }),
  };
  const out: Record<string, Record<string, string>> = {};
  for (const [name, locator] of Object.entries(targets)) {
    await expect(locator).toBeVisible();
    out[name] = await locator.evaluate(
      (el, props) => {
        const style = getComputedStyle(el);
        const box = el.getBoundingClientRect();
        return {
          ...Object.fromEntries(props.map((p) => [p, style.getPropertyValue(p.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`))])),
          size: `${Math.round(box.width)}x${Math.round(box.height)}`,
        };
      },
      looked as unknown as string[],
    );
  }
  return out;
}

test('without constructable stylesheets the widgets get the same styles and theme from <style> elements', async ({ page, errors }) => {
  const normal = await looks(page);
  // Not the browser's defaults: the theme and the UI kit apply.
  expect(normal.search!.borderTopLeftRadius).not.toBe('0px');
  expect(normal.search!.backgroundColor).not.toBe('rgb(239, 239, 239)');

  await page.addInitScript(() => {
    delete (ShadowRoot.prototype as { adoptedStyleSheets?: unknown }).adoptedStyleSheets;
    delete (Document.prototype as { adoptedStyleSheets?: unknown }).adoptedStyleSheets;
  });
  const fallback = await looks(page);
  expect(await page.evaluate(() => 'adoptedStyleSheets' in ShadowRoot.prototype)).toBe(false);
  const styleCount = await page.locator('racelens-photo-search').evaluate((el) => el.shadowRoot!.querySelectorAll('style').length);
  expect(styleCount).toBeGreaterThanOrEqual(3);
  expect(fallback).toEqual(normal);
  expect(errors).toEqual([]);
});
