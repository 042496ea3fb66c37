/**
 * <racelens-cart-drawer> in each state, as the custom element with the platform answered by the
 * story: the button (empty, with a count), the open drawer, and the cart itself (`inline`, as
 * on the shop's /cart): loading, empty, lines by event, a gift code, a promo code refused and
 * applied, a removal refused, a cleared (Deleted) cart, a failed load, a checked-out cart, and
 * in German.
 */
import type { Meta, StoryObj } from '@storybook/preact-vite';
import { expect, userEvent, waitFor } from 'storybook/test';
import '../widgets/cart-drawer/element';
import type { Cart } from '../examples/sandbox/wire';
import type { ProductType } from '../src/api/schemas';
import { cart, line, TATRA } from '../tests/fixtures/cart';
import { inside, widget } from './support/dom';
import { fail, type Handler, json, pending, setupStory } from './support/platform';
import { text } from './support/texts';

declare module 'preact' {
  namespace JSX {
    interface IntrinsicElements {
      // `slot` and `cart-url`: as the shop's app bar holds it (Shop.stories.tsx).
      'racelens-cart-drawer': { inline?: boolean; 'checkout-url'?: string; 'cart-url'?: string; slot?: string };
    }
  }
}

const trail = (id: string, title: string, productType: ProductType, price: number) => line(id, title, productType, price, { catalog: TATRA });
const drawerCart = (over: Partial<Cart> = {}) =>
  cart({
    items: [
      line('a', 'Digital photo', 'Photo', 6.9),
      line('b', 'Framed photo', 'Frame', 9.9),
      line('c', 'All my photos', 'PhotosWithMe', 29.9),
      trail('d', 'Finish video', 'FullVideo', 14.9),
    ],
    ...over,
  });

const withCart = (answer: () => Response | Promise<Response>): Record<string, Handler> => ({
  'GET cart-service /shoppingCarts/c-1': answer,
  'PATCH cart-service /shoppingCarts/c-1/attributes': () => json(null, 204),
  'POST cart-service /shoppingCarts/c-1/promotionalCodes': () => fail(409, 'PromoCodeConflict', 'This promo code conflicts with another promo code in Cart'),
});

const giftCart = cart({
  items: [line('a', 'Digital photo', 'Photo', 6.9), line('c', 'All my photos', 'PhotosWithMe', 29.9, { price: 0 })],
  promotionalCodes: [{ promotionalCodeId: 7, code: 'GIFT-RIGA26', catalogId: 1101, discount: 29.9 }],
});

interface Args {
  inline: boolean;
  lang: string;
  hasCart: boolean;
  routes: Record<string, Handler>;
}

/** Promo codes the story's platform has accepted for cart c-1 (the cart it answers has them). */
let accepted: string[] = [];
const withPromoCodes = (): Record<string, Handler> => ({
  ...withCart(() =>
    json(
      drawerCart({
        promotionalCodes: accepted.map((code, i) => ({ promotionalCodeId: 20 + i, code, catalogId: 1101, discount: 5 })),
        totalAmount: 61.6 - 5 * accepted.length,
      }),
    ),
  ),
  'POST cart-service /shoppingCarts/c-1/promotionalCodes': ({ body }) => {
    accepted.push((body as { code: string }).code);
    return json(null, 204);
  },
});

const meta: Meta<Args> = {
  title: 'Widgets/Cart drawer',
  args: { inline: true, lang: 'en', hasCart: true, routes: withCart(() => json(drawerCart())) },
  argTypes: { lang: { control: 'select', options: ['en', 'es', 'de', 'el', 'sk', 'it', 'cs'] }, routes: { table: { disable: true } } },
  render: ({ inline, lang, hasCart, routes }) => {
    accepted = [];
    setupStory({ lang, routes, shopUrl: 'https://shop.example' });
    if (hasCart) sessionStorage.setItem('cartId', 'c-1');
    return (
      <div style={{ maxWidth: '560px' }}>
        <racelens-cart-drawer inline={inline} />
      </div>
    );
  },
};
export default meta;
type Story = StoryObj<Args>;

const drawer = (canvas: HTMLElement) => widget(canvas, 'racelens-cart-drawer');

/** Types a promo code into the cart's field and applies it. */
async function applyPromoCode(canvas: HTMLElement, code: string) {
  const q = inside(await drawer(canvas));
  await userEvent.type(await q.findByRole('textbox', { name: 'Promo code' }), code);
  await userEvent.click(q.getByRole('button', { name: 'Apply' }));
  return q;
}

