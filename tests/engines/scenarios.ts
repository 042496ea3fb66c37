/**
 * What every engine must get through, at every width: the participant's journey in the shop,
 * and the organizer's page with the widgets embedded, plainly and under a strict CSP. Each
 * scenario fails on the first step a user could not take; the runner then fails it on any
 * uncaught error or CSP violation the pages saw.
 */
import assert from 'node:assert/strict';
import type { User } from './user';

export interface Urls {
  shop: string;
  examples: string;
  api: string;
  /** Pages pasted from our snippets, on an origin of their own (tests/engines/pasted-pages.ts). */
  pasted: string;
}

export type Scenario = (user: User, urls: Urls) => Promise<void>;

/** Thrown by a scenario that cannot run here (its reason is printed); neither passed nor failed. */
export class Skip extends Error {}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');
const CARD_APPROVED = '4242424242424242';

async function searchByBib(user: User): Promise<void> {
  const search = 'racelens-photo-search';
  await user.fill({ role: 'textbox', name: 'Bib number', within: search }, '1234');
  await user.fill({ role: 'textbox', name: 'Surname', within: search }, 'Berzina');
  await user.click({ role: 'button', name: 'Find photos', within: search });
  await user.see({ role: 'heading', name: 'Results for bib number 1234', within: search });
}

/** Opens a photo of the gallery in the viewer and adds it to the cart. */
async function addPhoto(user: User, photo: RegExp): Promise<void> {
  const gallery = 'racelens-event-gallery';
  await user.click({ role: 'button', name: photo, within: gallery });
  await user.click({ role: 'button', name: /^Add the photo for /, within: gallery });
}

/**
 * Stands in for the share sheet, which no engine has headless: `navigator.share` records what it
 * is handed (PRODUCT.md §routes-order-share).
 */
const RECORD_SHARES = `
  window.__shares = [];
  Object.defineProperty(navigator, 'canShare', { configurable: true, value: (data) => !!data });
  Object.defineProperty(navigator, 'share', {
    configurable: true,
    value: async (data) => {
      window.__shares.push({ title: data.title, files: (data.files || []).map((f) => ({ name: f.name, type: f.type, size: f.size })) });
    },
  });
  return true;`;

interface RecordedShare {
  title?: string;
  files: Array<{ name: string; type: string; size: number }>;
}

/** On the paid order: "Save to Photos" hands the photo over, named for the event, and one photo is shared. */
async function handToPhone(user: User): Promise<void> {
  const order = 'racelens-order-status';
  const path = await user.tab.run<string>('return location.pathname;');
  await user.tab.run(RECORD_SHARES);
  // The share parts ask the browser what it can share when they show: leave the order and come back.
  await user.navigate('/contacts');
  await user.until('the order page to close', `return !document.querySelector('${order}');`);
  await user.navigate(path);
  await user.seeText('Thank you! The order is paid', order, 20_000);
  await user.click({ role: 'button', name: 'Save to Photos', within: order });
  await user.click({ role: 'button', name: 'Save photos 1–1 of 1', within: order });
  await user.seeText('All photos are handed to your phone.', order);
  await user.click({ role: 'button', name: /^Share item 1: /, within: order });
  const shares = await user.until<RecordedShare[]>('the photo shared', 'return window.__shares.length === 2 && window.__shares;');
  const [saved, one] = shares;
  assert.equal(saved!.files.length, 1);
  assert.match(saved!.files[0]!.name, /^riga-city-run-\d{4}-[a-z0-9-]+-1\.svg$/);
  assert.equal(saved!.files[0]!.type, 'image/svg+xml');
  assert.ok(saved!.files[0]!.size > 0, 'the saved photo is empty');
  assert.match(one!.title ?? '', /^Riga City Run \d{4}$/);
  assert.deepEqual(one!.files, saved!.files);
}

/**
 * Bib search → a photo of "My photos" into the cart → the checkout with the delivery details
 * filled in; returns the checkout's tag.
 */
async function toFilledCheckout(user: User, urls: Urls): Promise<string> {
  await user.goto(`${urls.shop}/search?event=101`);
  // The cookie notice is fixed to the bottom of the screen: out of the way first, as a user would.
  await user.click({ role: 'button', name: 'Got It' });
  await searchByBib(user);

  // Client-side navigation keeps the page's store: the gallery knows the runner.
  await user.navigate('/event/101');
  await user.click({ role: 'tab', name: 'My photos', within: 'racelens-event-gallery' });
  await addPhoto(user, /^Photo 1 of \d+$/);
  await user.see({ role: 'link', name: 'Cart, 1 item', within: 'racelens-cart-drawer[slot="cart"]' });

  await user.navigate('/order');
  const checkout = 'racelens-checkout';
  await user.fill({ role: 'textbox', name: 'E-mail address for delivery', within: checkout }, 'runner@example.com');
  await user.click({ role: 'checkbox', name: /I accept the terms and conditions/, within: checkout });
  return checkout;
}

