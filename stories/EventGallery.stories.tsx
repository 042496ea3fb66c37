/**
 * <racelens-event-gallery> in each of its states, as the custom element organizers paste, with
 * the platform answered by the story (stories/support/platform.ts): loading, empty, photos of a
 * big event, photo reports, videos and 'No Videos Found', the frame page with its preview and
 * an expired token, adding to the cart (with the cart button's badge beside it) and its failure,
 * prices not loaded, an unknown event and photos not loaded.
 */
import type { Meta, StoryObj } from '@storybook/preact-vite';
import { expect, userEvent } from 'storybook/test';
import '../widgets/event-gallery/element';
import '../widgets/cart-drawer/element';
import type { CartItem } from '../examples/sandbox/wire';
import type { ProductType } from '../src/api/schemas';
import { line } from '../tests/fixtures/cart';
import { find, inside, widget } from './support/dom';
import { fail, type Handler, json, pending, setupStory } from './support/platform';

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

const photos =
  (total: number): Handler =>
  ({ url }) => {
    const offset = Number(url.searchParams.get('offset') ?? 0);
    const count = Number(url.searchParams.get('count') ?? 20);
    const items = Array.from({ length: Math.max(0, Math.min(count, total - offset)) }, (_, i) => {
      const n = offset + i + 1;
      return {
        photoId: EVENT_ID * 100000 + n,
        albumId: ALBUM,
        url: picture(`#${n}`, (n * 37) % 360, 1200, 800),
        thumbnailUrl: picture(`#${n}`, (n * 37) % 360),
        width: 1200,
        height: 800,
      };
    });
    return json({ items, total, count: items.length });
  };

const product = (id: number, productType: string, title: string, price: number) => ({
  id,
  catalogId: CATALOG,
  title,
  productType,
  price,
  currencyId: 978,
  state: 'InCatalog',
});
const PRODUCTS = [
  product(110101, 'Photo', 'Digital photo', 6.9),
  product(110102, 'Frame', 'Framed photo', 9.9),
  product(110103, 'PhotosWithMe', 'All my photos', 29.9),
  product(110104, 'PhotosWithFrame', 'All my photos with frame', 39.9),
  product(110105, 'FullVideo', 'Personal finish video', 14.9),
  product(110106, 'Gift', 'Finisher certificate (free gift)', 0),
];
const products = json({ items: PRODUCTS, total: PRODUCTS.length });
const videos = (count: number) =>
  json({
    items: [
      {
        videoId: 'v1',
        albumId: ALBUM,
        title: 'Start of the 10K',
        url: 'https://example.com/start.mp4',
        posterUrl: picture('Start', 120, 320, 180),
        durationSec: 95,
        kind: 'event',
      },
      {
        videoId: 'v2',
        albumId: ALBUM,
        title: 'Finish highlights',
        url: 'https://example.com/finish.mp4',
        posterUrl: picture('Finish', 280, 320, 180),
        durationSec: 180,
        kind: 'event',
      },
    ].slice(0, count),
    total: count,
  });
const framed = () =>
  new Response(decodeURIComponent(picture('In the frame', 40, 600, 450).split(',')[1]!), { status: 200, headers: { 'content-type': 'image/svg+xml' } });

/** The lines the story's platform has put into cart s1 (set back for each story). */
let inCart: CartItem[] = [];
const cart = () => {
  const total = inCart.reduce((sum, item) => sum + item.price, 0);
  return {
    shoppingCartId: 's1',
    state: 'Updated',
    currencyId: 978,
    amount: total,
    totalAmount: total,
    customer: null,
    orderId: null,
    items: inCart,
    promotionalCodes: [],
    attributes: [],
  };
};
const addToCart: Handler = ({ body }) => {
  // The widget sends the id back as text (its ids are strings); the platform takes either.
  const { productId } = body as { productId: string | number };
  const item = (PRODUCTS.find((p) => String(p.id) === String(productId)) ?? PRODUCTS[0])!;
  inCart = [
    ...inCart,
    line(`s1-${inCart.length + 1}`, item.title, item.productType as ProductType, item.price, {
      product: { id: productId, title: item.title, productType: item.productType as ProductType },
      catalog: { catalogId: CATALOG, title: 'Riga City Run 2026', eventId: EVENT_ID },
    }),
  ];
  return json(null, 204);
};

