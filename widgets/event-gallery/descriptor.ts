/** The event gallery: the one place its tag, attributes, events, parts and room are written (src/runtime/descriptor.ts). */
import { describeWidget, headingLevelAttribute } from '../../src/runtime/descriptor.ts';

const added = '{ productType: string, productId: number | string, photoId?: number | string, videoId?: number | string';

export default describeWidget({
  tag: 'racelens-event-gallery',
  component: 'EventGallery',
  title: 'Event gallery',
  summary: 'All photos, photo reports and videos of an event, with its products and the cart.',
  description:
    'One event: its products with prices, tabs for all photos, photo reports, my photos (from a search on the same page) and videos, a full-screen photo viewer, adding photos, framed photos, the packages, gifts and videos to the cart, and the package offer.',
  room: { minHeight: '480px' },
  // The cart messages the gallery shows are repeated in its own area (gallery.duplicate,
  // .addError), so the first gallery on a page does not load the whole cart catalogue.
  areas: ['gallery'],
  attributes: {
    eventId: { type: 'number', description: 'The event id. Unknown ids show "This event was not found".' },
    tab: {
      type: 'string',
      values: ['all', 'reports', 'mine', 'video'],
      default: 'all',
      description: 'The tab shown first: `all` (default), `reports`, `mine` or `video`. Anything else means `all`.',
    },
    headingLevel: headingLevelAttribute,
  },
  events: {
    onAdd: {
      when: 'An item was added to the cart. `productType` is one of `PhotosWithMe`, `Photo`, `Frame`, `Promocode`, `PhotosWithFrame`, `FullVideo`, `Gift`.',
      detail: `${added} }`,
    },
    onError: {
      when: 'An add was refused: already in the cart (`status` 409, `code` `Duplicate`) or the platform said no. `message` is the text the visitor saw.',
      detail: `${added}, status: number, code: string, message: string }`,
    },
  },
  parts: {
    'photo-grid': 'A grid of photos.',
    photo: 'One photo in a grid.',
    gallery: "The gallery's main block.",
    products: 'The products bar with prices.',
    offer: 'The package offer banner.',
    snackbar: 'The sale snackbar.',
    reports: 'The photo reports list.',
    videos: "The event's videos.",
    'frame-page': 'The framed-photo product page.',
  },
  lazyParts: ['../../src/parts/photos/PhotoViewer', 'page-search', 'FramePage', 'VideoTab', 'ReportsTab'],
  types: {
    GalleryTab: "`'all' | 'reports' | 'mine' | 'video'`.",
    GalleryAddDetail: '`detail` of `onAdd`.',
    GalleryErrorDetail: "`detail` of `EventGallery`'s `onError`.",
  },
});
