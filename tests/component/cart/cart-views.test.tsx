/**
 * The cart drawer and the checkout against a stubbed platform (the fetch stand-in the stories
 * use): what a visitor sees and what the host page hears.
 */
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/preact';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fail, type Handler, json, setupStory } from '../../../stories/support/platform';
import { CartDrawer } from '../../../widgets/cart-drawer';
import { Checkout } from '../../../widgets/checkout';
import { cart, line, paymentTypes } from '../../fixtures/cart';

function platform(routes: Record<string, Handler>, { lang = 'en', cartId = 'c-1' }: { lang?: string; cartId?: string | null } = {}) {
  setupStory({ lang, routes });
  if (cartId) sessionStorage.setItem('cartId', cartId);
}

const findCartButton = (name: string | RegExp) => screen.findByRole('button', { name }, { timeout: 3000 });

afterEach(() => cleanup());

describe('cart drawer', () => {
  it('the button names the badge count and opens the cart grouped by event', async () => {
    platform({ 'GET cart-service /shoppingCarts/c-1': () => json(cart()) });
    render(<CartDrawer />);
    fireEvent.click(await findCartButton('Cart, 3 items'));
    expect(await screen.findByRole('region', { name: 'Event: Riga City Run 2026' }, { timeout: 3000 })).toBeTruthy();
    expect(screen.getAllByRole('listitem')).toHaveLength(3);
    expect(screen.getByText('€43.70')).toBeTruthy();
  });

  it('an empty cart reads "Cart, 0 items" and says it is empty', async () => {
    platform({}, { cartId: null });
    render(<CartDrawer inline />);
    expect(await screen.findByText('Your cart is empty', {}, { timeout: 3000 })).toBeTruthy();
  });

  it('a Deleted cart is the cleared notice; a failed fetch offers a retry', async () => {
    platform({ 'GET cart-service /shoppingCarts/c-1': () => json(cart({ state: 'Deleted' })) });
    render(<CartDrawer inline />);
    expect(await screen.findByText(/Your cart was cleared/, {}, { timeout: 3000 })).toBeTruthy();
    cleanup();

    // More failures than the request core retries (src/api/retry.ts): the widget offers Try again.
    let calls = 0;
    platform({ 'GET cart-service /shoppingCarts/c-1': () => (++calls <= 3 ? fail(500, 'Boom') : json(cart())) });
    render(<CartDrawer inline />);
    fireEvent.click(await screen.findByRole('button', { name: 'Try again' }, { timeout: 3000 }));
    await waitFor(() => expect(screen.getAllByRole('listitem')).toHaveLength(3));
  });

  it('a discounted line shows the price before the discount and the discount in the totals', async () => {
    const gift = cart({
      items: [line('a', 'Photo #1', 'Photo', 6.9), line('c', 'All my photos', 'PhotosWithMe', 29.9, { price: 0 })],
      promotionalCodes: [{ promotionalCodeId: 7, code: 'GIFT-ABCD', catalogId: 1101, discount: 29.9 }],
    });
    platform({ 'GET cart-service /shoppingCarts/c-1': () => json(gift) });
    render(<CartDrawer inline />);
    expect(await screen.findByText('Promo code GIFT-ABCD applied', {}, { timeout: 3000 })).toBeTruthy();
    expect(screen.getByText('€0.00')).toBeTruthy();
    expect(screen.getByText('−€29.90', { selector: 'dd' })).toBeTruthy();
    expect(screen.getByText('€6.90', { selector: 'dd' })).toBeTruthy();
  });

  it("a promo error shows under the field in the visitor's language and is tied to it", async () => {
    platform(
      {
        'GET cart-service /shoppingCarts/c-1': () => json(cart()),
        'POST cart-service /shoppingCarts/c-1/promotionalCodes': () => fail(410, 'PromoCodeExpired', 'This promo code has expired'),
      },
      { lang: 'de' },
    );
    render(<CartDrawer inline />);
    const field = await screen.findByRole('textbox', { name: 'Aktionscode' }, { timeout: 3000 });
    fireEvent.input(field, { target: { value: 'EXPIRED10' } });
    fireEvent.click(screen.getByRole('button', { name: 'Einlösen' }));
    const error = await screen.findByText('Der Aktionscode ist abgelaufen');
    expect(field.getAttribute('aria-describedby')).toBe(error.id);
  });

  it('tells the host page when the cart changes', async () => {
    let answer = cart();
    platform({
      'GET cart-service /shoppingCarts/c-1': () => json(answer),
      'DELETE cart-service /shoppingCarts/c-1/items/a': () => {
        answer = cart({ items: answer.items.filter((i) => i.shoppingCartItemId !== 'a') });
        return json(null, 204);
      },
    });
    const onCartChange = vi.fn();
    render(<CartDrawer inline onCartChange={onCartChange} />);
    fireEvent.click(await screen.findByRole('button', { name: 'Remove Photo #1 from the cart' }, { timeout: 3000 }));
    await waitFor(() => expect(onCartChange).toHaveBeenLastCalledWith({ count: 2, totalAmount: 36.8, currencyId: 978 }));
  });
});

