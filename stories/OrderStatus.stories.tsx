/**
 * <racelens-order-status> in each state of SPEC §2/§4, as the custom element, with the platform
 * answered by the story: checking (and checking for too long), paid with its downloads and the
 * archive in progress or ready, declined with the change of method, canceled, a load error, and
 * the pre-order page (paid, awaiting payment, not found).
 */
import type { Meta, StoryObj } from '@storybook/preact-vite';
import '../widgets/order-status';
import { fail, json, pending, setupStory, type Handler } from './support/platform';

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
  json({ items: [{ paymentId: 'p-1', invoiceId: 'inv-1', payUrl: 'https://pay.example.com/p-1', state, createdOn: '2026-05-17T12:31:00Z', paymentTypeId: 1 }] });

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

/** Clicks a button inside the widget's shadow root once it is there. */
const clickInWidget = (name: string) => async ({ canvasElement }: { canvasElement: HTMLElement }) => {
  for (let i = 0; i < 100; i++) {
    const root = canvasElement.querySelector('racelens-order-status')?.shadowRoot;
    const button = [...(root?.querySelectorAll('button') ?? [])].find((b) => b.textContent?.trim() === name);
    if (button) return button.click();
    await new Promise((r) => setTimeout(r, 50));
  }
};

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

export const Loading: Story = { args: { routes: { ...routesFor('AwaitingPayment'), 'GET order-service /orders/o-1': pending } } };
export const Checking: Story = { args: { routes: routesFor('AwaitingPayment', 'Pending') } };
export const CheckingTakesLong: Story = { args: { checkTimeoutSeconds: 2, routes: routesFor('AwaitingPayment', 'Pending') } };
export const Paid: Story = {};
export const PaidInGerman: Story = { args: { lang: 'de' } };
export const ArchivePreparing: Story = {
  args: { routes: { ...routesFor('Completed'), 'GET archive-service /archives/ar-1': () => json({ id: 'ar-1', state: 'Processing', fileUrl: null }) } },
  play: clickInWidget('Prepare an archive of the order'),
};
export const ArchiveReady: Story = { play: clickInWidget('Prepare an archive of the order') };
export const ArchiveFailed: Story = {
  args: { routes: { ...routesFor('Completed'), 'POST archive-service /archives/': () => fail(409, 'OrderNotPaid') } },
  play: clickInWidget('Prepare an archive of the order'),
};
export const Declined: Story = { args: { routes: routesFor('AwaitingPayment', 'Declined') } };
export const ChangePaymentMethod: Story = {
  args: { routes: routesFor('AwaitingPayment', 'Declined') },
  play: clickInWidget('Change the payment method'),
};
export const Canceled: Story = { args: { routes: routesFor('Canceled', 'Declined') } };
export const LoadError: Story = { args: { routes: { 'GET order-service /orders/o-1': () => fail(500, 'SandboxFault') } } };
export const PreorderPaid: Story = { args: { preorderId: '9001', routes: { 'GET preorder-service /preorders/9001/details': () => preorder('Completed') } } };
export const PreorderAwaitingPayment: Story = {
  args: { preorderId: '9001', routes: { 'GET preorder-service /preorders/9001/details': () => preorder('AwaitingPayment') } },
};
export const PreorderNotFound: Story = { args: { preorderId: '404', routes: {} } };
