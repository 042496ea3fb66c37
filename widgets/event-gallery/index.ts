import { widget } from '../../src/runtime/widget';
import { descriptor } from './descriptor.generated';
import photosCss from '../../src/parts/photos/photos.css?inline';
import css from './gallery.css?inline';
import { EventGalleryView } from './EventGalleryView';

export type { EventGalleryProps, GalleryTab, GalleryAddDetail, GalleryErrorDetail } from './types';

export const EventGallery = widget(descriptor, EventGalleryView, { styles: [photosCss, css] });
