/**
 * Adding to the cart from the gallery: one function per product type, each a store action
 * (PRODUCT.md §entities-cart), with the PRODUCT.md §validation-duplicate duplicate check first, the
 * PRODUCT.md §errors-cart messages after, the host page's onAdd/onError events, and the sale
 * snackbar once the package became the deal.
 */
import { useRef, useState } from 'react';
import type { ApiError, Result } from '../../src/api/http';
import { type Event, hostDetail, type Id, type Product } from '../../src/api/schemas';
import { useStore } from '../../src/runtime/use-store';
import type { Translate } from '../../src/runtime/use-translation';
import { useValue } from '../../src/runtime/use-value';
import { mutation } from '../../src/store/base/mutation';
import { addFailureReason, isCovered, linesOfEvent, packageOffer } from './buying';
import type { GalleryAddDetail, GalleryErrorDetail } from './types';

export type { GalleryAddDetail, GalleryErrorDetail } from './types';

export interface BuyMessage {
  tone: 'success' | 'error';
  text: string;
}

/** One add: the cart's call and what is said when it ends, unless `signal` gave it up. */
type Add = (signal: AbortSignal) => Promise<Result<unknown>>;

/** The snackbar shows once per event and page, however often the gallery re-mounts. */
const saleShown = new Set<string>();

export function useBuy(
  event: Event | null,
  t: Translate,
  hooks: { onAdd?: (d: GalleryAddDetail) => void; onError?: (d: GalleryErrorDetail) => void; packageProduct?: Product },
) {
  const store = useStore();
  const [message, setMessage] = useState<BuyMessage | null>(null);
  const [sale, setSale] = useState(false);
  /**
   * The adds, one write (src/store/base/mutation.ts): a new add, Cancel and the 10 s notice's
   * "Try again" each give up the add under way (its signal aborts), whose end then says nothing:
   * the tap that gave it up did.
   */
  const [adds] = useState(() => mutation<Add, unknown, ApiError, Result<unknown>>((add, signal) => add(signal)));
  /** The add under way, by its key (the button that shows busy). */
  const adding = useRef<string | null>(null);
  const busy = useValue(adds.state).status === 'pending' ? adding.current : null;

  /** What is added, in the host's detail shape (its ids leave in the platform's form: hostDetail). */
  function run(detail: GalleryAddDetail & { productId: Id; photoId?: Id; videoId?: Id }, call: () => Promise<Result<unknown>>) {
    if (!event) return;
    const lines = linesOfEvent(store.cart.cart.value, event.eventId);
    const coverable = detail.productType === 'Photo' || detail.productType === 'Frame';
    if (coverable && detail.photoId != null && isCovered(lines, detail.productType as 'Photo' | 'Frame', detail.photoId)) {
      setMessage({ tone: 'error', text: t('gallery.duplicate') });
      hooks.onError?.(hostDetail({ ...detail, status: 409, code: 'Duplicate', message: t('gallery.duplicate') }));
      return;
    }
    adding.current = `${detail.productType}:${detail.photoId ?? detail.videoId ?? detail.productId}`;
    setMessage(null);
    adds.cancel();
    return adds.run(async (signal) => {
      const result = await call();
      if (signal.aborted || (!result.ok && result.error.code === 'Aborted')) return result;
      if (result.ok) {
        setMessage({ tone: 'success', text: t('product.added') });
        hooks.onAdd?.(hostDetail(detail));
        const offer = packageOffer(linesOfEvent(store.cart.cart.value, event.eventId), hooks.packageProduct);
        if (offer && !saleShown.has(event.eventId)) {
          saleShown.add(event.eventId);
          setSale(true);
        }
      } else {
        const failure = store.cart.addItemError.value ?? { status: result.error.status, code: result.error.code, key: 'cart.addError' };
        const text = failure.key === 'cart.duplicate' ? t('gallery.duplicate') : `${t('gallery.addError')} ${t(addFailureReason(failure))}`;
        setMessage({ tone: 'error', text });
        hooks.onError?.(hostDetail({ ...detail, status: failure.status, code: failure.code, message: text }));
      }
      return result;
    });
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
      adds.cancel();
      store.cart.cancelWrites();
    },
    /** Gives up the add under way and sends the same add again. */
    retry() {
      store.cart.cancelWrites();
      setMessage(null);
      void adds.retry();
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
