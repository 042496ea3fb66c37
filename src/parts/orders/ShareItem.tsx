import { useState } from 'react';
import type { Order, OrderItem } from '../../api/schemas';
import { webUrl } from '../../links/safe-url';
import { useFeature } from '../../runtime/use-store';
import type { Translate } from '../../runtime/use-translation';
import { useT } from '../../runtime/WidgetRoot';
import { orderOf } from '../../store/orders/order';
import { Button } from '../../ui/Button';
import { ErrorText } from '../../ui/Notice';
import { useMutation } from '../../ui/use-mutation';
import { browserShare } from './share-browser';
import { type OrderShareContext, shareContextFor, useShareContext } from './share-context';
import { isAbort, isMedia, mediaType, shareFileName } from './share-rules';
import { canShareAtAll, canShareFiles } from './share-support';

/** The words around a shared photo: the event as title, a line of text, the event's search link. */
const aboutOf = ({ event, link }: OrderShareContext, t: Translate): ShareData => ({
  text: event ? t('share.photoText', { event }) : t('share.photoTextPlain'),
  ...(event ? { title: event } : {}),
  ...(link ? { url: link } : {}),
});

/**
 * PRODUCT.md §routes-order-share: one purchased file to the share sheet with the event's name and
 * the shop's search link for it; as the file itself where files can be shared (a framed product's
 * file is the framed image), else as the link alone. The fetched file is kept, so a second tap
 * (after the browser refused a share that came too long after the first) shares at once.
 */
export function ShareItem({ order, item, index }: { order: Order; item: OrderItem; index: number }) {
  const { t } = useT();
  const orders = useFeature(orderOf);
  const shown = useShareContext(order);
  const [file, setFile] = useState<File | null>(null);
  const url = webUrl(item.downloadUrl);
  const withFiles = canShareFiles();
  // One share at a time; closing the sheet (an AbortError) is no failure.
  const sharing = useMutation(
    async (from: string) => {
      try {
        const context = await shareContextFor(order);
        const shared = withFiles ? await fileOf(from, context) : null;
        const about = aboutOf(context, t);
        if (shared && browserShare.canShare({ files: [shared] })) await browserShare.share({ ...about, files: [shared] });
        else if (context.link) await browserShare.share(about);
        else throw new Error('Nothing to share');
      } catch (error) {
        if (!isAbort(error)) return { ok: false, error };
      }
      return { ok: true, data: null };
    },
    { single: true },
  );
  if (!url || !canShareAtAll() || (!withFiles && !shown.link)) return null;

  /**
   * The file, fetched once (the request path retries a failure that may pass; a tap after it gave
   * up asks again); null when it is no photo or video or did not come.
   */
  async function fileOf(from: string, context: OrderShareContext): Promise<File | null> {
    if (file) return file;
    const result = await orders.download(from);
    if (!result.ok) return null;
    const type = mediaType(result.data.type);
    if (!isMedia(type)) return null;
    const made = new File([result.data], shareFileName(context, index, type), { type });
    setFile(made);
    return made;
  }

  return (
    <div className="rl-order-item__download">
      <Button
        variant="ghost"
        busy={sharing.pending}
        onClick={() => void sharing.run(url)}
        aria-label={t('share.shareItem', { index, title: item.product.title })}
      >
        {t('share.share')}
      </Button>
      <ErrorText>{sharing.status === 'error' ? t('share.shareOneFailed') : null}</ErrorText>
    </div>
  );
}
