import { widget } from '../../src/runtime/widget';
import photosCss from '../../src/parts/photos/photos.css?inline';
import css from './gallery.css?inline';
import { EventGalleryView } from './EventGalleryView';
import { eventGalleryRoom } from '../../src/runtime/rooms';

export type { EventGalleryProps, GalleryTab, AddDetail, ErrorDetail } from './types';

export const EventGallery = widget('racelens-event-gallery', EventGalleryView, {
  room: eventGalleryRoom,
  // The PRODUCT.md §errors-cart cart messages are repeated in the gallery area (gallery.duplicate,
  // .addError) so the first gallery on a page does not load the whole cart catalogue (50 KB
  // budget).
  areas: ['gallery'],
  styles: [photosCss, css],
});