interface Args {
  tab: 'all' | 'reports' | 'mine' | 'video';
  /** The cart button beside the gallery, as on an organizer's page. */
  withCartButton: boolean;
  routes: Record<string, Handler>;
}

const base = (photoCount: number): Record<string, Handler> => ({
  [`GET photo-service /events/${EVENT_ID}`]: () => json(event(photoCount)),
  'GET photo-service /photos': photos(photoCount),
  'GET photo-service /videos': () => videos(2),
  'GET catalog-service /catalog/products': () => products,
  'GET frame-service /photos': framed,
  'POST cart-service /shoppingCarts': () => json(cart(), 201),
  'PATCH cart-service /shoppingCarts/s1/attributes': () => json(null, 204),
  'POST cart-service /shoppingCarts/s1/items': addToCart,
  'GET cart-service /shoppingCarts/s1': () => json(cart()),
});

const gallery = (canvas: HTMLElement) => widget(canvas, 'racelens-event-gallery');

/** Picks a photo for the frame product: the frame page opens, then the photo goes in the frame. */
const openFrameWithPhoto = async (canvas: HTMLElement) => {
  const q = inside(await gallery(canvas));
  await userEvent.click(await q.findByRole('button', { name: 'Select Photo: Framed photo' }));
  await userEvent.click(await find(await gallery(canvas), '.rl-frame .rl-grid__button'));
  return q;
};

const meta: Meta<Args> = {
  title: 'Widgets/Event gallery',
  args: { tab: 'all', withCartButton: false, routes: base(240) },
  argTypes: { tab: { control: 'select', options: ['all', 'reports', 'mine', 'video'] }, routes: { table: { disable: true } } },
  render: ({ tab, withCartButton, routes }) => {
    inCart = [];
    setupStory({ lang: 'en', routes });
    return (
      <div>
        {withCartButton ? <racelens-cart-drawer /> : null}
        <racelens-event-gallery event-id={EVENT_ID} tab={tab} />
      </div>
    );
  },
};
export default meta;
type Story = StoryObj<Args>;

