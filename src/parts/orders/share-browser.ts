/**
 * The browser's side of sharing (PRODUCT.md §routes-order-share): whether it can hand files to
 * other apps (the Web Share API with files: Safari on iOS, Chrome on Android), whether the page is
 * on a touch screen, and the share sheet itself.
 */
import { saveBlob } from './save-file';

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

/**
 * One made file to the phone (PRODUCT.md §routes-order-card): the share sheet with the file alone
 * where the browser shares it, as Save to Photos hands files over (ARCHITECTURE.md §share-limits),
 * else a download. Closing the sheet rejects with an AbortError (share-rules.ts `isAbort`).
 */
export async function shareOrSave(file: File): Promise<'shared' | 'saved'> {
  if (canShareFiles() && browserShare.canShare({ files: [file] })) {
    await browserShare.share({ files: [file] });
    return 'shared';
  }
  saveBlob(file, file.name);
  return 'saved';
}
