/**
 * The public contract of the event gallery: its props and event details, shipped as types to hosts
 * (racelens/react and the tag typings; its tag and docs are in ./descriptor.ts). Type-only and
 * free of imports, so the shipped declarations resolve without this package's internals.
 */
export type GalleryTab = 'all' | 'reports' | 'mine' | 'video';

export interface GalleryAddDetail {
  /** `PhotosWithMe`, `Photo`, `Frame`, `Promocode`, `PhotosWithFrame`, `FullVideo` or `Gift`. */
  productType: string;
  productId: number | string;
  photoId?: number | string;
  videoId?: number | string;
}

export interface GalleryErrorDetail extends GalleryAddDetail {
  status: number;
  code: string;
  message: string;
}

export interface EventGalleryProps {
  eventId?: number;
  tab?: GalleryTab;
  onAdd?: (detail: GalleryAddDetail) => void;
  onError?: (detail: GalleryErrorDetail) => void;
}
