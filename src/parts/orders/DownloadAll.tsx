import { useState } from 'react';
import type { OrderItem } from '../../api/schemas';
import { webUrl } from '../../links/safe-url';
import { useFeature } from '../../runtime/use-store';
import { useT } from '../../runtime/WidgetRoot';
import { orderOf } from '../../store/orders/order';
import { Button } from '../../ui/Button';
import { ErrorText } from '../../ui/Notice';
import { Progress } from '../../ui/Progress';
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
  const [done, setDone] = useState<number | null>(null);
  const [failed, setFailed] = useState(false);
  if (urls.length < 2) return null; // one file: its own button is the same thing

  const busy = done !== null && done < urls.length;
  const run = async () => {
    setFailed(false);
    for (let i = 0; i < urls.length; i++) {
      setDone(i);
      const result = await orders.download(urls[i]!);
      if (!result.ok) {
        setFailed(true);
        setDone(null);
        return;
      }
      saveBlob(result.data, fileNameOf(urls[i]!, `item-${i + 1}`));
    }
    setDone(urls.length);
  };

  return (
    <div className="rl-stack">
      <Button busy={busy} onClick={run}>
        {t('order.downloadAll')}
      </Button>
      {busy ? <Progress label={t('order.downloadingAll', { done: (done ?? 0) + 1, total: urls.length })} value={(done ?? 0) / urls.length} /> : null}
      {done === urls.length ? <p role="status">{t('order.downloadAllDone')}</p> : null}
      <ErrorText>{failed ? t('order.downloadFailed') : null}</ErrorText>
    </div>
  );
}
