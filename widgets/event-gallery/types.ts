/**
 * The public contract of <racelens-event-gallery>: its props and event details, shipped as types to hosts
 * (racelens/react and the tag typings). Type-only and free of imports, so the shipped
 * declarations resolve without this package's internals.
 */
export type GalleryTab = 'all' | 'reports' | 'mine' | 'video';

export interface AddDetail {
  /** `PhotosWithMe`, `Photo`, `Frame`, `Promocode`, `PhotosWithFrame`, `FullVideo` or `Gift`. */
  productType: string;
  productId: number | string;
  photoId?: number | string;
  videoId?: number | string;
}

export interface ErrorDetail extends AddDetail {
  status: number;
  code: string;
  message: string;
}

export interface EventGalleryProps {
  eventId?: number;
  tab?: GalleryTab;
  onAdd?: (detail: AddDetail) => void;
  onError?: (detail: ErrorDetail) => void;
}
