import { describe, expect, it } from 'vitest';
import { ThemeImageList } from '../../src/api/schemas/themes';
import { client, svc, wire } from './helpers';

const api = client();
const images = (query = '', headers: Record<string, string> = {}) => api.get(svc('themes-service', `/themeImages${query}`), { headers });

describe('themes-service GET /themeImages', () => {
  it('defaults to the MySport theme', async () => {
    const res = await images();
    expect(res.status).toBe(200);
    const list = wire(ThemeImageList, res.body);
    expect(list.total).toBeGreaterThanOrEqual(3);
    expect(list.items.every((i) => i.themeId === 'MySport')).toBe(true);
  });

  it.each(['MySport', 'running-series', 'trail-cup'])('answers images of %s that load as SVG', async (themeId) => {
    const list = wire(ThemeImageList, (await images(`?themeId=${themeId}&offset=0&count=50`)).body);
    expect(list.items.map((i) => i.kind)).toEqual(expect.arrayContaining(['hero', 'logo', 'logoSmall']));
    const image = await fetch(list.items[0]!.url);
    expect(image.status).toBe(200);
    expect(image.headers.get('content-type')).toContain('image/svg+xml');
  });

  it('pages with offset and count, and localises titles by Accept-Language', async () => {
    const page = wire(ThemeImageList, (await images('?themeId=trail-cup&offset=1&count=2')).body);
    expect(page.items).toHaveLength(2);
    expect(page.total).toBe(5);
    const de = wire(ThemeImageList, (await images('?themeId=MySport', { 'Accept-Language': 'de-DE,de;q=0.9,en;q=0.5' })).body);
    expect(de.items.find((i) => i.kind === 'hero')!.title).toBe('Finde deine Wettkampffotos');
    const fallback = wire(ThemeImageList, (await images('?themeId=MySport', { 'Accept-Language': 'cs' })).body);
    expect(fallback.items.find((i) => i.kind === 'hero')!.title).toBe('Find your race photos');
  });

  it('answers an empty list for an unknown theme', async () => {
    expect(wire(ThemeImageList, (await images('?themeId=unknown')).body)).toEqual({ items: [], total: 0 });
  });
});
