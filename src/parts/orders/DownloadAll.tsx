import { useState } from 'react';
import type { OrderItem } from '../../api/schemas';
import { webUrl } from '../../links/safe-url';
import { useFeature } from '../../runtime/use-store';
import { useT } from '../../runtime/WidgetRoot';
import { orderOf } from '../../store/orders/order';
import { Button } from '../../ui/Button';
import { ErrorText } from '../../ui/Notice';
import { Progress } from '../../ui/Progress';
import { useMutation } from '../../ui/use-mutation';
import { fileNameOf } from './labels';
import { saveBlob } from './save-file';

/**
 * Every item's file, one after another (parallel downloads trip browsers' "many downloads"
 * guard and the provider's rate limits), with the count shown as it goes.
 */
export function DownloadAll({ items }: { items: readonly OrderItem[] }) {
  const { t } = useT();
  const orders = useFeature(orderOf);
  const urls = items.map((item) => webUrl(item.downloadUrl)).filter((u): u is string => !!u);
  /** The file being fetched, from 0: the count shown as it goes. */
  const [at, setAt] = useState(0);
  // One run at a time: a second tap while the files come joins it.
  const all = useMutation(
    async (from: string[]) => {
      for (const [i, url] of from.entries()) {
        setAt(i);
        const result = await orders.download(url);
        if (!result.ok) return result;
        saveBlob(result.data, fileNameOf(url, `item-${i + 1}`));
      }
      return { ok: true, data: null };
    },
    { single: true },
  );
  if (urls.length < 2) return null; // one file: its own button is the same thing

  return (
    <div className="rl-stack">
      <Button busy={all.pending} onClick={() => void all.run(urls)}>
        {t('order.downloadAll')}
      </Button>
      {all.pending ? <Progress label={t('order.downloadingAll', { done: at + 1, total: urls.length })} value={at / urls.length} /> : null}
      {all.status === 'success' ? <p role="status">{t('order.downloadAllDone')}</p> : null}
      <ErrorText>{all.status === 'error' ? t('order.downloadFailed') : null}</ErrorText>
    </div>
  );
}
