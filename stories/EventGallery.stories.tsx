/**
 * <racelens-event-gallery> in each of its states, as the custom element organizers paste, with
 * the platform answered by the story (stories/support/platform.ts): loading, empty, photos of a
 * big event, photo reports, videos and 'No Videos Found', the frame page with its preview and
 * an expired token, and the add-to-cart failure.
 */
import type { Meta, StoryObj } from '@storybook/preact-vite';
import '../widgets/event-gallery';
import { fail, json, pending, setupStory, type Handler } from './support/platform';

declare module 'preact' {
  namespace JSX {
    interface IntrinsicElements {
      'racelens-event-gallery': { 'event-id'?: number; tab?: string };
    }
  }
}

const EVENT_ID = 101;
const ALBUM = 10100;
const CATALOG = 1101;

/** A small generated picture, so the stories need no server and no network. */
const picture = (label: string, hue: number, width = 600, height = 400) =>
  `data:image/svg+xml,${encodeURIComponent(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}"><rect width="100%" height="100%" fill="hsl(${hue} 45% 45%)"/><text x="50%" y="55%" font-size="${height / 6}" fill="white" text-anchor="middle" font-family="sans-serif">${label}</text></svg>`,
  )}`;

const event = (photoCount: number) => ({
  eventId: EVENT_ID,
  externalEventId: 'riga-2026',
  name: 'Riga City Run 2026',
  date: '2026-05-17T08:00:00Z',
  location: 'Riga, Latvia',
  currencyId: 978,
  catalogId: CATALOG,
  albumId: ALBUM,
  competitorsListId: 2101,
  searchType: 'surname',
  isProtected: false,
  faceSearch: true,
  distances: ['5K', '10K'],
  photoCount,
  videoCount: 2,
  reports: photoCount
    ? [
        { albumId: 10101, title: 'Start and first kilometre', photographer: 'Anna Ozola', photoCount: 120, coverUrl: picture('Start', 20, 320, 213) },
        { albumId: 10102, title: 'Finish line', photographer: 'Jānis Kalniņš', photoCount: photoCount - 120, coverUrl: picture('Finish', 200, 320, 213) },
      ]
    : [],
});

const photos = (total: number): Handler => ({ url }) => {
  const offset = Number(url.searchParams.get('offset') ?? 0);
  const count = Number(url.searchParams.get('count') ?? 20);
  const items = Array.from({ length: Math.max(0, Math.min(count, total - offset)) }, (_, i) => {
    const n = offset + i + 1;
    return { photoId: EVENT_ID * 100000 + n, albumId: ALBUM, url: picture(`#${n}`, (n * 37) % 360, 1200, 800), thumbnailUrl: picture(`#${n}`, (n * 37) % 360), width: 1200, height: 800 };
  });
  return json({ items, total, count: items.length });
};

const product = (id: number, productType: string, title: string, price: number) => ({
  id, catalogId: CATALOG, title, productType, price, currencyId: 978, state: 'InCatalog',
});
const products = json({
  items: [
    product(110101, 'Photo', 'Digital photo', 6.9),
    product(110102, 'Frame', 'Framed photo', 9.9),
    product(110103, 'PhotosWithMe', 'All my photos', 29.9),
    product(110104, 'PhotosWithFrame', 'All my photos with frame', 39.9),
    product(110105, 'FullVideo', 'Personal finish video', 14.9),
    product(110106, 'Gift', 'Finisher certificate (free gift)', 0),
  ],
  total: 6,
});
const videos = (count: number) =>
  json({
    items: [
      { videoId: 'v1', albumId: ALBUM, title: 'Start of the 10K', url: 'https://example.com/start.mp4', posterUrl: picture('Start', 120, 320, 180), durationSec: 95, kind: 'event' },
      { videoId: 'v2', albumId: ALBUM, title: 'Finish highlights', url: 'https://example.com/finish.mp4', posterUrl: picture('Finish', 280, 320, 180), durationSec: 180, kind: 'event' },
    ].slice(0, count),
    total: count,
  });
