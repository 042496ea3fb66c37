/**
 * The planted cart (PRODUCT.md §entities-cart-handover), played as the attacker: someone makes a
 * cart, sends the shop's checkout link naming it, waits for a visitor to pay, then reads the cart
 * (the buyer's e-mail, the order id, and through the order its downloads). The shop must copy the
 * link's lines into the visitor's own cart, so the maker reads nothing of the purchase.
 */
import { getCart, seedCart } from './cart-sandbox';
import { expect, test } from './fixtures';
import { payInShop, RUNNER } from './order-sandbox';
import { urls } from './urls';

const fromLink = 'These items came from a link on another site';

// The fragment is how the cart drawer hands a cart over; `?cart=` is how older links did.
for (const [form, link] of [
  ['#cart=', (id: string) => `${urls.shop}/order#cart=${encodeURIComponent(id)}`],
  ['?cart=', (id: string) => `${urls.shop}/order?cart=${encodeURIComponent(id)}`],
] as const) {
  test(`a cart planted in a link (${form}): the visitor pays in a cart of their own and the link's maker reads nothing of it`, async ({ page, errors }) => {
    test.setTimeout(60_000);
    const planted = await seedCart({ photos: 1 });
    await page.goto(link(planted));

    const checkout = page.locator('racelens-checkout');
    await expect(checkout.getByText(fromLink, { exact: false })).toBeVisible();
    // The id left the address bar once read.
    expect(page.url()).toBe(`${urls.shop}/order`);
    const own = await page.evaluate(() => sessionStorage.getItem('cartId'));
    expect(own).not.toBeNull();
    expect(own).not.toBe(planted);

    const orderId = await payInShop(page);

    // The maker reads their cart: nothing of the visitor's e-mail or order.
    const theirs = await getCart(planted);
    expect(theirs.customer).toBeNull();
    expect(theirs.orderId).toBeNull();
    expect(JSON.stringify(theirs)).not.toContain(RUNNER);
    expect(JSON.stringify(theirs)).not.toContain(orderId);
    // The visitor's own cart became the order.
    expect((await getCart(own!)).orderId).toBe(orderId);
    expect(errors).toEqual([]);
  });
}

test('the organizer page hands its cart over in the fragment: the shop checks out the same lines, and the id leaves the address', async ({ page, errors }) => {
  await page.goto(`${urls.examples}/organizer/`);
  const gallery = page.locator('racelens-event-gallery');
  await gallery.getByRole('button', { name: 'Photo 3 of 240', exact: true }).click();
  const viewer = gallery.getByRole('dialog', { name: 'Photo viewer' });
  await viewer.getByRole('button', { name: /^Add the photo for/ }).click();
  await expect(viewer.getByRole('button', { name: 'In the cart' })).toBeVisible();
  await page.keyboard.press('Escape');
  const handed = await page.evaluate(() => sessionStorage.getItem('cartId'));
  const lines = (await getCart(handed!)).items as Array<{ photoId: unknown }>;

  // What leaves the organizer's page: the id only in the fragment, never in what servers see.
  const shopRequest = page.waitForRequest((request) => request.url().startsWith(`${urls.shop}/order`));
  await page
    .locator('racelens-cart-drawer')
    .getByRole('button', { name: /^Cart, / })
    .click();
  await page.locator('racelens-cart-drawer').getByRole('button', { name: 'Go to checkout' }).click();
  expect((await shopRequest).url()).not.toContain(handed!);

  const checkout = page.locator('racelens-checkout');
  await expect(checkout.getByText(fromLink, { exact: false })).toBeVisible();
  expect(page.url()).toBe(`${urls.shop}/order`);
  const own = await page.evaluate(() => sessionStorage.getItem('cartId'));
  expect(own).not.toBe(handed);
  expect(((await getCart(own!)).items as Array<{ photoId: unknown }>).map((i) => i.photoId)).toEqual(lines.map((i) => i.photoId));
  await expect(checkout.getByRole('button', { name: /^Pay / })).toBeVisible();
  expect(errors).toEqual([]);
});
