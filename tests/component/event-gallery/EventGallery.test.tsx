/**
 * The gallery's view with the real page runtime and store; only fetch is replaced. Shows what
 * another widget's search does to it: the shared store fills "My photos" without a reload.
 */
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/preact';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { getPage, resetPage } from '../../../src/runtime/page';
import { searchOf } from '../../../src/store/search';
import { EventGallery } from '../../../widgets/event-gallery';
import { riga2026 } from '../event-fixture';

const API = 'https://platform.test';
const event = { ...riga2026 };
const photo = (n: number) => ({
  photoId: String(10100000 + n),
  albumId: '10100',
  url: `${API}/p${n}.svg`,
  thumbnailUrl: `${API}/t${n}.svg`,
  width: 3,
  height: 2,
});
const product = (id: number, productType: string, title: string, price: number) => ({
  id,
  catalogId: 1101,
  title,
  productType,
  price,
  currencyId: 978,
  state: 'InCatalog',
});

const answers: Record<string, unknown> = {
  '/public/photo-service/api/v1/events/101': event,
  '/public/photo-service/api/v1/photos': { items: [photo(1), photo(2), photo(3)], total: 3, count: 3 },
  '/public/catalog-service/api/v1/catalog/products': {
    items: [product(1, 'Photo', 'Digital photo', 6.9), product(3, 'PhotosWithMe', 'All my photos', 29.9)],
    total: 2,
  },
};

beforeEach(() => {
  globalThis.fetch = async (input: RequestInfo | URL) => {
    const url = new URL(typeof input === 'string' ? input : input instanceof URL ? input.href : input.url);
    // A recognized person's photos: two of this album, one of another.
    const body =
      url.searchParams.get('personId') === 'p7'
        ? { items: [photo(2), photo(3), { ...photo(9), albumId: '99999' }], total: 3, count: 3 }
        : answers[url.pathname];
    return body
      ? new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': 'application/json' } })
      : new Response(JSON.stringify({ code: 'NotFound' }), { status: 404, headers: { 'content-type': 'application/json' } });
  };
  (window as unknown as { Racelens: unknown }).Racelens = { config: { api: API, lang: 'en' } };
  resetPage();
});
afterEach(() => {
  cleanup();
  resetPage();
});

describe('<EventGallery>', () => {
  it('shows the event, its products in euros and its tabs', async () => {
    render(<EventGallery eventId={101} />);
    // The first render of the file loads the gallery's modules: slower on a busy machine.
    expect(await screen.findByRole('heading', { name: 'Riga City Run 2026' }, { timeout: 3000 })).toBeTruthy();
    expect(await screen.findByText('€29.90', {}, { timeout: 3000 })).toBeTruthy();
    expect(screen.getByRole('tab', { name: 'All photos' }).getAttribute('aria-selected')).toBe('true');
    expect(await screen.findByRole('img', { name: 'Photo 1 of 3' })).toBeTruthy();
  });

  it('fills "My photos" as soon as a search on the same page finds the participant', async () => {
    render(<EventGallery eventId={101} tab="mine" />);
    expect(await screen.findByText('Find yourself to see your photos here')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Find your photos' })).toBeTruthy();

    // What <racelens-photo-search> does through the shared store when a face is recognized.
    const found = await searchOf(getPage().store).searchPhotos(
      { eventId: '101', albumId: '10100', searchType: 'surname', name: event.name },
      { personId: 'p7' },
    );
    expect(found.ok).toBe(true);

    expect(await screen.findByRole('img', { name: 'Photo 2 of 2' })).toBeTruthy();
    expect(await screen.findByRole('button', { name: 'Buy all my photos for €29.90' })).toBeTruthy();
    expect(screen.queryByText('Find yourself to see your photos here')).toBeNull();
  });

  it('says when the event does not exist', async () => {
    render(<EventGallery eventId={999} />);
    expect(await screen.findByText('This event was not found')).toBeTruthy();
  });

  it('switches tabs with the keyboard', async () => {
    render(<EventGallery eventId={101} />);
    const all = await screen.findByRole('tab', { name: 'All photos' });
    fireEvent.keyDown(all, { key: 'ArrowRight' });
    await waitFor(() => expect(screen.getByRole('tab', { name: 'Photo reports' }).getAttribute('aria-selected')).toBe('true'));
    expect(await screen.findByText('There are no photo reports yet')).toBeTruthy();
  });
});
