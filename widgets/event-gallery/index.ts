import photosCss from '../../src/parts/photos/photos.css?inline';
import { widget } from '../../src/runtime/widget';
import { descriptor } from './descriptor.generated';
import { EventGalleryView } from './EventGalleryView';
import css from './gallery.css?inline';

// The cart messages are repeated in the gallery area (gallery.duplicate, .addError) so the first
// gallery on a page does not load the whole cart catalogue (PRODUCT.md §errors-cart; 50 KB budget).
export const EventGallery = widget(descriptor, EventGalleryView, [photosCss, css]);
