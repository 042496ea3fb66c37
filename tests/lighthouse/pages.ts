/**
 * What `npm run lighthouse` measures: the organizer page as an organizer pastes it (the loader
 * and three widgets, no CSS of its own for them), and every route a visitor lands on in the
 * hosted shop, in every tenant theme. The cart and the paid order are made in the sandbox first,
 * through the platform API, as a visitor's earlier visit would have made them.
 */
export interface Measured {
  /** Report file name and the line in the summary. */
  name: string;
  url: string;
}

/** The shop picks the theme from `?tenant=` (widgets/shop/main.ts); none is the default brand. */
export const themes = ['default', 'running-series', 'trail-cup'] as const;

/** Event 105 is the 10,000-photo event, 101 the Riga City Run (examples/sandbox/seed/data.ts). */
const BIG_EVENT = 105;
const EVENT = 101;
const CATALOG = 1101;
const ALBUM = 10100;

async function call(api: string, method: string, path: string, body?: unknown): Promise<Record<string, any>> {
  const response = await fetch(`${api}/public/${path}`, {
    method,
    headers: body === undefined ? {} : { 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`${method} ${path}: ${response.status} ${await response.text()}`);
  const text = await response.text();
  return text ? JSON.parse(text) : {};
}

/** A cart of three photos of event 101; checked out and paid when `paid`. Returns its ids. */
async function makeCart(api: string, paid: boolean): Promise<{ cartId: string; orderId?: string }> {
  const products = await call(api, 'GET', `catalog-service/api/v1/catalog/products?catalogId=${CATALOG}&state=InCatalog&count=100`);
  const photo = (products.items as Array<{ id: number; productType: string }>).find((p) => p.productType === 'Photo')!.id;
  const photos = await call(api, 'GET', `photo-service/api/v1/photos?albumId=${ALBUM}&count=3&offset=${paid ? 20 : 0}`);
  const { shoppingCartId: cartId } = await call(api, 'POST', 'cart-service/api/v1/shoppingCarts', { currencyId: 978 });
  for (const { photoId } of photos.items as Array<{ photoId: number }>)
    await call(api, 'POST', `cart-service/api/v1/shoppingCarts/${cartId}/items`, { productId: photo, catalogId: CATALOG, photoId });
  if (!paid) return { cartId };

  await call(api, 'PUT', `cart-service/api/v1/shoppingCarts/${cartId}/customer`, { email: 'runner@example.com' });
  const { orderId, invoiceId } = await call(api, 'POST', `cart-service/api/v1/shoppingCarts/${cartId}`, {});
  const payment = await fetch(`${api}/public/invoice-service/api/v1/invoices/${invoiceId}/payments`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'Idempotency-Key': `lighthouse-${invoiceId}` },
    body: JSON.stringify({ paymentTypeId: 1, returnUrl: 'http://localhost/' }),
  });
  const { payUrl } = (await payment.json()) as { payUrl: string };
  // The pay page's form, submitted as a browser would (the sandbox's test card that approves).
  const paidAnswer = await fetch(payUrl, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ card: '4242424242424242', action: 'pay' }).toString(),
    redirect: 'manual',
  });
  if (paidAnswer.status !== 303) throw new Error(`paying order ${orderId}: ${paidAnswer.status}`);
  return { cartId, orderId };
}

export async function pagesToMeasure(urls: { examples: string; shop: string; api: string }): Promise<Measured[]> {
  const { cartId } = await makeCart(urls.api, false);
  const { orderId } = await makeCart(urls.api, true);
  const routes: Array<[string, string, Record<string, string>]> = [
    ['home', '/', {}],
    [`event-${BIG_EVENT}`, `/event/${BIG_EVENT}`, {}],
    ['search', '/search', { event: String(EVENT) }],
    // The shop adopts a cart handed over in `?cart=` (as an organizer's page hands it over).
    ['cart', '/cart', { cart: cartId }],
    ['order-paid', `/order/${encodeURIComponent(orderId!)}`, {}],
    ['for-organizers', '/for-organizers', {}],
  ];
  const shop = themes.flatMap((theme) =>
    routes.map(([name, path, query]) => {
      const search = new URLSearchParams({ ...query, ...(theme === 'default' ? {} : { tenant: theme }) });
      return { name: `shop-${name}-${theme}`, url: `${urls.shop}${path}${search.size ? `?${search}` : ''}` };
    }),
  );
  return [{ name: 'organizer', url: `${urls.examples}/organizer/` }, ...shop];
}
