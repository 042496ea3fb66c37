import { describe, expect, it } from 'vitest';
import {
  addItemErrorKey,
  badgeCount,
  cartAttributes,
  cartFetchOutcome,
  groupByEvent,
  hasAttributes,
  isCheckedOut,
  promoErrorKey,
} from '../../../src/store/cart-rules';
import { themeName } from '../../../src/store/settings';
import { cart, item, promo } from '../helpers/fixtures';
import { fail, ok } from '../helpers/results';

describe('cart fetch (PRODUCT.md §states-cart)', () => {
  it('200 stores the cart and clears the error flag', () => {
    const c = cart();
    expect(cartFetchOutcome(ok(c))).toEqual({ cart: c, error: false, dropId: false, failure: null });
  });

  it('a Deleted cart is an error and is not stored', () => {
    expect(cartFetchOutcome(ok(cart({ state: 'Deleted' })))).toEqual({ cart: null, error: true, dropId: true, failure: 'cleared' });
  });

  it.each([404, 500, 1001, 401])('status %i clears the cart and raises the flag', (status) => {
    const outcome = cartFetchOutcome(fail(status));
    expect(outcome.cart).toBeNull();
    expect(outcome.error).toBe(true);
  });

  it('only a missing cart (404) forgets the id; transient failures keep it', () => {
    expect(cartFetchOutcome(fail(404)).dropId).toBe(true);
    expect(cartFetchOutcome(fail(500)).dropId).toBe(false);
    expect(cartFetchOutcome(fail(1001)).dropId).toBe(false);
  });

  it('says why: gone for good (cleared) or not fetched (failed, worth a retry)', () => {
    expect(cartFetchOutcome(fail(404)).failure).toBe('cleared');
    expect(cartFetchOutcome(fail(500)).failure).toBe('failed');
    expect(cartFetchOutcome(fail(1001)).failure).toBe('failed');
  });

  it('a 2xx other than 200 is not a successful fetch', () => {
    expect(cartFetchOutcome({ ok: true, data: cart(), status: 203 })).toMatchObject({ cart: null, error: true });
  });
});

describe('checked out (PRODUCT.md §states-cart)', () => {
  it('is checked out when it has an orderId', () => {
    expect(isCheckedOut(cart({ orderId: 'o1' }))).toBe(true);
    expect(isCheckedOut(cart({ orderId: '0' }))).toBe(true);
    expect(isCheckedOut(cart({ orderId: null }))).toBe(false);
    expect(isCheckedOut(null)).toBe(false);
  });
});

describe('cart badge (PRODUCT.md §routes-cart-badge)', () => {
  it('counts each line of the counted types', () => {
    const c = cart({
      items: [item('PhotosWithMe'), item('Photo'), item('Photo'), item('Frame'), item('PhotosWithFrame'), item('FullVideo')],
    });
    expect(badgeCount(c)).toBe(6);
  });

  it('counts gift lines too', () => {
    expect(badgeCount(cart({ items: [item('Gift')] }))).toBe(1);
  });

  it('counts promo codes once per event that has any', () => {
    const c = cart({ promotionalCodes: [promo('cat-1'), promo('cat-1'), promo('cat-2')] });
    expect(badgeCount(c)).toBe(2);
  });

  it('counts cart-wide promo codes as one group', () => {
    expect(badgeCount(cart({ promotionalCodes: [promo(null), promo(null)] }))).toBe(1);
  });

  it('folds Promocode lines into their event group', () => {
    const c = cart({ items: [item('Photo'), item('Promocode', { catalogId: 'cat-1' })], promotionalCodes: [promo('cat-1')] });
    expect(badgeCount(c)).toBe(2);
  });

  it('is 0 without a cart', () => {
    expect(badgeCount(null)).toBe(0);
  });
});

describe('grouping by event', () => {
  it('groups lines by their catalog event in first-seen order, with the event codes', () => {
    const a1 = item('Photo', { catalogId: 'A', title: 'Run A' });
    const b1 = item('Frame', { catalogId: 'B', title: 'Run B' });
    const a2 = item('FullVideo', { catalogId: 'A', title: 'Run A' });
    const codeA = promo('A');
    const groups = groupByEvent(cart({ items: [a1, b1, a2], promotionalCodes: [codeA, promo(null)] }));
    expect(groups.map((g) => [g.eventId, g.eventName, g.items.length])).toEqual([
      ['e-A', 'Run A', 2],
      ['e-B', 'Run B', 1],
    ]);
    expect(groups[0]?.promotionalCodes).toEqual([codeA]);
    expect(groups[1]?.promotionalCodes).toEqual([]);
  });
});

describe('cart attributes (PRODUCT.md §entities-cart-attributes)', () => {
  it('Language is the current language, Theme the theme name', () => {
    expect(cartAttributes({ lang: 'de', theme: 'trail-cup', isUS: false })).toEqual([
      { key: 'Language', value: 'de' },
      { key: 'Theme', value: 'trail-cup' },
    ]);
  });

  it('Theme is the default brand theme when empty', () => {
    expect(themeName({ theme: '', isUS: false })).toBe('MySport');
  });

  it('Theme is the US variant name when US', () => {
    expect(themeName({ theme: 'running-series', isUS: true })).toBe('US');
  });

  it('knows when a cart already carries them', () => {
    const wanted = cartAttributes({ lang: 'en', theme: '', isUS: false });
    expect(hasAttributes(cart({ attributes: wanted }), wanted)).toBe(true);
    expect(hasAttributes(cart({ attributes: [{ key: 'Language', value: 'de' }] }), wanted)).toBe(false);
  });
});

describe('error messages (PRODUCT.md §calls-carts, PRODUCT.md §errors-cart)', () => {
  it.each([
    ['PromoCodeConflict', 'promo.conflict'],
    ['PromoCodeExpired', 'promo.expired'],
    ['PromoCodeInactive', 'promo.inactive'],
    ['PromoCodeLimitReached', 'promo.limitReached'],
    ['PromoCodeNotFound', 'promo.notFound'],
    ['PromoCodeRestricted', 'promo.restricted'],
    ['Whatever', 'promo.unknown'],
    ['NetworkError', 'promo.unknown'],
  ])('promo code %s → %s', (code, key) => {
    expect(promoErrorKey({ status: 409, code })).toBe(key);
  });

  it('a duplicate item has its own message, other add failures the generic one', () => {
    expect(addItemErrorKey({ status: 409, code: 'Duplicate' })).toBe('cart.duplicate');
    expect(addItemErrorKey({ status: 409, code: 'CartCheckedOut' })).toBe('cart.addError');
    expect(addItemErrorKey({ status: 1001, code: 'NetworkError' })).toBe('cart.addError');
  });
});
