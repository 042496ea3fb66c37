import { useState } from 'react';
import type { Order, OrderItem } from '../../api/schemas';
import { webUrl } from '../../links/safe-url';
import { getPage } from '../../runtime/page';
import { useT } from '../../runtime/WidgetRoot';
import { Button } from '../../ui/Button';
import { ErrorText } from '../../ui/Notice';
import { browserShare, canShareAtAll, canShareFiles } from './share-browser';
import { shareContextOf } from './share-context';
import { isAbort, isMedia, mediaType, shareFileName } from './share-rules';
import { useShareTexts } from './use-lazy-texts';
import { useOrder } from './use-orders';

export { loadShareTexts } from './use-lazy-texts';

/**
 * PRODUCT.md §routes-order-share: one purchased file to the share sheet with the event's name and
 * the shop's search link for it; as the file itself where files can be shared (a framed product's
 * file is the framed image), else as the link alone. The fetched file is kept, so a second tap
 * (after the browser refused a share that came too long after the first) shares at once.
 */
export function ShareItem({ order, item, index }: { order: Order; item: OrderItem; index: number }) {
  const { t } = useT();
  useShareTexts();
  const orders = useOrder();
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState(false);
  const [file, setFile] = useState<File | null>(null);
  const url = webUrl(item.downloadUrl);
  const context = shareContextOf(getPage().store, order);
  const withFiles = canShareFiles();
  if (!url || !canShareAtAll() || (!withFiles && !context.link)) return null;

  const text = context.event ? t('share.photoText', { event: context.event }) : t('share.photoTextPlain');
  const about: ShareData = { text, ...(context.event ? { title: context.event } : {}), ...(context.link ? { url: context.link } : {}) };

  /** The file, fetched once (tried twice); null when it is no photo or video or did not come. */
  const fileOf = async (): Promise<File | null> => {
    if (file) return file;
    for (let attempt = 0; attempt < 2; attempt++) {
      const result = await orders.download(url);
      if (!result.ok) continue;
      const type = mediaType(result.data.type);
      if (!isMedia(type)) return null;
      const made = new File([result.data], shareFileName(context, index, type), { type });
      setFile(made);
      return made;
    }
    return null;
  };

  const share = async () => {
    setBusy(true);
    setFailed(false);
    try {
      const shared = withFiles ? await fileOf() : null;
      const data = shared && browserShare.canShare({ files: [shared] }) ? { ...about, files: [shared] } : about;
      if (!data.files && !context.link) throw new Error('Nothing to share');
      await browserShare.share(data);
    } catch (error) {
      if (!isAbort(error)) setFailed(true);
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className="rl-order-item__share">
      <Button variant="ghost" busy={busy} onClick={share} aria-label={t('share.shareItem', { index, title: item.product.title })}>
        {t('share.share')}
      </Button>
      <ErrorText>{failed ? t('share.shareOneFailed') : null}</ErrorText>
    </div>
  );
}
