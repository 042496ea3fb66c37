import { useState } from 'react';
import type { OrderItem } from '../../api/schemas';
import { webUrl } from '../../links/safe-url';
import { useFeature } from '../../runtime/use-store';
import { useT } from '../../runtime/WidgetRoot';
import { orderOf } from '../../store/orders/order';
import { Button } from '../../ui/Button';
import { ErrorText } from '../../ui/Notice';
import { fileNameOf } from './labels';
import { saveBlob } from './save-file';

/**
 * One item's file: fetched as a Blob without cache (PRODUCT.md §calls-files), then saved under its
 * own name.
 */
export function ItemDownload({ item, index }: { item: OrderItem; index: number }) {
  const { t } = useT();
  const orders = useFeature(orderOf);
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState(false);
  const url = webUrl(item.downloadUrl);
  if (!url) return null;

  const download = async () => {
    setBusy(true);
    setFailed(false);
    const result = await orders.download(url);
    setBusy(false);
    if (result.ok) saveBlob(result.data, fileNameOf(url, `item-${index}`));
    else setFailed(true);
  };

  return (
    <div className="rl-order-item__download">
      <Button variant="secondary" busy={busy} onClick={download} aria-label={t('order.downloadItem', { index, title: item.product.title })}>
        {t('common.download')}
      </Button>
      <ErrorText>{failed ? t('order.downloadFailed') : null}</ErrorText>
    </div>
  );
}