const framed = () =>
  new Response(decodeURIComponent(picture('In the frame', 40, 600, 450).split(',')[1]!), { status: 200, headers: { 'content-type': 'image/svg+xml' } });

const cart = { shoppingCartId: 's1', state: 'Updated', currencyId: 978, amount: 0, totalAmount: 0, customer: null, orderId: null, items: [], promotionalCodes: [], attributes: [] };

interface Args {
  tab: 'all' | 'reports' | 'mine' | 'video';
  routes: Record<string, Handler>;
}

const base = (photoCount: number): Record<string, Handler> => ({
  [`GET photo-service /events/${EVENT_ID}`]: () => json(event(photoCount)),
  'GET photo-service /photos': photos(photoCount),
  'GET photo-service /videos': () => videos(2),
  'GET catalog-service /catalog/products': () => products,
  'GET frame-service /photos': framed,
  'POST cart-service /shoppingCarts': () => json(cart, 201),
  'PATCH cart-service /shoppingCarts/s1/attributes': () => json(null, 204),
  'POST cart-service /shoppingCarts/s1/items': () => json(null, 204),
  'GET cart-service /shoppingCarts/s1': () => json(cart),
});

/** Waits for an element inside the gallery's shadow root (stories click through like a visitor). */
async function inGallery(root: HTMLElement, selector: string): Promise<HTMLElement> {
  for (let i = 0; i < 100; i++) {
    const found = root.querySelector('racelens-event-gallery')?.shadowRoot?.querySelector<HTMLElement>(selector);
    if (found) return found;
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error(`${selector} did not appear`);
}

const openFrameWithPhoto = async ({ canvasElement }: { canvasElement: HTMLElement }) => {
  (await inGallery(canvasElement, 'button[aria-label^="Select Photo"]')).click();
  (await inGallery(canvasElement, '.rl-frame .rl-grid__button')).click();
};

const meta: Meta<Args> = {
  title: 'Widgets/Event gallery',
  args: { tab: 'all', routes: base(240) },
  argTypes: { tab: { control: 'select', options: ['all', 'reports', 'mine', 'video'] }, routes: { table: { disable: true } } },
  render: ({ tab, routes }) => {
    setupStory({ lang: 'en', routes });
    return <racelens-event-gallery event-id={EVENT_ID} tab={tab} />;
  },
};
export default meta;
type Story = StoryObj<Args>;

export const Loading: Story = { args: { routes: { ...base(240), [`GET photo-service /events/${EVENT_ID}`]: pending } } };
export const Photos: Story = {};
export const TenThousandPhotos: Story = { args: { routes: base(10_000) } };
export const Empty: Story = { args: { routes: base(0) } };
export const PhotoReports: Story = { args: { tab: 'reports' } };
export const MyPhotosBeforeASearch: Story = { args: { tab: 'mine' } };
export const Videos: Story = { args: { tab: 'video' } };
export const NoVideos: Story = { args: { tab: 'video', routes: { ...base(240), 'GET photo-service /videos': () => videos(0) } } };
export const FramePreview: Story = { play: openFrameWithPhoto };
export const FramePreviewExpired: Story = {
  args: { routes: { ...base(240), 'GET frame-service /photos': () => fail(401, 'TokenExpired') } },
  play: openFrameWithPhoto,
};
export const AddToCartFailed: Story = {
  args: { routes: { ...base(240), 'POST cart-service /shoppingCarts/s1/items': () => fail(500, 'SandboxFault') } },
  play: async ({ canvasElement }) => (await inGallery(canvasElement, 'button[aria-label^="Add to cart: Finisher"]')).click(),
};
export const EventNotFound: Story = { args: { routes: { ...base(240), [`GET photo-service /events/${EVENT_ID}`]: () => fail(404, 'NotFound') } } };
export const LoadError: Story = { args: { routes: { ...base(240), 'GET photo-service /photos': () => fail(503, 'SandboxFault') } } };
