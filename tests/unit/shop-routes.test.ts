/**
 * The shop's client routes (PRODUCT.md §routes-table): parameters decoded; a malformed escape
 * matches nothing, so the shop goes home.
 */
import { describe, expect, it } from 'vitest';
import { match } from '../../widgets/shop/routes';

describe('shop routes', () => {
  it('decodes route parameters', () => {
    expect(match('/event/101')).toMatchObject({ route: { name: 'event' }, params: { id: '101' } });
    expect(match('/search/101/a%20b/video')).toMatchObject({ route: { name: 'search-from-url-video' }, params: { id: '101', number: 'a b' } });
  });

  it('a malformed escape in any part matches no route (the router then goes home)', () => {
    for (const path of ['/event/%ZZ', '/%ZZ', '/event/%25ZZ', '/event/%E0%A4%A', '/search/101/%/video', '/order/%C0', '/event/1%2F2'])
      expect(match(path), path).toBeNull();
  });
});
