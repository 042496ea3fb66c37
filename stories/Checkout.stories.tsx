/**
 * <racelens-checkout> in each state, as the custom element with the platform answered by the
 * story: loading, an empty cart, the form (personal card; business card with the company
 * data), the errors at the fields, a gift order that costs nothing, the payment methods not
 * loaded, a refused customer, a failed payment, and in Czech.
 */
import type { Meta, StoryObj } from '@storybook/preact-vite';
import '../widgets/checkout';
import { fail, json, pending, setupStory, type Handler } from './support/platform';
import type { Cart } from '../src/api/schemas';
import { cart, line, paymentTypes as PAYMENT_TYPES } from '../tests/fixtures/cart';

declare module 'preact' {
  namespace JSX {
    interface IntrinsicElements {
      'racelens-checkout': Record<string, never>;
    }
  }
}

const checkoutCart = (items = [line('a', 'Digital photo', 'Photo', 6.9), line('b', 'All my photos', 'PhotosWithMe', 29.9)], over: Partial<Cart> = {}) =>
  cart({ items, ...over });

const paymentTypes = json({ items: PAYMENT_TYPES });

const routes = (over: Record<string, Handler> = {}): Record<string, Handler> => ({
  'GET cart-service /shoppingCarts/c-1': () => json(checkoutCart()),
  'PATCH cart-service /shoppingCarts/c-1/attributes': () => json(null, 204),
  'GET invoice-service /paymentTypes': () => paymentTypes,
  'PUT cart-service /shoppingCarts/c-1/customer': () => json(null, 204),
  'POST cart-service /shoppingCarts/c-1': () => json({ orderId: 'o-1', invoiceId: 'inv-1' }),
  'POST invoice-service /invoices/inv-1/payments': () => fail(409, 'OrderCanceled', 'The order was canceled'),
  ...over,
});

interface Args {
  lang: string;
  hasCart: boolean;
  routes: Record<string, Handler>;
}

/** Waits for the form in the widget's shadow root, then fills and presses what `act` says. */
const inForm =
  (act: (root: ShadowRoot) => void | Promise<void>) =>
  async ({ canvasElement }: { canvasElement: HTMLElement }) => {
    for (let i = 0; i < 100; i++) {
      const root = canvasElement.querySelector('racelens-checkout')?.shadowRoot;
      if (root?.querySelector('input[type="radio"]') || root?.querySelector('.rl-checkout-form .rl-button--primary:not([disabled])'))
        return act(root!);
      await new Promise((r) => setTimeout(r, 50));
    }
  };
const tick = () => new Promise((r) => setTimeout(r, 0));
const type = async (root: ShadowRoot, name: string, value: string) => {
  const input = root.querySelector<HTMLInputElement>(`input[name="${name}"]`)!;
  input.value = value;
  input.dispatchEvent(new Event('input', { bubbles: true }));
  await tick();
};
const click = async (root: ShadowRoot, selector: string) => {
  root.querySelector<HTMLElement>(selector)?.click();
  await tick();
};
const pay = (root: ShadowRoot) => click(root, 'button[type="submit"]');

const meta: Meta<Args> = {
  title: 'Widgets/Checkout',
  args: { lang: 'en', hasCart: true, routes: routes() },
  argTypes: { lang: { control: 'select', options: ['en', 'es', 'de', 'el', 'sk', 'it', 'cs'] }, routes: { table: { disable: true } } },
  render: ({ lang, hasCart, routes }) => {
    setupStory({ lang, routes, shopUrl: 'https://shop.example' });
    if (hasCart) sessionStorage.setItem('cartId', 'c-1');
    return <racelens-checkout />;
  },
};
export default meta;
type Story = StoryObj<Args>;

export const Loading: Story = { args: { routes: routes({ 'GET cart-service /shoppingCarts/c-1': pending }) } };
export const EmptyCart: Story = { args: { hasCart: false } };
export const Form: Story = {};
export const LoadingPaymentMethods: Story = { args: { routes: routes({ 'GET invoice-service /paymentTypes': pending }) } };
export const PaymentMethodsFailed: Story = { args: { routes: routes({ 'GET invoice-service /paymentTypes': () => fail(500, 'SandboxFault') }) } };
export const ErrorsAtTheFields: Story = { play: inForm(pay) };
export const BusinessCardErrors: Story = {
  play: inForm(async (root) => {
    await type(root, 'email', 'accounts@example.com');
    await click(root, 'input[type="radio"][value="2"]');
    await click(root, 'input[name="terms"]');
    await pay(root);
  }),
};
export const BusinessCardFilled: Story = {
  play: inForm(async (root) => {
    await type(root, 'email', 'accounts@example.com');
    await click(root, 'input[type="radio"][value="2"]');
    await click(root, 'input[name="companyBox"]');
    await type(root, 'companyName', 'ACME Running SIA');
    await type(root, 'vatNumber', 'LV40003000000');
  }),
};
export const CustomerRefused: Story = {
  args: { routes: routes({ 'PUT cart-service /shoppingCarts/c-1/customer': () => fail(400, 'InvalidCustomer') }) },
  play: inForm(async (root) => {
    await type(root, 'email', 'laura@example.com');
    await click(root, 'input[name="terms"]');
    await pay(root);
  }),
};
export const PaymentFailed: Story = {
  play: inForm(async (root) => {
    await type(root, 'email', 'laura@example.com');
    await click(root, 'input[name="terms"]');
    await pay(root);
  }),
};
export const FreeGiftOrder: Story = {
  args: {
    routes: routes({
      'GET cart-service /shoppingCarts/c-1': () =>
        json(checkoutCart([line('b', 'All my photos', 'PhotosWithMe', 29.9, { price: 0 })], { promotionalCodes: [{ promotionalCodeId: 7, code: 'GIFT-RIGA26', catalogId: 1101, discount: 29.9 }] })),
    }),
  },
};
export const InCzech: Story = { args: { lang: 'cs' } };