/**
 * Bib search → add a photo → cart → checkout → the sandbox pay page → the paid order with its
 * downloads, and the photo saved to the phone and shared.
 */
export const journey: Scenario = async (user, urls) => {
  const checkout = await toFilledCheckout(user, urls);
  await user.checkpoint();
  await user.click({ role: 'button', name: /^Pay /, within: checkout });

  await user.waitForUrl(new RegExp(`^${escapeRegExp(urls.api)}/sandbox/pay/`), 15_000);
  await user.fill({ role: 'textbox', name: 'Card number' }, CARD_APPROVED);
  await user.checkpoint();
  await user.click({ role: 'button', name: /^Pay / });

  await user.waitForUrl(new RegExp(`^${escapeRegExp(urls.shop)}/order/`), 15_000);
  const order = 'racelens-order-status';
  await user.seeText('Thank you! The order is paid', order, 20_000);
  await user.see({ role: 'button', name: /^Download item 1: /, within: order });
  await handToPhone(user);
};

/** A paid order of one photo of event 101, made through the sandbox's API as a shop would; its id (also the card benchmark's order). */
export async function paidOrder(urls: Urls): Promise<string> {
  const svc = (service: string, path: string) => `${urls.api}/public/${service}/api/v1${path}`;
  const call = async (method: string, url: string, body?: unknown, headers: Record<string, string> = {}) => {
    const response = await fetch(url, {
      method,
      headers: { ...(body === undefined ? {} : { 'content-type': 'application/json' }), ...headers },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const text = await response.text();
    assert.ok(response.status < 300, `${method} ${url}: ${response.status} ${text}`);
    return text ? JSON.parse(text) : undefined;
  };
  const cartId = (await call('POST', svc('cart-service', '/shoppingCarts'), {})).shoppingCartId as string;
  const products = await call('GET', svc('catalog-service', '/catalog/products?catalogId=1101&state=InCatalog&count=100'));
  const productId = products.items.find((p: { productType: string }) => p.productType === 'Photo').id;
  const [photo] = (await call('GET', svc('photo-service', `/photos?albumId=10100&count=1&offset=${Math.floor(Math.random() * 200)}`))).items;
  await call('POST', svc('cart-service', `/shoppingCarts/${cartId}/items`), { productId, catalogId: 1101, photoId: photo.photoId });
  await call('PUT', svc('cart-service', `/shoppingCarts/${cartId}/customer`), { email: 'runner@example.com' });
  const { orderId, invoiceId } = await call('POST', svc('cart-service', `/shoppingCarts/${cartId}`), {});
  const { payUrl } = await call(
    'POST',
    svc('invoice-service', `/invoices/${invoiceId}/payments`),
    { paymentTypeId: 1, returnUrl: `${urls.shop}/order/${orderId}` },
    {
      'Idempotency-Key': `engines-${invoiceId}`,
    },
  );
  const paid = await fetch(payUrl, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ card: CARD_APPROVED, action: 'pay' }).toString(),
    redirect: 'manual',
  });
  assert.equal(paid.status, 303);
  return orderId as string;
}

/**
 * Stands in for the share sheet and keeps each file's decoded pixel size: the finisher card is
 * a JPEG every engine must decode at its size (PRODUCT.md §routes-order-card).
 */
const RECORD_CARDS = `
  window.__cards = [];
  Object.defineProperty(navigator, 'canShare', { configurable: true, value: (data) => !!data });
  Object.defineProperty(navigator, 'share', {
    configurable: true,
    value: async (data) => {
      for (const file of data.files || []) {
        const bitmap = await createImageBitmap(file);
        window.__cards.push({ name: file.name, type: file.type, width: bitmap.width, height: bitmap.height });
      }
    },
  });
  return true;`;

/**
 * On a paid order, after a bib search on this browser: "Make a finisher card" makes the story and
 * the square on the device, both previewed at their sizes, and each is handed to the share sheet.
 */
