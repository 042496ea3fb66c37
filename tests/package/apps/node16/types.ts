// The shipped declarations under Node's own module resolution (no bundler), as a library or a
// server-rendering host type-checks them.
import type { LoaderApi, PageConfig, RacelensEventGalleryElement } from 'racelens';
import type {} from 'racelens/jsx';
import type { CartDrawer, EventGalleryProps } from 'racelens/react';

export type Checked = [LoaderApi, PageConfig, RacelensEventGalleryElement, typeof CartDrawer, EventGalleryProps];
export const gallery = (): RacelensEventGalleryElement | null => document.querySelector('racelens-event-gallery');
