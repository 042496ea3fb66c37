import type { Module } from '../app';
import { newId, newUuid, sameId } from '../core/ids';
import type { Candidate } from '../domain/carts';
import { isDuplicate, linesCoveredByPackage, PACKAGE_TYPES, wireCart } from '../domain/carts';
import { findProduct, findVideo } from '../domain/catalog';
import { checkoutCart } from '../domain/orders';
import { locatePhoto } from '../domain/photos';
import { priceCart } from '../domain/pricing';
import { normalizeCode, promoConflict, promoRestricted, ruleApplies, ruleOf, usableRule } from '../domain/promo-codes';
import { requireSearchToken, SEARCH_TOKEN_HEADER } from '../domain/search-tokens';
import { ApiError, created, noContent, notFound, ok, validationFailed } from '../http/reply';
import type { RequestContext } from '../http/router';
import { mount } from '../http/router';
import type { Fields } from '../http/validate';
import { EMAIL, objectBody, optionalString, readCompany, requiredId, requiredIdList, requiredString } from '../http/validate';
import type { CartRecord, EventRecord } from '../store/state';

const CART_ID = /^[A-Za-z0-9_-]{1,64}$/;

/**
 * cart-service (CONTRACT.md): carts Updated → Processed (checked out, has an orderId) or
 * Deleted; items with the duplicate rules of PRODUCT.md §validation-duplicate; promo codes with the
 * errors of PRODUCT.md §errors-promo.
 */