export const ButtonEmpty: Story = {
  args: { inline: false, hasCart: false },
  play: async ({ canvasElement }) => {
    await expect(await inside(await drawer(canvasElement)).findByRole('button', { name: 'Cart, 0 items' })).toBeVisible();
  },
};
export const ButtonWithItems: Story = {
  args: { inline: false },
  play: async ({ canvasElement }) => {
    // The badge counts the lines of the cart kept from an earlier visit.
    await expect(await inside(await drawer(canvasElement)).findByRole('button', { name: 'Cart, 4 items' })).toBeVisible();
  },
};
export const DrawerOpen: Story = {
  args: { inline: false },
  play: async ({ canvasElement }) => {
    const q = inside(await drawer(canvasElement));
    await userEvent.click(await q.findByRole('button', { name: 'Cart, 4 items' }));
    const dialog = inside(await q.findByRole('dialog', { name: 'Cart' }));
    await expect(await dialog.findByRole('heading', { name: 'Event: Riga City Run 2026' })).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Go to checkout' })).toBeVisible();
  },
};
export const Loading: Story = {
  args: { routes: withCart(pending) },
  play: async ({ canvasElement }) => {
    await expect(await inside(await drawer(canvasElement)).findByRole('progressbar', { name: 'Loading the cart…' })).toBeInTheDocument();
  },
};
export const Empty: Story = {
  args: { hasCart: false },
  play: async ({ canvasElement }) => {
    await expect(await inside(await drawer(canvasElement)).findByText('Your cart is empty')).toBeVisible();
  },
};
export const LinesByEvent: Story = {
  play: async ({ canvasElement }) => {
    const q = inside(await drawer(canvasElement));
    await expect(await q.findByRole('heading', { name: 'Event: Riga City Run 2026' })).toBeVisible();
    await expect(q.getByRole('heading', { name: 'Event: Tatra Trail Cup 2026' })).toBeVisible();
    await expect(q.getAllByRole('button', { name: /^Remove .* from the cart$/ })).toHaveLength(4);
  },
};
export const GiftCode: Story = {
  args: { routes: withCart(() => json(giftCart)) },
  play: async ({ canvasElement }) => {
    await expect(await inside(await drawer(canvasElement)).findByText('Promo code GIFT-RIGA26 applied')).toBeVisible();
  },
};
export const PromoCodeError: Story = {
  args: { routes: withCart(() => json(giftCart)) },
  play: async ({ canvasElement }) => {
    const q = await applyPromoCode(canvasElement, 'CONFLICT10');
    // The error is at the field, and tied to it for screen readers.
    await expect(await q.findByText('This promo code conflicts with another promo code in Cart')).toBeVisible();
    await expect(q.getByRole('textbox', { name: 'Promo code' })).toHaveAttribute('aria-invalid', 'true');
  },
};
export const PromoCodeApplied: Story = {
  args: { routes: withPromoCodes() },
  play: async ({ canvasElement }) => {
    const q = await applyPromoCode(canvasElement, 'SPRING5');
    await expect(await q.findByText('Promo code SPRING5 applied')).toBeVisible();
    // The field empties once the write has ended, right after the cart shows the code.
    await waitFor(() => expect(q.getByRole('textbox', { name: 'Promo code' })).toHaveValue(''));
    await expect(q.queryByRole('alert')).toBeNull();
    await expect(accepted).toEqual(['SPRING5']);
  },
};
export const RemoveFailed: Story = {
  args: { routes: { ...withCart(() => json(drawerCart())), 'DELETE cart-service /shoppingCarts/c-1/items/a': () => fail(500, 'SandboxFault') } },
  play: async ({ canvasElement }) => {
    const q = inside(await drawer(canvasElement));
    await userEvent.click(await q.findByRole('button', { name: 'Remove Digital photo from the cart' }));
    await expect(await q.findByText('The cart could not be changed. Try again.')).toBeVisible();
    // The line stays: nothing was removed.
    await expect(q.getByRole('button', { name: 'Remove Digital photo from the cart' })).toBeVisible();
  },
};
export const ClearConfirmation: Story = {
  play: async ({ canvasElement }) => {
    const q = inside(await drawer(canvasElement));
    await userEvent.click(await q.findByRole('button', { name: 'Clear the cart' }));
    const confirm = inside(q.getByRole('group', { name: 'Remove everything from the cart?' }));
    await expect(confirm.getByRole('button', { name: 'Yes, clear the cart' })).toBeVisible();
    await expect(confirm.getByRole('button', { name: 'Cancel' })).toBeVisible();
  },
};
export const Cleared: Story = {
  args: { routes: withCart(() => json(drawerCart({ state: 'Deleted' }))) },
  play: async ({ canvasElement }) => {
    await expect(await inside(await drawer(canvasElement)).findByText('Your cart was cleared. Add your photos again to buy them.')).toBeVisible();
  },
};
export const LoadFailed: Story = {
  args: { routes: withCart(() => fail(500, 'SandboxFault')) },
  play: async ({ canvasElement }) => {
    const q = inside(await drawer(canvasElement));
    await expect(await q.findByText('The Cart could not be loaded. Try again later.')).toBeVisible();
    await expect(q.getByRole('button', { name: 'Try again' })).toBeVisible();
  },
};
export const CheckedOut: Story = {
  args: { routes: withCart(() => json(drawerCart({ state: 'Processed', orderId: 'o-1' }))) },
  play: async ({ canvasElement }) => {
    const q = inside(await drawer(canvasElement));
    await expect(await q.findByText(/This cart has become an order/)).toBeVisible();
    // An ordered cart is the order's now: the way to it instead of its lines, and nothing counted.
    await expect(q.getByRole('link', { name: 'Go to your order' })).toHaveAttribute('href', expect.stringMatching(/\/order\/o-1$/));
    await expect(q.queryByRole('textbox', { name: 'Promo code' })).toBeNull();
    await expect(q.queryByRole('button', { name: 'Go to checkout' })).toBeNull();
  },
};
export const InGerman: Story = {
  args: { lang: 'de', routes: withCart(() => json(giftCart)) },
  play: async ({ canvasElement }) => {
    const q = inside(await drawer(canvasElement));
    await expect(await q.findByRole('heading', { name: text('de', 'cart.eventGroup', { name: 'Riga City Run 2026' }) })).toBeVisible();
    await expect(q.getByText(text('de', 'promo.applied', { code: 'GIFT-RIGA26' }))).toBeVisible();
    await expect(q.getByRole('button', { name: text('de', 'cart.removeItem', { title: 'Digital photo' }) })).toBeVisible();
    await expect(q.getByRole('button', { name: text('de', 'cart.checkout') })).toBeVisible();
  },
};
