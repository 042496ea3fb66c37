/**
 * <racelens-checkout> in each state, as the custom element with the platform answered by the
 * story: loading, an empty cart, the form (personal card; business card with the company
 * data), the errors at the fields, a gift order that costs nothing, the payment methods not
 * loaded, a refused customer, an order not created, a failed payment, the way to the pay page,
 * and in Czech.
 */
import type { Meta, StoryObj } from '@storybook/preact-vite';
import { expect, userEvent, waitFor } from 'storybook/test';
import '../widgets/checkout/element';
import type { Cart } from '../examples/sandbox/wire';
import { cart, line, paymentTypes as PAYMENT_TYPES } from '../tests/fixtures/cart';
import { find, inside, widget } from './support/dom';
import { fail, type Handler, json, pending, setupStory } from './support/platform';
import { text } from './support/texts';

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

/**
 * The pay page the story's platform answers with: this page plus a fragment, so the browser's
 * move to it (location.assign) stays in the story and can be checked. The widget accepts it as
 * a page of the shop's own origin, like the sandbox's pay page.
 */
const PAY_PAGE_FRAGMENT = '#story-pay-page';
const payment = () =>
  json(
    {
      paymentId: 'p-1',
      invoiceId: 'inv-1',
      payUrl: location.href.split('#')[0] + PAY_PAGE_FRAGMENT,
      state: 'Pending',
      createdOn: '2026-05-17T12:31:00Z',
      paymentTypeId: 1,
    },
    201,
  );

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

/** The checkout form, once the cart and the payment methods are loaded and one is chosen. */
async function checkoutForm(canvas: HTMLElement) {
  const root = await widget(canvas, 'racelens-checkout');
  await find(root, 'input[type="radio"]:checked');
  return inside(root);
}
type Form = Awaited<ReturnType<typeof checkoutForm>>;
const payButton = (form: Form) => form.getByRole('button', { name: /^Pay / });
const fillPersonal = async (form: Form, email: string) => {
  await userEvent.type(form.getByRole('textbox', { name: 'E-mail address for delivery' }), email);
  await userEvent.click(form.getByRole('checkbox', { name: 'I accept the terms and conditions' }));
};
const chooseBusinessCard = async (form: Form) => {
  await userEvent.click(form.getByRole('radio', { name: 'Business card' }));
  await form.findByRole('textbox', { name: 'Company name' });
};

