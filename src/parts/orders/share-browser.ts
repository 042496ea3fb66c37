/**
 * The browser's side of sharing (PRODUCT.md §routes-order-share): whether it can hand files to
 * other apps (the Web Share API with files: Safari on iOS, Chrome on Android), whether the page is
 * on a touch screen, and the share sheet itself.
 */

const probe = () => new File([new Uint8Array(1)], 'probe.jpg', { type: 'image/jpeg' });

/** Sharing a JPEG is possible here. */
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

/** A phone or tablet: where saving files one by one is the clumsy way (a laptop downloads them). */
export const onTouchScreen = (): boolean => typeof matchMedia === 'function' && matchMedia('(pointer: coarse)').matches;

export const browserShare = {
  share: (data: ShareData): Promise<void> => navigator.share(data),
  canShare: (data: ShareData): boolean => {
    try {
      return navigator.canShare(data);
    } catch {
      return false;
    }
  },
};
