/**
 * The order views against a stubbed platform (the same fetch stand-in the stories use): what a
 * visitor sees in each state.
 */
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/preact';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Order, Payment } from '../../../src/api/schemas';
import { fail, type Handler, json, pending, setupStory } from '../../../stories/support/platform';
import { MyAccount } from '../../../widgets/my-account';
import { OrderStatus } from '../../../widgets/order-status';

const order = (over: Partial<Order> = {}): Order => ({
  orderId: 'o-1',
  catalogId: '1101',
  state: 'AwaitingPayment',
  customer: { email: 'ann@example.com' },
  number: 'RL-1',
  currencyId: 978,
  invoiceId: 'inv-1',
  totalAmount: 13.8,
  items: [
    { orderItemId: 'a', totalPrice: 6.9, product: { title: 'Photo', productType: 'Photo' }, downloadUrl: null },
    { orderItemId: 'b', totalPrice: 6.9, product: { title: 'Photo', productType: 'Photo' }, downloadUrl: null },
  ],
  createdOn: '2026-05-01T10:00:00Z',
  ...over,
});
const payment = (state: Payment['state'], createdOn = '2026-05-01T10:01:00Z'): Payment => ({
  paymentId: `p-${createdOn}`,
  invoiceId: 'inv-1',
  payUrl: 'https://pay.example.com/p',
  state,
  createdOn,
  paymentTypeId: '1',
});

function platform(routes: Record<string, Handler>, extra: Record<string, unknown> = {}) {
  setupStory({ lang: 'en', routes, ...extra });
}

afterEach(() => cleanup());

