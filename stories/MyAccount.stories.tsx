/**
 * <racelens-my-account>: sign-in required, the order history (loading, empty, with 'show more',
 * a load error) and one order with its downloads, with the platform answered by the story.
 */
import type { Meta, StoryObj } from '@storybook/preact-vite';
import { expect, userEvent, waitFor } from 'storybook/test';
import '../widgets/my-account/element';
import { inside, widget } from './support/dom';
import { fail, type Handler, json, pending, setupStory } from './support/platform';
import { text } from './support/texts';

declare module 'preact' {
  namespace JSX {
    interface IntrinsicElements {
      'racelens-my-account': { 'order-id'?: string };
    }
  }
}

const STATES = ['Completed', 'AwaitingPayment', 'Canceled'] as const;

const order = (n: number) => {
  const state = STATES[n % 3]!;
  return {
    orderId: `o-${n}`,
    catalogId: 1101,
    state,
    customer: { email: 'runner@example.com' },
    number: `RL-${100000 + n}`,
    currencyId: n % 4 === 1 ? 840 : 978,
    invoiceId: `inv-${n}`,
    totalAmount: 6.9 * (1 + (n % 3)),
    items: Array.from({ length: 1 + (n % 3) }, (_, i) => ({
      orderItemId: `o-${n}-${i + 1}`,
      totalPrice: 6.9,
      product: { title: 'Digital photo', productType: 'Photo' },
      thumbnailUrl: null,
      downloadUrl: state === 'Completed' ? `https://files.example/o-${n}/${i + 1}.svg` : null,
    })),
    // Newest first: order 0 is the most recent.
    createdOn: new Date(Date.UTC(2026, 4, 30 - n, 10)).toISOString(),
  };
};

const history =
  (total: number): Handler =>
  ({ url }) => {
    const offset = Number(url.searchParams.get('offset') ?? 0);
    const count = Number(url.searchParams.get('count') ?? 10);
    return json({ items: Array.from({ length: Math.max(0, Math.min(count, total - offset)) }, (_, i) => order(offset + i)), total });
  };

const base = (total: number): Record<string, Handler> => ({
  'GET order-service /orders': history(total),
  'GET order-service /orders/o-0': () => json(order(0)),
  'GET order-service /orders/o-0/items': () => json({ items: order(0).items }),
});

interface Args {
  orderId: string;
  signedIn: boolean;
  lang: string;
  routes: Record<string, Handler>;
}

const meta: Meta<Args> = {
  title: 'Widgets/My account',
  args: { orderId: '', signedIn: true, lang: 'en', routes: base(14) },
  argTypes: { lang: { control: 'select', options: ['en', 'es', 'de', 'el', 'sk', 'it', 'cs'] }, routes: { table: { disable: true } } },
  render: ({ orderId, signedIn, lang, routes }) => {
    // A stand-in SSO token: the story platform does not read it.
    setupStory({ lang, routes, shopUrl: 'https://shop.example', ...(signedIn ? { authToken: 'story-token' } : {}) });
    return orderId ? <racelens-my-account order-id={orderId} /> : <racelens-my-account />;
  },
};
export default meta;
type Story = StoryObj<Args>;

const account = async (canvas: HTMLElement) => inside(await widget(canvas, 'racelens-my-account'));

export const SignInRequired: Story = {
  args: { signedIn: false },
  play: async ({ canvasElement }) => {
    const q = await account(canvasElement);
    await expect(await q.findByText('Sign in to see your orders')).toBeVisible();
    await expect(q.getByRole('button', { name: 'Sign in' })).toBeVisible();
  },
};
export const Loading: Story = {
  args: { routes: { 'GET order-service /orders': pending } },
  play: async ({ canvasElement }) => {
    await expect(await (await account(canvasElement)).findByRole('status')).toHaveTextContent('Loading…');
  },
};
export const Orders: Story = {
  play: async ({ canvasElement }) => {
    const q = await account(canvasElement);
    await expect(await q.findByRole('heading', { name: 'My orders' })).toBeVisible();
    // Ten of the fourteen orders, newest first, then "show more" for the rest.
    await expect(q.getAllByRole('link', { name: /^Order RL-1000\d\d of / })).toHaveLength(10);
    await userEvent.click(q.getByRole('button', { name: 'Show more orders' }));
    await waitFor(() => expect(q.getAllByRole('link', { name: /^Order RL-1000\d\d of / })).toHaveLength(14));
    await expect(q.queryByRole('button', { name: 'Show more orders' })).toBeNull();
  },
};
export const OrdersInCzech: Story = {
  args: { lang: 'cs' },
  play: async ({ canvasElement }) => {
    const q = await account(canvasElement);
    await expect(await q.findByRole('heading', { name: text('cs', 'account.orders') })).toBeVisible();
    const orderLink = new RegExp(`^${text('cs', 'account.orderLink', { number: 'RL-1000\\d\\d', date: '.+' })}$`);
    await expect(q.getAllByRole('link', { name: orderLink })).toHaveLength(10);
    await expect(q.getByRole('button', { name: text('cs', 'account.showMore') })).toBeVisible();
  },
};
export const NoOrders: Story = {
  args: { routes: base(0) },
  play: async ({ canvasElement }) => {
    await expect(await (await account(canvasElement)).findByText('You have no orders yet')).toBeVisible();
  },
};
export const LoadError: Story = {
  args: { routes: { 'GET order-service /orders': () => fail(503, 'SandboxFault') } },
  play: async ({ canvasElement }) => {
    const q = await account(canvasElement);
    await expect(await q.findByText('Your orders could not be loaded. Try again later.')).toBeVisible();
    await expect(q.getByRole('button', { name: 'Try again' })).toBeVisible();
  },
};
export const OneOrder: Story = {
  args: { orderId: 'o-0' },
  play: async ({ canvasElement }) => {
    const q = await account(canvasElement);
    await expect(await q.findByRole('heading', { name: 'Order RL-100000' })).toBeVisible();
    await expect(q.getByRole('link', { name: 'Back to my orders' })).toBeVisible();
    await expect(await q.findByRole('button', { name: 'Download item 1: Digital photo' })).toBeVisible();
  },
};
export const OneOrderNotFound: Story = {
  args: { orderId: 'missing' },
  play: async ({ canvasElement }) => {
    await expect(await (await account(canvasElement)).findByText('The order could not be loaded. Try again later.')).toBeVisible();
  },
};