describe('checkout', () => {
  const routes = (): Record<string, Handler> => ({
    'GET cart-service /shoppingCarts/c-1': () => json(cart()),
    'GET invoice-service /paymentTypes': () => json({ items: paymentTypes }),
  });

  it('errors at their fields; the bank options only as labels', async () => {
    platform(routes());
    render(<Checkout />);
    expect(await screen.findByText('Card of a Belarusian bank', {}, { timeout: 3000 })).toBeTruthy();
    const pay = screen.getByRole('button', { name: 'Pay €43.70' });
    expect(screen.queryByRole('radio', { name: 'Card of a Belarusian bank' })).toBeNull();
    await waitFor(() => expect((screen.getByRole('radio', { name: 'Personal card' }) as HTMLInputElement).checked).toBe(true));
    fireEvent.click(pay);
    expect(await screen.findByText('Enter your e-mail')).toBeTruthy();
    expect(screen.getByText('Required field')).toBeTruthy();

    fireEvent.click(screen.getByRole('radio', { name: 'Business card' }));
    fireEvent.click(pay);
    expect(await screen.findByText('Enter the company name')).toBeTruthy();
    expect(screen.getByText('Enter the VAT number')).toBeTruthy();
    expect(screen.getAllByText('Required field')).toHaveLength(2);
  });

  it('a customer the platform refuses is the customer error; nothing is paid', async () => {
    const pay = vi.fn(() => json({}, 201));
    platform({
      ...routes(),
      'PUT cart-service /shoppingCarts/c-1/customer': () => fail(400, 'InvalidCustomer'),
      'POST invoice-service /invoices/inv-1/payments': pay,
    });
    const onError = vi.fn();
    render(<Checkout onError={onError} />);
    await screen.findByRole('radio', { name: 'Personal card' }, { timeout: 3000 });
    fireEvent.input(screen.getByRole('textbox', { name: 'E-mail address for delivery' }), { target: { value: 'ann@example.com' } });
    fireEvent.click(screen.getByRole('checkbox', { name: /I accept the terms and conditions/ }));
    fireEvent.click(screen.getByRole('button', { name: 'Pay €43.70' }));
    expect(await screen.findByText('The delivery details could not be saved. Check them and try again.')).toBeTruthy();
    await waitFor(() => expect(onError).toHaveBeenCalledWith({ step: 'customer', status: 400, code: 'InvalidCustomer' }));
    expect(pay).not.toHaveBeenCalled();
  });

  it('an empty cart leads back to shopping instead of a form', async () => {
    platform({}, { cartId: null });
    render(<Checkout />);
    expect(await screen.findByText('Add photos or videos to the cart first.', {}, { timeout: 3000 })).toBeTruthy();
    expect(screen.queryByRole('button', { name: /^Pay/ })).toBeNull();
  });
});
