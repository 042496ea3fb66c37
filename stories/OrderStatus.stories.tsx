/**
 * <racelens-order-status> in each state of PRODUCT.md §routes-order-paid,
 * PRODUCT.md §states-payment, as the custom element, with the platform answered by the story:
 * checking (and checking for too long), paid with its downloads and the archive in progress, ready
 * or failed, declined with the change of method and a retry that fails, canceled, a load error, and
 * the pre-order page (paid, awaiting payment, not found).
 */
import type { Meta, StoryObj } from '@storybook/preact-vite';
import { expect, userEvent, waitFor } from 'storybook/test';
import '../widgets/order-status/element';
import { inside, widget } from './support/dom';
import { fail, type Handler, json, pending, setupStory } from './support/platform';
import { text } from './support/texts';

declare module 'preact' {
  namespace JSX {
    interface IntrinsicElements {
      'racelens-order-status': { 'order-id'?: string; 'preorder-id'?: string; 'check-timeout-seconds'?: number };
    }
  }
}

const picture = (label: string, hue: number) =>
  `data:image/svg+xml,${encodeURIComponent(
    `<svg xmlns="http://www.w3.org/2000/svg" width="192" height="128"><rect width="100%" height="100%" fill="hsl(${hue} 45% 45%)"/><text x="50%" y="58%" font-size="28" fill="white" text-anchor="middle" font-family="sans-serif">${label}</text></svg>`,
  )}`;

const items = (paid: boolean) =>
  [
    ['Digital photo', 'Photo', 6.9],
    ['Digital photo', 'Photo', 6.9],
    ['Framed photo', 'Frame', 9.9],
  ].map(([title, productType, price], i) => ({
    orderItemId: `item-${i + 1}`,
    totalPrice: price,
    product: { title, productType },
    photoId: 10100001 + i,
    thumbnailUrl: picture(`#${i + 1}`, i * 90),
    downloadUrl: paid ? `https://files.example/orders/o-1/item-${i + 1}.svg` : null,
  }));

const order = (state: 'AwaitingPayment' | 'Completed' | 'Canceled') => ({
  orderId: 'o-1',
  catalogId: 1101,
  state,
  customer: { email: 'laura@example.com' },
  number: 'RL-100042',
  currencyId: 978,
  invoiceId: 'inv-1',
  totalAmount: 23.7,
  items: items(state === 'Completed'),
  createdOn: '2026-05-17T12:30:00Z',
});

const payment = (state: 'Pending' | 'Paid' | 'Declined') =>
  json({
    items: [{ paymentId: 'p-1', invoiceId: 'inv-1', payUrl: 'https://pay.example.com/p-1', state, createdOn: '2026-05-17T12:31:00Z', paymentTypeId: 1 }],
  });

const paymentTypes = json({
  items: [
    { paymentTypeId: 1, name: 'Personal card', kind: 'PersonalCard', available: true },
    { paymentTypeId: 2, name: 'Business card', kind: 'BusinessCard', available: true },
    { paymentTypeId: 3, name: 'Belarusian bank', kind: 'BelarusianBank', available: false },
    { paymentTypeId: 4, name: 'Russian bank', kind: 'RussianBank', available: false },
  ],
});

const routesFor = (state: 'AwaitingPayment' | 'Completed' | 'Canceled', pay: 'Pending' | 'Paid' | 'Declined' = 'Pending'): Record<string, Handler> => ({
  'GET order-service /orders/o-1': () => json(order(state)),
  'GET order-service /orders/o-1/items': () => json({ items: order(state).items }),
  'GET invoice-service /invoices/inv-1/payments': () => payment(pay),
  'GET invoice-service /paymentTypes': () => paymentTypes,
  'POST archive-service /archives/': () => new Response(null, { status: 201, headers: { 'X-Archive-Id': 'ar-1' } }),
  'GET archive-service /archives/ar-1': () => json({ id: 'ar-1', state: 'Published', fileUrl: 'https://files.example/archives/order-RL-100042.zip' }),
});

const preorder = (state: 'Completed' | 'AwaitingPayment') =>
  json({
    preorderId: 9001,
    catalogId: 1106,
    state,
    email: 'laura@example.com',
    number: 'PO-9001',
    items: [
      { title: 'All my photos (pre-order)', productType: 'PhotosWithMe', price: 24.9 },
      { title: 'Personal finish video (pre-order)', productType: 'FullVideo', price: 12.9 },
    ],
  });

