import { newId, newSecret } from '../core/ids';
import { toMajor } from '../core/money';
import { ApiError } from '../http/reply';
import type { CartRecord, OrderItemRecord, OrderRecord, State } from '../store/state';
import type { Order, OrderItem } from '../wire';
import { thumbnailPath } from './carts';
import { eventOfCatalog } from './catalog';
import { sendMail } from './mail';
import { priceCart } from './pricing';

/**
 * Order life cycle (PRODUCT.md §states-order): AwaitingPayment → Completed (paid) or → Canceled.
 */

export interface OrderContext {
  now: number;
  /** The shop whose /order/{id} page the order e-mail links to. */
  shopUrl: string;
}

/**
 * Turns a cart into an order and its invoice, once: checking out the same cart again answers
 * the same order. A cart whose total is 0 (a gift code covering everything) has nothing to pay,
 * so its order is Completed at once.
 */
export function checkoutCart(state: State, cart: CartRecord, ctx: OrderContext): OrderRecord {
  const existing = cart.orderId ? state.orders[cart.orderId] : undefined;
  if (existing) return existing;
  const priced = priceCart(state, cart);
  if (priced.lines.length === 0) throw new ApiError(400, 'CartEmpty', 'The cart has no items');
  if (!cart.customer) throw new ApiError(400, 'CustomerRequired', 'Set the customer e-mail before checkout');

  const createdOn = new Date(ctx.now).toISOString();
  const order: OrderRecord = {
    orderId: newId('ord'),
    number: `RL-${++state.counters.orderNumber}`,
    cartId: cart.shoppingCartId,
    catalogId: priced.lines[0]!.line.catalogId,
    state: 'AwaitingPayment',
    email: cart.customer.email,
    company: cart.customer.company ?? null,
    currencyId: cart.currencyId,
    invoiceId: newId('inv'),
    amount: toMajor(priced.amountCents),
    totalAmount: toMajor(priced.totalCents),
    promoCodes: cart.codes.map((c) => c.code),
    items: priced.lines.map(({ line, product, originalCents, priceCents }) => ({
      orderItemId: newId('item'),
      productId: Number(product.id),
      title: product.title,
      productType: product.productType,
      originalPrice: toMajor(originalCents),
      totalPrice: toMajor(priceCents),
      catalogId: line.catalogId,
      ...(line.photoId !== undefined ? { photoId: line.photoId } : {}),
      ...(line.photoIds ? { photoIds: line.photoIds } : {}),
      ...(line.videoId ? { videoId: line.videoId } : {}),
    })),
    createdOn,
    downloadKey: newSecret(),
  };
  state.orders[order.orderId] = order;
  state.invoices[order.invoiceId] = { invoiceId: order.invoiceId, orderId: order.orderId };
  cart.state = 'Processed';
  cart.orderId = order.orderId;
  cart.updatedOn = createdOn;
  if (priced.totalCents === 0) completeOrder(state, order, ctx);
  return order;
}

/** Paid: codes are used up, bought gift codes issued, and the e-mail with downloads sent. */
export function completeOrder(state: State, order: OrderRecord, ctx: OrderContext): void {
  if (order.state !== 'AwaitingPayment') return;
  const on = new Date(ctx.now).toISOString();
  order.state = 'Completed';
  order.completedOn = on;
  for (const code of order.promoCodes) state.usedPromoCodes[code] = { orderId: order.orderId, usedOn: on };
  for (const item of order.items) {
    if (item.productType !== 'Promocode') continue;
    item.giftCode = `GIFT-${newSecret().slice(0, 8).toUpperCase()}`;
    state.issuedGiftCodes[item.giftCode] = { catalogId: item.catalogId, orderId: order.orderId };
  }
  sendOrderMail(state, order, ctx);
}

export function cancelOrder(order: OrderRecord, now: number): void {
  if (order.state !== 'AwaitingPayment') throw new ApiError(409, 'OrderNotCancelable', `Order ${order.number} is ${order.state}`);
  order.state = 'Canceled';
  order.canceledOn = new Date(now).toISOString();
}

const EXTENSIONS: Partial<Record<OrderItemRecord['productType'], string>> = {
  Photo: 'svg',
  Frame: 'svg',
  Gift: 'svg',
  Promocode: 'svg',
  PhotosWithMe: 'zip',
  PhotosWithFrame: 'zip',
  FullVideo: 'mp4',
};

export const downloadPath = (order: OrderRecord, item: OrderItemRecord) =>
  `/sandbox/files/orders/${order.orderId}/${order.downloadKey}/${item.orderItemId}.${EXTENSIONS[item.productType] ?? 'bin'}`;

export const shopOrderUrl = (shopUrl: string, order: OrderRecord) => `${shopUrl.replace(/\/$/, '')}/order/${encodeURIComponent(order.orderId)}`;

export function wireOrderItem(state: State, order: OrderRecord, item: OrderItemRecord, baseUrl: string): OrderItem {
  const thumbnail = thumbnailPath(state, item);
  const paid = order.state === 'Completed';
  return {
    orderItemId: item.orderItemId,
    totalPrice: item.totalPrice,
    originalPrice: item.originalPrice,
    product: { id: item.productId, title: item.title, productType: item.productType },
    photoId: item.photoId ?? null,
    ...(item.photoIds ? { photoIds: item.photoIds } : {}),
    ...(item.videoId ? { videoId: item.videoId } : {}),
    thumbnailUrl: thumbnail ? baseUrl + thumbnail : null,
    downloadUrl: paid ? baseUrl + downloadPath(order, item) : null,
    ...(paid && item.giftCode ? { giftCode: item.giftCode } : {}),
  };
}

export function wireOrder(state: State, order: OrderRecord, baseUrl: string): Order {
  return {
    orderId: order.orderId,
    catalogId: order.catalogId,
    state: order.state,
    customer: { email: order.email },
    number: order.number,
    currencyId: order.currencyId,
    invoiceId: order.invoiceId,
    amount: order.amount,
    totalAmount: order.totalAmount,
    items: order.items.map((item) => wireOrderItem(state, order, item, baseUrl)),
    createdOn: order.createdOn,
    ...(order.completedOn ? { completedOn: order.completedOn } : {}),
    ...(order.canceledOn ? { canceledOn: order.canceledOn } : {}),
  };
}

function sendOrderMail(state: State, order: OrderRecord, ctx: OrderContext): void {
  const eventName = eventOfCatalog(state, order.catalogId)?.name ?? 'your event';
  const gifts = order.items.filter((item) => item.giftCode);
  sendMail(
    state,
    {
      to: order.email,
      kind: 'order-paid',
      lang: 'en',
      subject: `Your photos from ${eventName}: order ${order.number}`,
      text: [
        `Thank you for your order ${order.number} (${order.totalAmount.toFixed(2)}, currency ${order.currencyId}).`,
        'Your files are ready to download with the links below. You can also download everything as one archive on the order page.',
        ...gifts.map((item) => `Your gift code for "${item.title}": ${item.giftCode}`),
        'If this e-mail did not arrive within one hour after payment, contact support.',
      ].join('\n'),
      links: [
        { label: `Order ${order.number} in the shop`, url: shopOrderUrl(ctx.shopUrl, order) },
        ...order.items.map((item) => ({ label: `Download: ${item.title}`, url: downloadPath(order, item) })),
      ],
    },
    ctx.now,
  );
}