export const Loading: Story = {
  args: { routes: { ...base(240), [`GET photo-service /events/${EVENT_ID}`]: pending } },
  play: async ({ canvasElement }) => {
    await expect(await inside(await gallery(canvasElement)).findByRole('progressbar', { name: 'Loading…' })).toBeInTheDocument();
  },
};
export const Photos: Story = {
  play: async ({ canvasElement }) => {
    const q = inside(await gallery(canvasElement));
    await expect(await q.findByRole('heading', { name: 'Riga City Run 2026' })).toBeVisible();
    await expect(await q.findByRole('tab', { name: 'All photos', selected: true })).toBeVisible();
    await find(await gallery(canvasElement), '.rl-grid__button');
  },
};
export const TenThousandPhotos: Story = {
  args: { routes: base(10_000) },
  play: async ({ canvasElement }) => {
    const root = await gallery(canvasElement);
    await find(root, '.rl-grid__button');
    // The grid is windowed: a big event keeps the DOM small.
    await expect(root.querySelectorAll('*').length).toBeLessThan(300);
  },
};
export const Empty: Story = {
  args: { routes: base(0) },
  play: async ({ canvasElement }) => {
    await expect(await inside(await gallery(canvasElement)).findByText('There are no photos yet')).toBeVisible();
  },
};
export const PhotoReports: Story = {
  args: { tab: 'reports' },
  play: async ({ canvasElement }) => {
    const q = inside(await gallery(canvasElement));
    await expect(await q.findByText('Start and first kilometre')).toBeVisible();
    await expect(q.getByText('Photographer: Jānis Kalniņš')).toBeVisible();
  },
};
export const MyPhotosBeforeASearch: Story = {
  args: { tab: 'mine' },
  play: async ({ canvasElement }) => {
    await expect(await inside(await gallery(canvasElement)).findByText('Find yourself to see your photos here')).toBeVisible();
  },
};
export const Videos: Story = {
  args: { tab: 'video' },
  play: async ({ canvasElement }) => {
    await expect(await inside(await gallery(canvasElement)).findByText('Finish highlights')).toBeVisible();
  },
};
export const NoVideos: Story = {
  args: { tab: 'video', routes: { ...base(240), 'GET photo-service /videos': () => videos(0) } },
  play: async ({ canvasElement }) => {
    await expect(await inside(await gallery(canvasElement)).findByText('No Videos Found')).toBeVisible();
  },
};
export const FramePreview: Story = {
  play: async ({ canvasElement }) => {
    const q = await openFrameWithPhoto(canvasElement);
    await expect(await q.findByRole('img', { name: 'Your photo in the frame' })).toBeVisible();
  },
};
export const FramePreviewExpired: Story = {
  args: { routes: { ...base(240), 'GET frame-service /photos': () => fail(401, 'TokenExpired') } },
  play: async ({ canvasElement }) => {
    const q = await openFrameWithPhoto(canvasElement);
    await expect(await q.findByText('The preview has expired. Search for your photos again to see it.')).toBeVisible();
  },
};
export const AddToCart: Story = {
  args: { withCartButton: true },
  play: async ({ canvasElement }) => {
    const q = inside(await gallery(canvasElement));
    const cartButton = inside(await widget(canvasElement, 'racelens-cart-drawer'));
    await expect(await cartButton.findByRole('button', { name: 'Cart, 0 items' })).toBeVisible();
    await userEvent.click(await q.findByRole('button', { name: 'Add to cart: Finisher certificate (free gift)' }));
    await expect(await q.findByText('Added to the cart')).toBeVisible();
    // The cart button elsewhere on the page counts the new line.
    await expect(await cartButton.findByRole('button', { name: 'Cart, 1 item' })).toBeVisible();
    await expect(inCart.map((item) => item.product.title)).toEqual(['Finisher certificate (free gift)']);
  },
};
export const AddToCartFailed: Story = {
  args: { routes: { ...base(240), 'POST cart-service /shoppingCarts/s1/items': () => fail(500, 'SandboxFault') } },
  play: async ({ canvasElement }) => {
    const q = inside(await gallery(canvasElement));
    await userEvent.click(await q.findByRole('button', { name: 'Add to cart: Finisher certificate (free gift)' }));
    await expect(await q.findByRole('alert')).toHaveTextContent(/^Error adding an item to the Cart:/);
  },
};
export const PricesNotLoaded: Story = {
  args: { routes: { ...base(240), 'GET catalog-service /catalog/products': () => fail(503, 'SandboxFault') } },
  play: async ({ canvasElement }) => {
    const q = inside(await gallery(canvasElement));
    await expect(await q.findByText('The prices could not be loaded')).toBeVisible();
    await expect(q.getByRole('button', { name: 'Try again' })).toBeVisible();
  },
};
export const EventNotFound: Story = {
  args: { routes: { ...base(240), [`GET photo-service /events/${EVENT_ID}`]: () => fail(404, 'NotFound') } },
  play: async ({ canvasElement }) => {
    await expect(await inside(await gallery(canvasElement)).findByText('This event was not found')).toBeVisible();
  },
};
export const LoadError: Story = {
  args: { routes: { ...base(240), 'GET photo-service /photos': () => fail(503, 'SandboxFault') } },
  play: async ({ canvasElement }) => {
    await expect(await inside(await gallery(canvasElement)).findByText('The photos could not be loaded')).toBeVisible();
  },
};