export const finisherCard: Scenario = async (user, urls) => {
  const orderId = await paidOrder(urls);
  await user.goto(`${urls.shop}/contacts`);
  await user.click({ role: 'button', name: 'Got It' });
  await user.tab.run(
    `localStorage.setItem('racelensRecentSearches', JSON.stringify([{ eventId: '101', eventName: 'Riga City Run', number: '1234', when: new Date().toISOString() }])); return true;`,
  );
  await user.tab.run(RECORD_CARDS);
  await user.navigate(`/order/${orderId}`);
  const order = 'racelens-order-status';
  await user.seeText('Thank you! The order is paid', order, 20_000);
  await user.click({ role: 'button', name: /^Make a finisher card of item 1: /, within: order });
  // The dialog's code loads on this first press: WebKit beside two other engines on two cores
  // took over 10 s once.
  await user.see({ role: 'textbox', name: 'Finish time (optional)', within: order }, 20_000);
  await user.fill({ role: 'textbox', name: 'Finish time (optional)', within: order }, '1:45:12');
  await user.click({ role: 'button', name: 'Make the cards', within: order });
  await user.see({ role: 'img', name: 'Preview of the card: Story format', within: order }, 20_000);
  await user.see({ role: 'img', name: 'Preview of the card: Square format', within: order });
  const sizes = await user.until<number[][]>(
    'the previews decoded',
    `const imgs = [...document.querySelector('${order}').shadowRoot.querySelectorAll('img[data-format]')];
     return imgs.length === 2 && imgs.every((i) => i.complete && i.naturalWidth) && imgs.map((i) => [i.naturalWidth, i.naturalHeight]);`,
  );
  assert.deepEqual(sizes, [
    [1080, 1920],
    [1080, 1080],
  ]);
  await user.click({ role: 'button', name: 'Share: Story format', within: order });
  await user.click({ role: 'button', name: 'Share: Square format', within: order });
  const cards = await user.until<Array<{ name: string; type: string; width: number; height: number }>>(
    'both cards shared',
    'return window.__cards.length === 2 && window.__cards;',
  );
  assert.deepEqual(
    cards.map((c) => [c.type, c.width, c.height]),
    [
      ['image/jpeg', 1080, 1920],
      ['image/jpeg', 1080, 1080],
    ],
  );
  assert.match(cards[0]!.name, /^finisher-riga-city-run-\d{4}-1234-story\.jpg$/);
};

/**
 * A timing company's results page with the photo links (PRODUCT.md §results-photos): the
 * participant's row shows its link right after the text of its last cell on show, the page keeps
 * its width, and the link opens the shop's search with the bib and surname filled in.
 */
export const resultsLinks: Scenario = async (user, urls) => {
  await user.goto(`${urls.examples}/results/?rows=300`);
  // The table's link (the page's course-record line has one of its own with the same name).
  const anna = { role: 'link', name: 'Photos of Anna Berzina, bib 1234', within: '.scroll' };
  await user.see(anna, 20_000);
  const spot = await user.until<{ onRow: boolean; owned: boolean; width: number; screen: number }>(
    'the link on its row',
    `const row = document.querySelector('#results tbody tr:nth-child(3)');
     const cell = [...row.cells].filter((td) => td.getClientRects().length > 0 && getComputedStyle(td).display !== 'none').at(-1);
     const a = rl.find(${JSON.stringify(anna)});
     if (!a) return null;
     const text = document.createRange();
     text.selectNodeContents(cell);
     const [link, box, end] = [a.getBoundingClientRect(), row.getBoundingClientRect(), text.getBoundingClientRect()];
     const onRow = link.top >= box.top - 1 && link.bottom <= box.bottom + 1 && link.left >= end.right && link.left - end.right < 20;
     return onRow && { onRow, owned: (cell.getAttribute('aria-owns') ?? '').split(' ').includes(a.id), width: document.documentElement.scrollWidth, screen: innerWidth };`,
  );
  assert.ok(spot.owned, "the row's last cell owns its link");
  assert.ok(spot.width <= spot.screen, `the page grew wider than the screen (${spot.width} px at ${spot.screen} px)`);
  // On a phone the link may lie past the screen's edge in the table's sideways scroller: swiped to, as a runner would.
  await user.tab.run(`rl.find(${JSON.stringify(anna)}).scrollIntoView({ block: 'center', inline: 'nearest' }); return true;`);
  await user.click(anna);
  await user.waitForUrl(new RegExp(`^${escapeRegExp(urls.shop)}/search/101/1234\\?surname=Berzina$`), 15_000);
  const search = 'racelens-photo-search';
  await user.see({ role: 'textbox', name: 'Bib number', within: search }, 15_000);
  const filled = await user.until<string[]>(
    'the search filled in',
    `const root = document.querySelector('${search}').shadowRoot;
     const values = [...root.querySelectorAll('input')].map((i) => i.value).filter(Boolean);
     return values.length >= 2 && values;`,
  );
  assert.deepEqual(filled.slice(0, 2), ['1234', 'Berzina']);
};

/** A rule of the sandbox's fault injection (examples/sandbox/README.md "Fault injection"). */
async function fault(urls: Urls, rule: Record<string, unknown>): Promise<void> {
  const response = await fetch(`${urls.api}/sandbox/admin/faults`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(rule),
  });
  assert.ok(response.ok, `fault rule refused: ${await response.text()}`);
}

