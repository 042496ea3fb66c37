import { describe, expect, it } from 'vitest';
import { configuredAddress, isPathId, isShopPath, isWebAddress, pageLink, webAddress, webUrl } from '../../src/links/safe-url';
import * as paths from '../../src/links/shop-paths';
import { CHECKOUT, ORDER, SEARCH, SEARCH_RESULTS, shopPath } from '../../src/links/shop-paths';
import { match, routes } from '../../widgets/shop/routes';
import { confirmLink } from '../../widgets/shop-shell/Notifications';

describe('shop paths', () => {
  it('encodes every part, so a bib with a space or a slash stays one part', () => {
    expect(shopPath(SEARCH_RESULTS, { id: 101, number: 'A 12/3' })).toBe('/search/101/A%2012%2F3');
    expect(shopPath(ORDER, { id: 'ab#c' })).toBe('/order/ab%23c');
  });

  it('adds the query without empty values', () => {
    expect(shopPath(SEARCH, {}, { event: 101 })).toBe('/search?event=101');
    expect(shopPath(SEARCH, {}, { event: '' })).toBe('/search');
    expect(shopPath(CHECKOUT, {}, { cart: null })).toBe('/order');
  });

  it('builds, for every path of the table, a path the shop’s router takes back to its route with the same values', () => {
    const templates = (Object.values(paths) as unknown[]).filter((value): value is string => typeof value === 'string');
    expect(templates.sort()).toEqual(routes.map((route) => route.path).sort());
    for (const template of templates) {
      const names = [...template.matchAll(/:(\w+)/g)].map((m) => m[1]!);
      const params = Object.fromEntries(names.map((name, i) => [name, `v ${i}ü`]));
      const path = (shopPath as (t: string, p: Record<string, string>) => string)(template, params);
      const found = match(path);
      expect(found?.route.path, path).toBe(template);
      expect(found?.params, path).toEqual(params);
    }
  });
});

describe('safe addresses', () => {
  it('follows http(s) only, never javascript: or data:', () => {
    expect(webUrl('https://shop.test/x')).toBe('https://shop.test/x');
    expect(webUrl('javascript:alert(1)')).toBeNull();
    expect(webUrl('data:text/html,hi')).toBeNull();
    expect(webUrl('/relative')).toBeNull();
    expect(webUrl('/relative', 'https://page.test/a')).toBe('https://page.test/relative');
    expect(webUrl('javascript:alert(1)', 'https://page.test/a')).toBeNull();
  });

  it('keeps a configured address as written, without spaces inside', () => {
    expect(webAddress('  https://feedback.test/form ')).toBe('https://feedback.test/form');
    expect(webAddress('https://a b')).toBeNull();
    expect(webAddress(42)).toBeNull();
  });

  it('tells shop paths from protocol-relative addresses', () => {
    expect(isShopPath('/order/1')).toBe(true);
    expect(isShopPath('//evil.test/x')).toBe(false);
    // A backslash is a slash to a browser: `/\\evil.test/x` leaves the site like `//evil.test/x`.
    expect(isShopPath('/\\evil.test/x')).toBe(false);
    expect(new URL('/\\evil.test/x', 'https://shop.test').host).toBe('evil.test');
    expect(isWebAddress('HTTPS://shop.test')).toBe(true);
    expect(isWebAddress('/order/1')).toBe(false);
  });
});

describe('one policy for configured addresses and ids in paths (the attacks)', () => {
  it.each(['javascript:alert(1)', ' JavaScript:alert(1)', 'data:text/html,x', '//evil.test', '/\\evil.test', 'vbscript:x', ''])(
    '%s is no configured address',
    (value) => {
      expect(configuredAddress(value)).toBeNull();
    },
  );

  it('keeps http(s) addresses and paths of this site', () => {
    expect(configuredAddress('https://shop.test/')).toBe('https://shop.test/');
    expect(configuredAddress('/shop')).toBe('/shop');
  });

  it('a notification link /\\evil.test/x is no shop path: its confirm stays an action', () => {
    expect(confirmLink({ confirmType: 'link', confirmUrl: '/\\evil.test/x' })).toBeNull();
    expect(confirmLink({ confirmType: 'link', confirmUrl: '/event/1' })).toBe('/event/1');
  });

  it.each(['.', '..', '%2e%2E', '.%2e', 'a/b', 'a\\b', 'a?b', 'a#b', ''])('the id %s is refused in a path', (id) => {
    expect(isPathId(id)).toBe(false);
  });

  it('a shop link with the order id .. leads to no other page', () => {
    expect(shopPath(ORDER, { id: '..' })).toBe('/order/');
    expect(match(shopPath(ORDER, { id: '%2e%2e' }))?.route.path).not.toBe(ORDER);
    expect(new URL(shopPath(ORDER, { id: '..' }), 'https://shop.test').pathname).toBe('/order/');
  });
});

describe("an element's configured link (checkout-url, cart-url)", () => {
  const page = 'https://organizer.test/runs/cart.html';
  it.each(['//evil.test/x', '/\\evil.test/x', '\\\\evil.test/x', '/\t/evil.test/x', 'javascript:alert(1)', 'data:text/html,x'])(
    '%s never leaves for another site',
    (value) => {
      expect(pageLink(value, page)).toBeNull();
    },
  );

  it('keeps pages of this site and http(s) addresses', () => {
    expect(pageLink('checkout.html', page)).toBe('https://organizer.test/runs/checkout.html');
    expect(pageLink('/cart', page)).toBe('https://organizer.test/cart');
    expect(pageLink('https://pay.test/c', page)).toBe('https://pay.test/c');
  });
});
