/**
 * <racelens-cart-drawer> in each state, as the custom element with the platform answered by the
 * story: the button (empty, with a count), the open drawer, and the cart itself (`inline`, as
 * on the shop's /cart): loading, empty, lines by event, a gift code, a promo-code error, a
 * cleared (Deleted) cart, a failed load, a checked-out cart, and in German.
 */
import type { Meta, StoryObj } from '@storybook/preact-vite';
import '../widgets/cart-drawer';
import { fail, json, pending, setupStory, type Handler } from './support/platform';
import type { Cart, ProductType } from '../src/api/schemas';
import { TATRA, cart, line } from '../tests/fixtures/cart';

declare module 'preact' {
  namespace JSX {
    interface IntrinsicElements {
      'racelens-cart-drawer': { inline?: boolean; 'checkout-url'?: string };
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

/** Waits for the widget's shadow root to hold `selector`, then acts on it. */
const inWidget =
  (selector: string, act: (el: HTMLElement, root: ShadowRoot) => void | Promise<void>) =>
  async ({ canvasElement }: { canvasElement: HTMLElement }) => {
    for (let i = 0; i < 100; i++) {
      const root = canvasElement.querySelector('racelens-cart-drawer')?.shadowRoot;
      const el = root?.querySelector<HTMLElement>(selector);
      if (root && el) return act(el, root);
      await new Promise((r) => setTimeout(r, 50));
    }
  };

const meta: Meta<Args> = {
  title: 'Widgets/Cart drawer',
  args: { inline: true, lang: 'en', hasCart: true, routes: withCart(() => json(drawerCart())) },
  argTypes: { lang: { control: 'select', options: ['en', 'es', 'de', 'el', 'sk', 'it', 'cs'] }, routes: { table: { disable: true } } },
  render: ({ inline, lang, hasCart, routes }) => {
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

export const ButtonEmpty: Story = { args: { inline: false, hasCart: false } };
export const ButtonWithItems: Story = { args: { inline: false } };
export const DrawerOpen: Story = { args: { inline: false }, play: inWidget('.rl-cart-button', (button) => button.click()) };
export const Loading: Story = { args: { routes: withCart(pending) } };
export const Empty: Story = { args: { hasCart: false } };
export const LinesByEvent: Story = {};
export const GiftCode: Story = { args: { routes: withCart(() => json(giftCart)) } };
export const PromoCodeError: Story = {
  args: { routes: withCart(() => json(giftCart)) },
  play: inWidget('input[name="promoCode"]', async (input, root) => {
    (input as HTMLInputElement).value = 'CONFLICT10';
    input.dispatchEvent(new Event('input', { bubbles: true }));
    await new Promise((r) => setTimeout(r, 0));
    root.querySelector<HTMLButtonElement>('.rl-promo__form button[type="submit"]')?.click();
  }),
};
export const ClearConfirmation: Story = {
  play: inWidget('.rl-cart__bulk .rl-button--ghost', (button) => button.click()),
};
export const Cleared: Story = { args: { routes: withCart(() => json(drawerCart({ state: 'Deleted' }))) } };
export const LoadFailed: Story = { args: { routes: withCart(() => fail(500, 'SandboxFault')) } };
export const CheckedOut: Story = { args: { routes: withCart(() => json(drawerCart({ state: 'Processed', orderId: 'o-1' }))) } };
export const InGerman: Story = { args: { lang: 'de', routes: withCart(() => json(giftCart)) } };
