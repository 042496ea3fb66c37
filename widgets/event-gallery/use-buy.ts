/**
 * Adding to the cart from the gallery: one function per product type, each a store action
 * (PRODUCT.md §entities-cart), with the PRODUCT.md §validation-duplicate duplicate check first, the
 * PRODUCT.md §errors-cart messages after, the host page's onAdd/onError events, and the sale
 * snackbar once the package became the deal.
 */
import { useRef, useState } from 'react';
import type { Result } from '../../src/api/http';
import { type Event, hostDetail, type Id, type Product } from '../../src/api/schemas';
import { useStore } from '../../src/runtime/use-store';
import type { Translate } from '../../src/runtime/use-translation';
import { addFailureReason, isCovered, linesOfEvent, packageOffer } from './buying';
import type { GalleryAddDetail, GalleryErrorDetail } from './types';

export type { GalleryAddDetail, GalleryErrorDetail } from './types';

export interface BuyMessage {
  tone: 'success' | 'error';
  text: string;
}

/** The snackbar shows once per event and page, however often the gallery re-mounts. */
const saleShown = new Set<string>();

export function useBuy(
  event: Event | null,
  t: Translate,
  hooks: { onAdd?: (d: GalleryAddDetail) => void; onError?: (d: GalleryErrorDetail) => void; packageProduct?: Product },
) {
  const store = useStore();
  const [message, setMessage] = useState<BuyMessage | null>(null);
  const [busy, setBusy] = useState<string | null>(null);
  const [sale, setSale] = useState(false);
  /** The add under way (its number) and how to send it again: the 10 s notice's "Try again". */
  const current = useRef<{ round: number; again: () => Promise<void> }>({ round: 0, again: async () => {} });

  /** What is added, in the host's detail shape (its ids leave in the platform's form: hostDetail). */
  async function run(detail: GalleryAddDetail & { productId: Id; photoId?: Id; videoId?: Id }, call: () => Promise<Result<unknown>>) {
    if (!event) return;
    const key = `${detail.productType}:${detail.photoId ?? detail.videoId ?? detail.productId}`;
    const lines = linesOfEvent(store.cart.cart.value, event.eventId);
    const coverable = detail.productType === 'Photo' || detail.productType === 'Frame';
    if (coverable && detail.photoId != null && isCovered(lines, detail.productType as 'Photo' | 'Frame', detail.photoId)) {
      setMessage({ tone: 'error', text: t('gallery.duplicate') });
      hooks.onError?.(hostDetail({ ...detail, status: 409, code: 'Duplicate', message: t('gallery.duplicate') }));
      return;
    }
    const round = ++current.current.round;
    current.current.again = () => run(detail, call);
    setBusy(key);
    setMessage(null);
    const result = await call();
    // An add given up (Cancel, or "Try again" sending it anew) says nothing: the notice's tap did.
    if (round !== current.current.round) return;
    setBusy(null);
    if (!result.ok && result.error.code === 'Aborted') return;
    if (result.ok) {
      setMessage({ tone: 'success', text: t('product.added') });
      hooks.onAdd?.(hostDetail(detail));
      const offer = packageOffer(linesOfEvent(store.cart.cart.value, event.eventId), hooks.packageProduct);
      if (offer && !saleShown.has(event.eventId)) {
        saleShown.add(event.eventId);
        setSale(true);
      }
      return;
    }
    const failure = store.cart.addItemError.value ?? { status: result.error.status, code: result.error.code, key: 'cart.addError' };
    const text = failure.key === 'cart.duplicate' ? t('gallery.duplicate') : `${t('gallery.addError')} ${t(addFailureReason(failure))}`;
    setMessage({ tone: 'error', text });
    hooks.onError?.(hostDetail({ ...detail, status: failure.status, code: failure.code, message: text }));
  }

  const cart = store.cart;
  const eventId = event?.eventId;
  return {
    message,
    busy,
    sale,
    closeSale: () => setSale(false),
    /** Gives up the add under way; the cart then shows what the platform holds. */
    cancel() {
      current.current.round++;
      setBusy(null);
      store.cart.cancelWrites();
    },
    /** Gives up the add under way and sends the same add again. */
    retry() {
      const { again } = current.current;
      store.cart.cancelWrites();
      void again();
    },
    clearMessage: () => setMessage(null),
    /** A single photo or a framed one. */
    addPhoto: (product: Product, photoId: Id) =>
      run({ productType: product.productType, productId: product.id, photoId }, () => cart.addItem(product, { photoId }, eventId)),
    addVideo: (product: Product, videoId: Id) =>
      run({ productType: product.productType, productId: product.id, videoId }, () => cart.addItem(product, { videoId }, eventId)),
    /** A gift or a voucher: a line of its own, nothing to choose. */
    addPlain: (product: Product) => run({ productType: product.productType, productId: product.id }, () => cart.addItem(product, {}, eventId)),
    addPackage: (product: Product, photoIds: Id[], startNumber?: string) =>
      run({ productType: product.productType, productId: product.id }, () => cart.addPackage(product, photoIds, startNumber, eventId)),
  };
}
export type Buy = ReturnType<typeof useBuy>;