export const Loading: Story = {
  args: { routes: routes({ 'GET cart-service /shoppingCarts/c-1': pending }) },
  play: async ({ canvasElement }) => {
    const q = inside(await widget(canvasElement, 'racelens-checkout'));
    await expect(await q.findByRole('progressbar', { name: 'Loading the cart…' })).toBeInTheDocument();
    await expect(q.queryByRole('button', { name: /^Pay / })).toBeNull();
  },
};
export const EmptyCart: Story = {
  args: { hasCart: false },
  play: async ({ canvasElement }) => {
    const q = inside(await widget(canvasElement, 'racelens-checkout'));
    await expect(await q.findByText('Add photos or videos to the cart first.')).toBeVisible();
    await expect(q.queryByRole('button', { name: /^Pay / })).toBeNull();
  },
};
export const Form: Story = {
  play: async ({ canvasElement }) => {
    const form = await checkoutForm(canvasElement);
    // The first available method is chosen for the visitor.
    await expect(form.getByRole('radio', { name: 'Personal card' })).toBeChecked();
    await expect(form.getByText('Card of a Russian bank')).toBeVisible();
    await expect(payButton(form)).toHaveTextContent('Pay €36.80');
  },
};
export const LoadingPaymentMethods: Story = {
  args: { routes: routes({ 'GET invoice-service /paymentTypes': pending }) },
  play: async ({ canvasElement }) => {
    const q = inside(await widget(canvasElement, 'racelens-checkout'));
    await expect(await q.findByRole('progressbar', { name: 'Loading payment methods…' })).toBeInTheDocument();
    await expect(q.getByRole('button', { name: /^Pay / })).toBeDisabled();
  },
};
export const PaymentMethodsFailed: Story = {
  args: { routes: routes({ 'GET invoice-service /paymentTypes': () => fail(500, 'SandboxFault') }) },
  play: async ({ canvasElement }) => {
    const q = inside(await widget(canvasElement, 'racelens-checkout'));
    // Said once the client's retries with their pauses are spent: longer than testing-library's 1 s on a busy machine.
    await expect(await q.findByText('The payment methods could not be loaded.', {}, { timeout: 5000 })).toBeVisible();
    await expect(q.getByRole('button', { name: 'Try again' })).toBeVisible();
  },
};
export const ErrorsAtTheFields: Story = {
  play: async ({ canvasElement }) => {
    const form = await checkoutForm(canvasElement);
    await userEvent.click(payButton(form));
    const email = form.getByRole('textbox', { name: 'E-mail address for delivery' });
    await expect(await form.findByText('Enter your e-mail')).toBeVisible();
    await expect(form.getByText('Required field')).toBeVisible();
    // The first field in error takes the focus.
    await waitFor(() => expect((email.getRootNode() as ShadowRoot).activeElement).toBe(email));
  },
};
export const BusinessCardErrors: Story = {
  play: async ({ canvasElement }) => {
    const form = await checkoutForm(canvasElement);
    await fillPersonal(form, 'accounts@example.com');
    await chooseBusinessCard(form);
    await userEvent.click(payButton(form));
    await expect(await form.findByText('Enter the company name')).toBeVisible();
    await expect(form.getByText('Enter the VAT number')).toBeVisible();
    await expect(form.getByRole('checkbox', { name: 'I am paying for a company' })).toHaveAttribute('aria-invalid', 'true');
  },
};
export const BusinessCardFilled: Story = {
  play: async ({ canvasElement }) => {
    const form = await checkoutForm(canvasElement);
    await userEvent.type(form.getByRole('textbox', { name: 'E-mail address for delivery' }), 'accounts@example.com');
    await chooseBusinessCard(form);
    await userEvent.click(form.getByRole('checkbox', { name: 'I am paying for a company' }));
    await userEvent.type(form.getByRole('textbox', { name: 'Company name' }), 'ACME Running SIA');
    await userEvent.type(form.getByRole('textbox', { name: 'VAT number' }), 'LV40003000000');
    await expect(form.getByRole('textbox', { name: 'VAT number' })).toHaveValue('LV40003000000');
  },
};
export const CustomerRefused: Story = {
  args: { routes: routes({ 'PUT cart-service /shoppingCarts/c-1/customer': () => fail(400, 'InvalidCustomer') }) },
  play: async ({ canvasElement }) => {
    const form = await checkoutForm(canvasElement);
    await fillPersonal(form, 'laura@example.com');
    await userEvent.click(payButton(form));
    await expect(await form.findByText('The delivery details could not be saved. Check them and try again.')).toBeVisible();
  },
};
export const OrderNotCreated: Story = {
  args: { routes: routes({ 'POST cart-service /shoppingCarts/c-1': () => fail(500, 'SandboxFault') }) },
  play: async ({ canvasElement }) => {
    const form = await checkoutForm(canvasElement);
    await fillPersonal(form, 'laura@example.com');
    await userEvent.click(payButton(form));
    // The checkout is sent with an Idempotency-Key, so the request core first tries it again
    // (src/api/CONTRACT.md "Retries"); a failure that may pass then asks for one more try.
    await expect(await form.findByText('The connection failed. Your details are kept: try again.', {}, { timeout: 5000 })).toBeVisible();
    // Nothing was ordered: the form stays, to try again.
    await expect(payButton(form)).toBeEnabled();
  },
};
export const PaymentFailed: Story = {
  play: async ({ canvasElement }) => {
    const form = await checkoutForm(canvasElement);
    await fillPersonal(form, 'laura@example.com');
    await userEvent.click(payButton(form));
    await expect(await form.findByText('Unable to pay the order')).toBeVisible();
    await expect(form.getByText('Change the payment method')).toBeVisible();
  },
};
export const GoesToThePayPage: Story = {
  args: { routes: routes({ 'POST invoice-service /invoices/inv-1/payments': payment }) },
  play: async ({ canvasElement }) => {
    const form = await checkoutForm(canvasElement);
    const checkedOut: unknown[] = [];
    const onCheckout = (event: Event) => checkedOut.push((event as CustomEvent).detail);
    document.addEventListener('racelens:checkout', onCheckout);
    try {
      await fillPersonal(form, 'laura@example.com');
      await userEvent.click(payButton(form));
      // The host page hears of the order, and the browser is sent to the platform's pay page.
      await waitFor(() => expect(location.hash).toBe(PAY_PAGE_FRAGMENT));
      await expect(checkedOut).toEqual([{ orderId: 'o-1' }]);
      // While the pay page loads, the checkout says where the visitor is going (the cart is
      // already forgotten, but "your cart is empty" would be wrong).
      const checkout = inside(await widget(canvasElement, 'racelens-checkout'));
      await expect(checkout.getByText('Taking you to the payment page…')).toBeVisible();
      await expect(checkout.queryByText('Your cart is empty')).toBeNull();
    } finally {
      document.removeEventListener('racelens:checkout', onCheckout);
      history.replaceState(null, '', location.href.split('#')[0]);
    }
  },
};
export const FreeGiftOrder: Story = {
  args: {
    routes: routes({
      'GET cart-service /shoppingCarts/c-1': () =>
        json(
          checkoutCart([line('b', 'All my photos', 'PhotosWithMe', 29.9, { price: 0 })], {
            promotionalCodes: [{ promotionalCodeId: 7, code: 'GIFT-RIGA26', catalogId: 1101, discount: 29.9 }],
          }),
        ),
    }),
  },
  play: async ({ canvasElement }) => {
    const q = inside(await widget(canvasElement, 'racelens-checkout'));
    // Nothing to pay: no payment methods, a free order to place instead.
    await expect(await q.findByRole('button', { name: 'Place the free order' })).toBeVisible();
    await expect(q.queryByRole('radio')).toBeNull();
  },
};
export const InCzech: Story = {
  args: { lang: 'cs' },
  play: async ({ canvasElement }) => {
    const form = await checkoutForm(canvasElement);
    await expect(form.getByRole('textbox', { name: text('cs', 'checkout.emailLabel') })).toBeVisible();
    await expect(form.getByRole('radio', { name: text('cs', 'payment.personalCard') })).toBeChecked();
    await expect(form.getByRole('checkbox', { name: text('cs', 'checkout.termsAccept', { terms: text('cs', 'checkout.termsLink') }) })).not.toBeChecked();
    await expect(form.getByRole('button', { name: new RegExp(`^${text('cs', 'checkout.pay', { amount: '.+' })}$`) })).toBeVisible();
  },
};
