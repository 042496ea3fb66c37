// The shipped declarations under TypeScript's older `moduleResolution: node` (node10), which
// reads no `exports`: package.json's `types` and `typesVersions` lead it to them (older Next.js
// and Angular setups).
import type { LoaderApi, PageConfig, RacelensEventGalleryElement } from 'racelens';
import type {} from 'racelens/elements';
import type {} from 'racelens/jsx';
import type {} from 'racelens/photo-search';
import type { CartDrawer, EventGalleryProps } from 'racelens/react';

export type Checked = [LoaderApi, PageConfig, RacelensEventGalleryElement, typeof CartDrawer, EventGalleryProps];
export const search = (): HTMLElementTagNameMap['racelens-photo-search'] | null => document.querySelector('racelens-photo-search');
