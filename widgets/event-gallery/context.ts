/** What every part of one gallery shares: its event, products, cart lines and buy actions. */
import { createContext, useContext } from 'react';
import type { CartItem, Event, Id, Photo, Product } from '../../src/api/schemas';
import type { Buy } from './use-buy';

export interface Gallery {
  event: Event;
  products: Product[];
  /** This event's lines in the shared cart. */
  lines: CartItem[];
  /** The participant's photos of this event, found by a search on this page. */
  myPhotos: Photo[];
  /** The start number behind `myPhotos`, when the search was by bib. */
  startNumber: string | undefined;
  buy: Buy;
  /** Opens the frame product page, with a photo already chosen or not. */
  openFrame(photoId?: Id): void;
  showTab(tab: 'video' | 'mine'): void;
  price(amount: number): string;
  /**
   * The first photos are on the screen (or the wait is over): what is not on the first screen
   * (the viewer, the page's search) loads after them instead of sharing the phone's link with them.
   */
  settled: boolean;
  /** Told by the grid when its first thumbnails have loaded. */
  firstPhotosShown(): void;
}

export const GalleryContext = createContext<Gallery | null>(null);

export function useGallery(): Gallery {
  const gallery = useContext(GalleryContext);
  if (!gallery) throw new Error('useGallery() outside an event gallery');
  return gallery;
}
