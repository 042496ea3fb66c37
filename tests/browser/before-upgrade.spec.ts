/**
 * Frameworks render the racelens-* tags before the loader has defined them (it comes async):
 * properties set then must survive the upgrade, the lowercased attribute JSX sets (`eventid`)
 * must count, events must reach listeners added early, and a widget missing a required value
 * must say in the console which attribute it needs, with a link to the reference.
 */
import type { ConsoleMessage, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { urls } from './urls';

test.use({ viewport: { width: 1000, height: 900 } });

function warnings(page: Page): string[] {
  const seen: string[] = [];
  page.on('console', (message: ConsoleMessage) => message.type() === 'warning' && seen.push(message.text()));
  return seen;
}

/** The element was rendered before its definition existed: the page's own script ran first. */
async function definedLater(page: Page, tag: string): Promise<void> {
  await expect.poll(() => page.evaluate((t) => !!customElements.get(t), tag)).toBe(true);
}

async function expectUpgradedWidgets(page: Page, seen: string[]): Promise<void> {
  await definedLater(page, 'racelens-event-gallery');
  // eventId set as a property (or by React 19 as the attribute eventid) before the upgrade.
  const gallery = page.locator('racelens-event-gallery');
  await expect(gallery.getByRole('button', { name: 'Photo 1 of 160', exact: true })).toBeVisible();
  expect(await gallery.evaluate((el) => (el as HTMLElement & { eventId?: number }).eventId)).toBe(103);
  await expect(gallery).not.toContainText('No event is set');
  // The photo search got its event: the bib form, not "choose an event".
  const search = page.locator('racelens-photo-search');
  await expect(search.getByRole('textbox', { name: 'Bib number', exact: true })).toBeVisible();
  await expect(search).not.toContainText('Choose an event');
  // An event from the upgraded element reaches the listener the page added before.
  await gallery.getByRole('button', { name: 'Photo 1 of 160', exact: true }).click();
  await gallery
    .getByRole('dialog', { name: 'Photo viewer' })
    .getByRole('button', { name: /^Add the photo for/ })
    .click();
  await expect(page.getByTestId('added')).toHaveText('Added: Photo');
  await expect(page.locator('racelens-cart-drawer').getByRole('button', { name: 'Cart, 1 item' })).toBeVisible();
  // The order page without an order: the visitor is told, the developer gets the attribute and the link.
  await expect(page.locator('racelens-order-status')).toContainText('No order was given to show.');
  await expect.poll(() => seen.find((w) => w.includes('racelens-order-status'))).toMatch(/needs the order-id attribute .*docs\/API\.md#racelens-order-status$/);
  expect(seen.filter((w) => w.includes('racelens-event-gallery') || w.includes('racelens-photo-search'))).toEqual([]);
}

test('React 19 JSX renders the tags before the loader: eventId, a ref property and onracelens:add all work after the upgrade', async ({ page, errors }) => {
  const seen = warnings(page);
  await page.goto(`${urls.examples}/react-host/tags.html`);
  // React set eventId={103} as the attribute eventid, since the element was not defined then.
  expect(await page.locator('racelens-event-gallery').getAttribute('eventid')).toBe('103');
  await expectUpgradedWidgets(page, seen);
  expect(errors).toEqual([]);
});

test('any framework: properties set and listeners added before the loader are kept when the elements upgrade', async ({ page, errors }) => {
  const seen = warnings(page);
  await page.goto(`${urls.examples}/any-framework/`);
  await expectUpgradedWidgets(page, seen);
  expect(errors).toEqual([]);
});
