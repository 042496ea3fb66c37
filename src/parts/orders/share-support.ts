/**
 * Whether this browser can share (PRODUCT.md §routes-order-share): small and without imports, so
 * the order's items can keep a share button's room before the share parts' code arrives
 * (OrderItems.tsx), and the share parts decide the same way once it has.
 */
const probe = () => new File([new Uint8Array(1)], 'probe.jpg', { type: 'image/jpeg' });

/** Sharing a JPEG is possible here (the Web Share API with files: Safari on iOS, Chrome on Android). */
export function canShareFiles(): boolean {
  if (typeof navigator === 'undefined' || typeof navigator.canShare !== 'function') return false;
  try {
    return navigator.canShare({ files: [probe()] });
  } catch {
    return false;
  }
}

/** Some share sheet exists (a link can be shared even where files cannot). */
export const canShareAtAll = (): boolean => typeof navigator !== 'undefined' && typeof navigator.share === 'function';
