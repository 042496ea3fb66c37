/**
 * The browser's side of sharing (PRODUCT.md §routes-order-share): whether the page is on a touch
 * screen, and the share sheet itself; whether it can share at all is share-support.ts's.
 */
import { saveBlob } from './save-file';
import { canShareFiles } from './share-support';

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