describe('order status', () => {
  it('paid: thanks, the e-mail notice and a download per item', async () => {
    const paid = order({
      state: 'Completed',
      items: order().items.map((i) => ({ ...i, downloadUrl: `https://files.example/${String(i.orderItemId)}.svg` })),
    });
    platform({ 'GET order-service /orders/o-1': () => json(paid), 'GET order-service /orders/o-1/items': () => json({ items: paid.items }) });
    render(<OrderStatus orderId="o-1" />);
    expect(await screen.findByText('Thank you! The order is paid', {}, { timeout: 3000 })).toBeTruthy();
    expect(screen.getByText('We have also sent the links to ann@example.com.')).toBeTruthy();
    expect(screen.getByText('If no e-mail with photos arrives within one hour after payment, contact support')).toBeTruthy();
    expect(screen.getAllByRole('button', { name: /^Download item/ })).toHaveLength(2);
    expect(screen.getByRole('button', { name: 'Download all photos' })).toBeTruthy();
    expect(screen.getByText('€13.80')).toBeTruthy();
  });

  it('an archive that could not be prepared offers its own Try again, which asks anew', async () => {
    const paid = order({
      state: 'Completed',
      items: order().items.map((i) => ({ ...i, downloadUrl: `https://files.example/${String(i.orderItemId)}.svg` })),
    });
    let asked = 0;
    platform({
      'GET order-service /orders/o-1': () => json(paid),
      'GET order-service /orders/o-1/items': () => json({ items: paid.items }),
      'POST archive-service /archives/': () =>
        ++asked === 1 ? fail(500, 'HttpError') : new Response(null, { status: 201, headers: { 'X-Archive-Id': 'z-1' } }),
      'GET archive-service /archives/z-1': () => json({ id: 'z-1', state: 'Published', fileUrl: 'https://files.example/o-1.zip' }),
    });
    render(<OrderStatus orderId="o-1" />);
    fireEvent.click(await screen.findByRole('button', { name: 'Prepare an archive of the order' }, { timeout: 3000 }));
    expect(await screen.findByText('The archive could not be prepared.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    const link = await screen.findByRole('link', { name: 'Download the archive' });
    expect(link.getAttribute('href')).toBe('https://files.example/o-1.zip');
    expect(asked).toBe(2);
    expect(screen.queryByText('The archive could not be prepared.')).toBeNull();
  });

  it('a file that does not come is tried three times in all (the request path alone retries), then its button and Download all say so, and a tap asks anew', async () => {
    const asked = paidOrderWhoseFilesDoNotCome();
    render(<OrderStatus orderId="o-1" />);
    fireEvent.click((await screen.findAllByRole('button', { name: /^Download item 1/ }, { timeout: 3000 }))[0]!);
    expect(await screen.findByText('The file could not be downloaded. Try again.', {}, { timeout: 5000 })).toBeTruthy();
    expect(asked).toEqual(Array(3).fill('https://files.example/a.svg'));

    fireEvent.click(screen.getByRole('button', { name: 'Download all photos' }));
    await waitFor(() => expect(screen.getAllByText('The file could not be downloaded. Try again.')).toHaveLength(2), { timeout: 5000 });
    // The first file failed: the others are not asked for.
    expect(asked).toEqual(Array(6).fill('https://files.example/a.svg'));
    expect(screen.getByRole('button', { name: 'Download all photos' }).getAttribute('aria-busy')).toBeNull();
  });

  it('sharing a file that does not come asks for it three times in all, then says so with Try again', async () => {
    const asked = paidOrderWhoseFilesDoNotCome();
    // A phone's share sheet, which takes files.
    const share = vi.fn(async () => {});
    Object.assign(navigator, { share, canShare: () => true });
    try {
      render(<OrderStatus orderId="o-1" />);
      fireEvent.click(await screen.findByRole('button', { name: 'Share item 1: Photo' }, { timeout: 3000 }));
      expect(await screen.findByText('This photo could not be shared. Try again.', {}, { timeout: 5000 })).toBeTruthy();
      expect(asked).toEqual(Array(3).fill('https://files.example/a.svg'));
      expect(share).not.toHaveBeenCalled();
    } finally {
      Reflect.deleteProperty(navigator, 'share');
      Reflect.deleteProperty(navigator, 'canShare');
    }
  });

  it('a spreadsheet the browser refuses says so and offers its own Try again', async () => {
    const paid = order({
      state: 'Completed',
      items: order().items.map((i) => ({ ...i, downloadUrl: `https://files.example/${String(i.orderItemId)}.svg` })),
    });
    platform({ 'GET order-service /orders/o-1': () => json(paid), 'GET order-service /orders/o-1/items': () => json({ items: paid.items }) });
    const files = vi.spyOn(URL, 'createObjectURL').mockImplementationOnce(() => {
      throw new Error('blocked');
    });
    files.mockImplementation(() => 'blob:csv');
    const revoke = vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => {});
    try {
      render(<OrderStatus orderId="o-1" />);
      fireEvent.click(await screen.findByRole('button', { name: 'Download the CSV spreadsheet' }, { timeout: 3000 }));
      expect(await screen.findByText('The spreadsheet could not be saved.')).toBeTruthy();
      fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
      await waitFor(() => expect(screen.queryByText('The spreadsheet could not be saved.')).toBeNull());
      expect(files).toHaveBeenCalledTimes(2);
      expect(screen.getByRole('button', { name: 'Download the CSV spreadsheet' })).toBeTruthy();
    } finally {
      files.mockRestore();
      revoke.mockRestore();
    }
  });

  it('declined by the latest payment (by createdOn), with retry, change of method', async () => {
    platform({
      'GET order-service /orders/o-1': () => json(order()),
      // Listed first but older: the decline that came after it decides.
      'GET invoice-service /invoices/inv-1/payments': () => json({ items: [payment('Pending', '2026-05-01T10:00:00Z'), payment('Declined')] }),
      'GET invoice-service /paymentTypes': () =>
        json({
          items: [
            { paymentTypeId: 1, name: 'Card', kind: 'PersonalCard', available: true },
            { paymentTypeId: 3, name: 'BY', kind: 'BelarusianBank', available: false },
          ],
        }),
    });
    render(<OrderStatus orderId="o-1" />);
    expect(await screen.findByText('Unable to pay the order', {}, { timeout: 3000 })).toBeTruthy();
    expect(screen.getByText('Something went wrong...')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Change the payment method' }));
    expect(await screen.findByRole('radio', { name: 'Personal card' })).toBeTruthy();
    expect((screen.getByRole('radio', { name: /Card of a Belarusian bank/ }) as HTMLInputElement).disabled).toBe(true);
  });

  it('change of method to a business card needs the company box and the VAT data, as at checkout', async () => {
    const payments: unknown[] = [];
    platform({
      'GET order-service /orders/o-1': () => json(order()),
      'GET invoice-service /invoices/inv-1/payments': () => json({ items: [payment('Declined')] }),
      'GET invoice-service /paymentTypes': () =>
        json({
          items: [
            { paymentTypeId: 1, name: 'Card', kind: 'PersonalCard', available: true },
            { paymentTypeId: 2, name: 'Biz', kind: 'BusinessCard', available: true },
          ],
        }),
      'POST invoice-service /invoices/inv-1/payments': ({ body }) => {
        payments.push(body);
        return pending();
      },
    });
    render(<OrderStatus orderId="o-1" />);
    fireEvent.click(await screen.findByRole('button', { name: 'Change the payment method' }, { timeout: 3000 }));
    fireEvent.click(await screen.findByRole('radio', { name: 'Business card' }));
    const pay = () => fireEvent.click(screen.getByRole('button', { name: 'Pay with this method' }));
    pay();
    expect(await screen.findByText('Required field')).toBeTruthy();
    expect(screen.getByText('Enter the company name')).toBeTruthy();
    expect(screen.getByText('Enter the VAT number')).toBeTruthy();
    fireEvent.input(screen.getByLabelText('Company name', { exact: false }), { target: { value: 'Runners Ltd' } });
    fireEvent.input(screen.getByLabelText('VAT number', { exact: false }), { target: { value: 'LV40003000000' } });
    pay();
    // The box is still not ticked: nothing is paid.
    expect(screen.getByText('Required field')).toBeTruthy();
    expect(payments).toEqual([]);
    fireEvent.click(screen.getByRole('checkbox', { name: 'I am paying for a company' }));
    pay();
    await waitFor(() => expect(payments).toHaveLength(1));
    expect(payments[0]).toMatchObject({ paymentTypeId: 2, company: { name: 'Runners Ltd', vatNumber: 'LV40003000000' } });
  });

  it('a load other than 200 shows the error and a retry', async () => {
    platform({ 'GET order-service /orders/o-1': () => fail(500, 'Boom') });
    render(<OrderStatus orderId="o-1" />);
    expect(await screen.findByText('The order could not be loaded. Try again later.', {}, { timeout: 3000 })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy();
  });

  it('checking: the do-not-close notice while no decision is known', async () => {
    platform({
      'GET order-service /orders/o-1': () => json(order()),
      'GET invoice-service /invoices/inv-1/payments': () => json({ items: [payment('Pending')] }),
    });
    render(<OrderStatus orderId="o-1" />);
    expect(await screen.findByText('Do not close the page', {}, { timeout: 3000 })).toBeTruthy();
    expect(screen.getByText('Checking the payment…')).toBeTruthy();
  });
});

describe('order status, slow provider', () => {
  it('after the wait without a decision: says so honestly, with check again (no endless spinner)', async () => {
    let calls = 0;
    platform({
      'GET order-service /orders/o-1': () => {
        calls += 1;
        return json(order());
      },
      'GET invoice-service /invoices/inv-1/payments': () => json({ items: [payment('Pending')] }),
    });
    render(<OrderStatus orderId="o-1" checkTimeoutSeconds={1} />);
    expect(await screen.findByText(/The payment is taking longer than usual/, {}, { timeout: 3000 })).toBeTruthy();
    const before = calls;
    fireEvent.click(screen.getByRole('button', { name: 'Check again' }));
    await screen.findByText(/The payment is taking longer than usual/, {}, { timeout: 3000 });
    expect(calls).toBeGreaterThan(before);
  });
});

describe('my account', () => {
  it('without a token: the sign-in notice, and the orders are never asked for', async () => {
    let asked = false;
    platform({
      'GET order-service /orders': () => {
        asked = true;
        return json({ items: [], total: 0 });
      },
    });
    render(<MyAccount />);
    expect(await screen.findByText('Sign in to see your orders', {}, { timeout: 3000 })).toBeTruthy();
    expect(asked).toBe(false);
  });

  it('signed in: the orders newest first, and show more while there are more', async () => {
    const a = order({ orderId: 'a', number: 'RL-A', createdOn: '2026-01-01T00:00:00Z' });
    const b = order({ orderId: 'b', number: 'RL-B', createdOn: '2026-03-01T00:00:00Z', state: 'Completed' });
    const c = order({ orderId: 'c', number: 'RL-C', createdOn: '2025-12-01T00:00:00Z' });
    let nextPage: (response: Response) => void = () => undefined;
    platform(
      {
        'GET order-service /orders': ({ url }) =>
          url.searchParams.get('offset') === '2' ? new Promise<Response>((answer) => (nextPage = answer)) : json({ items: [a, b], total: 3 }),
      },
      { authToken: 'jwt' },
    );
    render(<MyAccount />);
    const links = await screen.findAllByRole('link', {}, { timeout: 3000 });
    expect(links.map((l) => l.textContent)).toEqual([expect.stringMatching(/^Order RL-B /), expect.stringMatching(/^Order RL-A /)]);
    const more = screen.getByRole('button', { name: 'Show more orders' });
    expect(more.getAttribute('aria-busy')).toBeNull();
    fireEvent.click(more);
    // The next page on its way: the button busy, the orders shown still there.
    await waitFor(() => expect(more.getAttribute('aria-busy')).toBe('true'));
    expect(screen.getAllByRole('link')).toHaveLength(2);
    nextPage(await json({ items: [c], total: 3 }));
    expect(await screen.findByRole('link', { name: /^Order RL-C / })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Show more orders' })).toBeNull();
  });
});

/** A paid order whose files the file host never serves (503): the URLs asked for, in order. */
function paidOrderWhoseFilesDoNotCome(): string[] {
  const paid = order({
    state: 'Completed',
    items: order().items.map((i) => ({ ...i, downloadUrl: `https://files.example/${String(i.orderItemId)}.svg` })),
  });
  platform({ 'GET order-service /orders/o-1': () => json(paid), 'GET order-service /orders/o-1/items': () => json({ items: paid.items }) });
  const platformFetch = globalThis.fetch;
  const asked: string[] = [];
  globalThis.fetch = async (input, init) => {
    const url = String(input instanceof Request ? input.url : input);
    if (!url.startsWith('https://files.example/')) return platformFetch(input, init);
    asked.push(url);
    return new Response(null, { status: 503 });
  };
  return asked;
}