interface Args {
  orderId: string;
  preorderId: string;
  lang: string;
  checkTimeoutSeconds: number;
  routes: Record<string, Handler>;
}

const meta: Meta<Args> = {
  title: 'Widgets/Order status',
  args: { orderId: 'o-1', preorderId: '', lang: 'en', checkTimeoutSeconds: 90, routes: routesFor('Completed') },
  argTypes: { lang: { control: 'select', options: ['en', 'es', 'de', 'el', 'sk', 'it', 'cs'] }, routes: { table: { disable: true } } },
  render: ({ orderId, preorderId, lang, checkTimeoutSeconds, routes }) => {
    setupStory({ lang, routes, shopUrl: 'https://shop.example' });
    return preorderId ? (
      <racelens-order-status preorder-id={preorderId} />
    ) : (
      <racelens-order-status order-id={orderId} check-timeout-seconds={checkTimeoutSeconds} />
    );
  },
};
export default meta;
type Story = StoryObj<Args>;

const status = async (canvas: HTMLElement) => inside(await widget(canvas, 'racelens-order-status'));
/** Presses a button of the widget (by its text) once it is there. */
const press = (name: string) => async (canvas: HTMLElement) => {
  const q = await status(canvas);
  await userEvent.click(await q.findByRole('button', { name }));
  return q;
};
const prepareArchive = press('Prepare an archive of the order');

