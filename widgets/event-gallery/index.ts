import { widget } from '../../src/runtime/widget';
import photosCss from '../../src/parts/photos/photos.css?inline';
import css from './gallery.css?inline';
import { EventGalleryView } from './EventGalleryView';
import { descriptor } from './descriptor.generated';

export type { EventGalleryProps, GalleryTab, GalleryAddDetail, GalleryErrorDetail } from './types';

export const EventGallery = widget(descriptor, EventGalleryView, [photosCss, css]);