export const cartService: Module = (app) => {
  const state = () => app.store.state;
  const nowIso = () => new Date(app.clock.now()).toISOString();

  /** Any cart, Deleted ones included (GET answers them with state Deleted). */
  const cartOf = (ctx: RequestContext): CartRecord => {
    const cart = state().carts[ctx.params.id ?? ''];
    if (!cart) throw notFound('Cart');
    return cart;
  };
  /** A cart that may still be changed: not Deleted (404), not checked out (409). */
  const openCart = (ctx: RequestContext): CartRecord => {
    const cart = liveCart(ctx);
    if (cart.orderId) throw new ApiError(409, 'CartCheckedOut', 'The cart is checked out; start a new cart');
    return cart;
  };
  const liveCart = (ctx: RequestContext): CartRecord => {
    const cart = cartOf(ctx);
    if (cart.state === 'Deleted') throw notFound('Cart');
    return cart;
  };
  const touched = (cart: CartRecord) => {
    cart.updatedOn = nowIso();
    app.store.changed();
    return noContent();
  };

  /** The product of the request, which must be on sale in the given catalog. */
  const productOf = (body: Fields) => {
    const productId = requiredId(body, 'productId');
    const catalogId = requiredId(body, 'catalogId');
    const found = findProduct(state(), productId);
    if (!found || !sameId(found.event.catalogId, catalogId) || found.product.state !== 'InCatalog') throw notFound('Product');
    return found;
  };

  const photoOf = (body: Fields, key: string, event: EventRecord, value = requiredId(body, key)): number => {
    const ref = locatePhoto(state(), value);
    if (!ref) throw notFound('Photo');
    if (ref.event !== event) throw validationFailed(key, "is not a photo of the catalog's event");
    return Number(value);
  };

  /** The checks every addition shares, then the line itself. */
  const addLine = (ctx: RequestContext, cart: CartRecord, event: EventRecord, candidate: Candidate) => {
    if (event.isProtected) requireSearchToken(state(), ctx.header(SEARCH_TOKEN_HEADER), event, app.clock.now());
    if (cart.lines.length > 0 && cart.currencyId !== event.currencyId) {
      throw new ApiError(409, 'CurrencyMismatch', `The cart is in currency ${cart.currencyId}; this item is in ${event.currencyId}`);
    }
    if (isDuplicate(state(), cart, candidate)) throw new ApiError(409, 'Duplicate', 'This item has already been added to the Cart.');
    // An empty cart takes the currency of its first item (a cart made on a 978 page may buy in 840).
    if (cart.lines.length === 0) cart.currencyId = event.currencyId;
    const covered = linesCoveredByPackage(state(), cart, candidate);
    cart.lines = cart.lines.filter((line) => !covered.includes(line));
    cart.lines.push({
      shoppingCartItemId: newId('line'),
      productId: candidate.productId,
      catalogId: candidate.catalogId,
      ...(candidate.photoId !== undefined ? { photoId: candidate.photoId } : {}),
      ...(candidate.videoId !== undefined ? { videoId: candidate.videoId } : {}),
      ...(candidate.photoIds ? { photoIds: candidate.photoIds } : {}),
      ...(candidate.startNumber ? { startNumber: candidate.startNumber } : {}),
      addedOn: nowIso(),
    });
    cart.state = 'Updated';
    return touched(cart);
  };

  // Handlers read the body before they look at the state: after that await nothing else runs in
  // between, so no other request can change the cart between a check and the change it allows.
  return mount('/public/cart-service/api/v1', [
    {
      method: 'POST',
      path: '/shoppingCarts',
      handler: async (ctx) => {
        const body = objectBody((await ctx.json()) ?? {});
        const id = optionalString(body, 'shoppingCartId', 64);
        if (id !== undefined && !CART_ID.test(id)) throw validationFailed('shoppingCartId', 'letters, digits, - and _ only, at most 64');
        const currencyId = body.currencyId ?? 978;
        if (typeof currencyId !== 'number' || !Number.isInteger(currencyId) || currencyId <= 0)
          throw validationFailed('currencyId', 'must be an ISO 4217 numeric code');
        const existing = id ? state().carts[id] : undefined;
        // Creating a cart that exists is harmless (a retried request): the same cart answers.
        if (existing && existing.state !== 'Deleted') return created(wireCart(state(), existing, ctx.baseUrl));
        const cart: CartRecord = {
          shoppingCartId: id ?? newUuid(),
          state: 'Updated',
          currencyId,
          customer: null,
          orderId: null,
          lines: [],
          codes: [],
          attributes: [],
          createdOn: nowIso(),
          updatedOn: nowIso(),
        };
        state().carts[cart.shoppingCartId] = cart;
        app.store.changed();
        return created(wireCart(state(), cart, ctx.baseUrl));
      },
    },
    {
      method: 'GET',
      path: '/shoppingCarts/:id',
      handler: (ctx) => ok(wireCart(state(), cartOf(ctx), ctx.baseUrl)),
    },
    {
      method: 'POST',
      path: '/shoppingCarts/:id',
      handler: (ctx) => {
        const cart = liveCart(ctx);
        const order = checkoutCart(state(), cart, app.orderContext());
        app.store.changed();
        return ok({ orderId: order.orderId, invoiceId: order.invoiceId });
      },
    },
    {
      method: 'DELETE',
      path: '/shoppingCarts/:id',
      handler: (ctx) => {
        const cart = cartOf(ctx);
        if (cart.state === 'Deleted') return noContent();
        cart.state = 'Deleted';
        cart.lines = [];
        cart.codes = [];
        return touched(cart);
      },
    },
    {
      method: 'POST',
      path: '/shoppingCarts/:id/items',
      handler: async (ctx) => {
        const body = objectBody(await ctx.json());
        const cart = openCart(ctx);
        const { event, product } = productOf(body);
        const candidate: Candidate = { productId: Number(product.id), productType: product.productType, catalogId: event.catalogId };
        switch (product.productType) {
          case 'Photo':
          case 'Frame':
            candidate.photoId = photoOf(body, 'photoId', event);
            break;
          case 'FullVideo': {
            const videoId = requiredId(body, 'videoId');
            if (!findVideo(event, videoId)) throw notFound('Video');
            candidate.videoId = videoId;
            break;
          }
          case 'PhotosWithMe':
          case 'PhotosWithFrame':
            throw validationFailed('productId', 'packages are added with POST /items/v2');
          default:
            break; // Gift and Promocode need nothing else
        }
        return addLine(ctx, cart, event, candidate);
      },
    },
    {
      method: 'POST',
      path: '/shoppingCarts/:id/items/v2',
      handler: async (ctx) => {
        const body = objectBody(await ctx.json());
        const cart = openCart(ctx);
        const { event, product } = productOf(body);
        if (!PACKAGE_TYPES.includes(product.productType)) throw validationFailed('productId', 'only packages (PhotosWithMe, PhotosWithFrame) are added here');
        const photoIds = [...new Set(requiredIdList(body, 'photoIds').map((id) => photoOf(body, 'photoIds', event, id)))];
        const startNumber = optionalString(body, 'startNumber', 20);
        return addLine(ctx, cart, event, {
          productId: Number(product.id),
          productType: product.productType,
          catalogId: event.catalogId,
          photoIds,
          ...(startNumber ? { startNumber } : {}),
        });
      },
    },
    {
      method: 'DELETE',
      path: '/shoppingCarts/:id/items',
      handler: async (ctx) => {
        const body = objectBody(await ctx.json());
        const cart = openCart(ctx);
        if (!Array.isArray(body.items)) throw validationFailed('items', 'must be a list of shoppingCartItemId');
        // Removing is idempotent: ids no longer in the cart are simply not there.
        const ids = (body.items as unknown[]).map(String);
        cart.lines = cart.lines.filter((line) => !ids.includes(line.shoppingCartItemId));
        return touched(cart);
      },
    },
    {
      method: 'DELETE',
      path: '/shoppingCarts/:id/items/:itemId',
      handler: (ctx) => {
        const cart = openCart(ctx);
        const before = cart.lines.length;
        cart.lines = cart.lines.filter((line) => line.shoppingCartItemId !== ctx.params.itemId);
        if (cart.lines.length === before) throw notFound('Cart item');
        return touched(cart);
      },
    },
    {
      method: 'POST',
      path: '/shoppingCarts/:id/promotionalCodes',
      handler: async (ctx) => {
        const code = normalizeCode(requiredString(objectBody(await ctx.json()), 'code', 40));
        const cart = openCart(ctx);
        const rule = usableRule(state(), code);
        if (cart.codes.some((c) => c.code === code)) throw promoConflict();
        if (cart.codes.length > 0 && (rule.exclusive || cart.codes.some((c) => ruleOf(state(), c.code).exclusive))) throw promoConflict();
        const restrictedTo = rule.productTypes !== undefined || rule.catalogId !== undefined;
        const eligible = priceCart(state(), cart).lines.some((l) => ruleApplies(rule, { productType: l.product.productType, catalogId: l.line.catalogId }));
        if (restrictedTo && !eligible) throw promoRestricted();
        cart.codes.push({ promotionalCodeId: ++state().counters.promoCodeId, code, addedOn: nowIso() });
        return touched(cart);
      },
    },
    {
      method: 'DELETE',
      path: '/shoppingCarts/:id/promotionalCodes/:codeId',
      handler: (ctx) => {
        const cart = openCart(ctx);
        const before = cart.codes.length;
        cart.codes = cart.codes.filter((c) => !sameId(c.promotionalCodeId, ctx.params.codeId));
        if (cart.codes.length === before) throw notFound('Promo code in the cart');
        return touched(cart);
      },
    },
    {
      method: 'PATCH',
      path: '/shoppingCarts/:id/attributes',
      handler: async (ctx) => {
        // Attributes (language, theme) may still change after checkout: they describe the visitor.
        const body = await ctx.json();
        const cart = liveCart(ctx);
        if (!Array.isArray(body)) throw validationFailed('body', 'a list of { key, value }');
        for (const [i, item] of body.entries()) {
          const fields = objectBody(item, `[${i}]`);
          const key = requiredString(fields, 'key', 64);
          const value = fields.value;
          if (typeof value !== 'string' || value.length > 500) throw validationFailed(`[${i}].value`, 'must be a string');
          cart.attributes = [...cart.attributes.filter((a) => a.key !== key), { key, value }];
        }
        return touched(cart);
      },
    },
    {
      method: 'PUT',
      path: '/shoppingCarts/:id/customer',
      handler: async (ctx) => {
        const body = await ctx.json();
        const cart = openCart(ctx);
        const invalid = (message: string) => new ApiError(400, 'InvalidCustomer', message);
        if (typeof body !== 'object' || body === null || Array.isArray(body)) throw invalid('Send the customer as { email, company? }');
        const fields = body as Fields;
        const email = typeof fields.email === 'string' ? fields.email.trim() : '';
        if (!EMAIL.test(email)) throw invalid('email: Enter your e-mail');
        const company = readCompany(fields.company, (message) => invalid(`company: ${message}`));
        cart.customer = { email, company };
        return touched(cart);
      },
    },
  ]);
};