export const Loading: Story = {
  args: { routes: { ...routesFor('AwaitingPayment'), 'GET order-service /orders/o-1': pending } },
  play: async ({ canvasElement }) => {
    const q = await status(canvasElement);
    // Until the order arrives the page is checking, with no order to name yet.
    await expect(await q.findByText('Checking the payment…')).toBeVisible();
    await expect(q.queryByRole('heading', { name: /^Order / })).toBeNull();
  },
};
export const Checking: Story = {
  args: { routes: routesFor('AwaitingPayment', 'Pending') },
  play: async ({ canvasElement }) => {
    const q = await status(canvasElement);
    await expect(await q.findByRole('heading', { name: 'Order RL-100042' })).toBeVisible();
    await expect(q.getByText('Checking the payment…')).toBeVisible();
    await expect(q.getByText('Do not close the page')).toBeVisible();
  },
};
export const CheckingTakesLong: Story = {
  args: { checkTimeoutSeconds: 2, routes: routesFor('AwaitingPayment', 'Pending') },
  play: async ({ canvasElement }) => {
    const q = await status(canvasElement);
    await expect(await q.findByRole('button', { name: 'Check again' }, { timeout: 4000 })).toBeVisible();
    await expect(q.getByText(/The payment is taking longer than usual/)).toBeVisible();
  },
};
export const Paid: Story = {
  play: async ({ canvasElement }) => {
    const paid: unknown[] = [];
    const onPaid = (event: Event) => paid.push((event as CustomEvent).detail);
    document.addEventListener('racelens:paid', onPaid);
    try {
      const q = await status(canvasElement);
      await expect(await q.findByText('Thank you! The order is paid')).toBeVisible();
      await expect(q.getByText('We have also sent the links to laura@example.com.')).toBeVisible();
      // A download for every item, all photos at once, the spreadsheet and the archive.
      await expect(q.getAllByRole('button', { name: /^Download item \d: / })).toHaveLength(3);
      await expect(q.getByRole('button', { name: 'Download all photos' })).toBeVisible();
      await expect(q.getByRole('button', { name: 'Download the CSV spreadsheet' })).toBeVisible();
      await expect(q.getByRole('button', { name: 'Prepare an archive of the order' })).toBeVisible();
      await waitFor(() => expect(paid).toEqual([{ orderId: 'o-1', totalAmount: 23.7, currencyId: 978 }]));
    } finally {
      document.removeEventListener('racelens:paid', onPaid);
    }
  },
};
export const PaidInGerman: Story = {
  args: { lang: 'de' },
  play: async ({ canvasElement }) => {
    const q = await status(canvasElement);
    await expect(await q.findByText(text('de', 'order.paidTitle'))).toBeVisible();
    await expect(q.getByText(text('de', 'order.paidText', { email: 'laura@example.com' }))).toBeVisible();
    await expect(q.getByRole('button', { name: text('de', 'order.downloadAll') })).toBeVisible();
  },
};
export const ArchivePreparing: Story = {
  args: { routes: { ...routesFor('Completed'), 'GET archive-service /archives/ar-1': () => json({ id: 'ar-1', state: 'Processing', fileUrl: null }) } },
  play: async ({ canvasElement }) => {
    const q = await prepareArchive(canvasElement);
    await expect(await q.findByRole('progressbar', { name: 'Preparing the archive…' })).toBeInTheDocument();
  },
};
export const ArchiveReady: Story = {
  play: async ({ canvasElement }) => {
    const q = await prepareArchive(canvasElement);
    await expect(await q.findByRole('link', { name: 'Download the archive' })).toHaveAttribute('href', 'https://files.example/archives/order-RL-100042.zip');
  },
};
export const ArchiveFailed: Story = {
  args: { routes: { ...routesFor('Completed'), 'POST archive-service /archives/': () => fail(409, 'OrderNotPaid') } },
  play: async ({ canvasElement }) => {
    const q = await prepareArchive(canvasElement);
    await expect(await q.findByText('The archive could not be prepared.')).toBeVisible();
    // Its own Try again, in place of the first button.
    await expect(q.getByRole('button', { name: 'Try again' })).toBeVisible();
    await expect(q.queryByRole('button', { name: 'Prepare an archive of the order' })).toBeNull();
  },
};
export const Declined: Story = {
  args: { routes: routesFor('AwaitingPayment', 'Declined') },
  play: async ({ canvasElement }) => {
    const q = await status(canvasElement);
    await expect(await q.findByText('Unable to pay the order')).toBeVisible();
    await expect(q.getByRole('button', { name: 'Try again' })).toBeVisible();
    await expect(q.getByRole('button', { name: 'Change the payment method' })).toBeVisible();
  },
};
export const ChangePaymentMethod: Story = {
  args: { routes: routesFor('AwaitingPayment', 'Declined') },
  play: async ({ canvasElement }) => {
    const q = await press('Change the payment method')(canvasElement);
    const methods = inside(await q.findByRole('group', { name: 'Payment method' }));
    await expect(await methods.findByRole('radio', { name: 'Personal card' })).toBeVisible();
    await expect(methods.getByRole('radio', { name: 'Card of a Russian bank (Not available)' })).toBeDisabled();
    await expect(q.getByRole('button', { name: 'Pay with this method' })).toBeVisible();
  },
};
export const RetryFailed: Story = {
  args: { routes: { ...routesFor('AwaitingPayment', 'Declined'), 'POST invoice-service /invoices/inv-1/payments': () => fail(500, 'SandboxFault') } },
  play: async ({ canvasElement }) => {
    const q = await press('Try again')(canvasElement);
    await expect(await q.findByText('The payment could not be started. Try again later.')).toBeVisible();
  },
};
export const Canceled: Story = {
  args: { routes: routesFor('Canceled', 'Declined') },
  play: async ({ canvasElement }) => {
    await expect(await (await status(canvasElement)).findByText('This order has been canceled')).toBeVisible();
  },
};
export const LoadError: Story = {
  args: { routes: { 'GET order-service /orders/o-1': () => fail(500, 'SandboxFault') } },
  play: async ({ canvasElement }) => {
    await expect(await (await status(canvasElement)).findByText('The order could not be loaded. Try again later.')).toBeVisible();
  },
};
export const PreorderPaid: Story = {
  args: { preorderId: '9001', routes: { 'GET preorder-service /preorders/9001/details': () => preorder('Completed') } },
  play: async ({ canvasElement }) => {
    const q = await status(canvasElement);
    await expect(await q.findByRole('heading', { name: 'Pre-order PO-9001' })).toBeVisible();
    await expect(q.getByText(/Your pre-order is paid/)).toBeVisible();
  },
};
export const PreorderAwaitingPayment: Story = {
  args: { preorderId: '9001', routes: { 'GET preorder-service /preorders/9001/details': () => preorder('AwaitingPayment') } },
  play: async ({ canvasElement }) => {
    await expect(await (await status(canvasElement)).findByText('This pre-order is awaiting payment.')).toBeVisible();
  },
};
export const PreorderNotFound: Story = {
  args: { preorderId: '404', routes: {} },
  play: async ({ canvasElement }) => {
    await expect(await (await status(canvasElement)).findByText('The pre-order could not be loaded. Try again later.')).toBeVisible();
  },
};