/**
 * The journey on a bad network (src/api/CONTRACT.md "Retries"): faults the request core heals
 * unseen (the event dropped, the search token and adding answered by a proxy's 502 page, the
 * payment's answer lost), then saving the delivery details failing more often than it retries:
 * one "Try again" goes on to the pay page, with nothing retyped, and the order is paid once.
 */
export const faults: Scenario = async (user, urls) => {
  await fault(urls, { match: 'GET ^/public/photo-service/api/v1/events/101$', drop: true, times: 2 });
  await fault(urls, { match: 'POST /token$', status: 502, html: true, times: 1 });
  await fault(urls, { match: 'POST /items$', status: 503, html: true, times: 2 });
  await fault(urls, { match: 'PUT /customer$', status: 502, html: true, times: 3 });
  await fault(urls, { match: 'POST /payments$', drop: true, times: 1 });
  try {
    const checkout = await toFilledCheckout(user, urls);
    await user.click({ role: 'button', name: /^Pay /, within: checkout });
    await user.seeText('The connection failed. Your details are kept: try again.', checkout, 15_000);
    await user.click({ role: 'button', name: 'Try again', within: checkout });

    await user.waitForUrl(new RegExp(`^${escapeRegExp(urls.api)}/sandbox/pay/`), 15_000);
    await user.fill({ role: 'textbox', name: 'Card number' }, CARD_APPROVED);
    await user.click({ role: 'button', name: /^Pay / });
    await user.waitForUrl(new RegExp(`^${escapeRegExp(urls.shop)}/order/`), 15_000);
    await user.seeText('Thank you! The order is paid', 'racelens-order-status', 20_000);
  } finally {
    await fetch(`${urls.api}/sandbox/admin/faults`, { method: 'DELETE' });
  }
};

/** An organizer's page with the widgets: search by bib, add a photo, the cart counts it, styled. */
const organizerPage =
  (path: string): Scenario =>
  async (user, urls) => {
    await user.goto(`${urls.examples}${path}`);
    await searchByBib(user);
    await addPhoto(user, /^Photo 1 of 240$/);
    await user.see({ role: 'button', name: 'Cart, 1 item', within: 'racelens-cart-drawer' });
    // The widgets' own stylesheets apply (a bare button has square corners).
    const radius = await user.tab.run<string>(
      `return getComputedStyle(rl.find({ role: 'button', name: 'Find photos', within: 'racelens-photo-search' })).borderTopLeftRadius;`,
    );
    assert.notEqual(radius, '0px', 'the widget styles did not apply');
  };

export const organizer = organizerPage('/organizer/');

/**
 * The organizer page hands its cart over to the shop's checkout (PRODUCT.md §entities-cart-handover):
 * the id travels in the fragment and leaves the address, and the shop's own cart carries the photo.
 */
export const handover: Scenario = async (user, urls) => {
  await organizer(user, urls);
  await user.click({ role: 'button', name: 'Close the viewer', within: 'racelens-event-gallery' });
  // As a person sees the viewer go before tapping the cart: a tap while it still closes lands on
  // its backdrop (WebKit at 390 px once took the cart's tap that way, and no drawer opened).
  await user.until('the viewer to close', 'return ![...rl.deep(document)].some((el) => el.localName === "dialog" && el.open);');
  await user.click({ role: 'button', name: 'Cart, 1 item', within: 'racelens-cart-drawer' });
  await user.click({ role: 'button', name: 'Go to checkout', within: 'racelens-cart-drawer' });
  await user.waitForUrl(new RegExp(`^${escapeRegExp(urls.shop)}/order$`), 15_000);
  const checkout = 'racelens-checkout';
  await user.seeText(/These items came from a link on another site/, checkout, 15_000);
  await user.see({ role: 'button', name: /^Pay /, within: checkout });
  const handed = await user.tab.run<boolean>(`return sessionStorage.getItem('cartId') !== null && location.hash === '';`);
  assert.ok(handed, 'the shop has a cart of its own and the address no longer names the handed one');
};
export const strictCsp = organizerPage('/strict-csp/');

/**
 * The watch itself, so "no errors" means something in every engine: an error thrown on the
 * strict-CSP page and an inline style it forbids are both seen (the runner does not fail this
 * one for the errors it provokes).
 */
export const watch: Scenario = async (user, urls) => {
  await user.goto(`${urls.examples}/strict-csp/`);
  await user.see({ role: 'button', name: 'Find photos', within: 'racelens-photo-search' });
  await user.tab.run(`
    setTimeout(() => { throw new Error('thrown on purpose'); });
    const style = document.createElement('style');
    style.textContent = 'p { color: red; }';
    document.head.append(style);
  `);
  await user.until('the page to record both', 'return window.__racelensErrors.length >= 2;');
  const seen = (await user.errors()).join('\n');
  assert.match(seen, /thrown on purpose/);
  assert.match(seen, /CSP violation style-src/);
};
