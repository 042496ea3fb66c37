import { describe, expect, it } from 'vitest';
import { isShopPath, isWebAddress, webAddress, webUrl } from '../../src/links/safe-url';
import { SHOP_ROUTES, shopPath, type ShopRoute } from '../../src/links/shop-paths';
import { match } from '../../widgets/shop/routes';

describe('shop paths', () => {
  it('encodes every part, so a bib with a space or a slash stays one part', () => {
    expect(shopPath('search-from-url', { id: 101, number: 'A 12/3' })).toBe('/search/101/A%2012%2F3');
    expect(shopPath('order-paid', { id: 'ab#c' })).toBe('/order/ab%23c');
  });

  it('adds the query without empty values', () => {
    expect(shopPath('search', {}, { event: 101 })).toBe('/search?event=101');
    expect(shopPath('search', {}, { event: '' })).toBe('/search');
    expect(shopPath('checkout', {}, { cart: null })).toBe('/order');
  });

  it('builds, for every route of the table, a path the shop’s router takes back to that route with the same values', () => {
    for (const route of Object.keys(SHOP_ROUTES) as ShopRoute[]) {
      const names = [...SHOP_ROUTES[route].matchAll(/:(\w+)/g)].map((m) => m[1]!);
      const params = Object.fromEntries(names.map((name, i) => [name, `v ${i}ü`]));
      const path = (shopPath as (r: ShopRoute, p: Record<string, string>) => string)(route, params);
      const found = match(path);
      expect(found?.route.name, path).toBe(route);
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
    expect(isWebAddress('HTTPS://shop.test')).toBe(true);
    expect(isWebAddress('/order/1')).toBe(false);
  });
});
