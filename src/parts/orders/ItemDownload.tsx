import type { OrderItem } from '../../api/schemas';
import { webUrl } from '../../links/safe-url';
import { useFeature } from '../../runtime/use-store';
import { useT } from '../../runtime/WidgetRoot';
import { orderOf } from '../../store/orders/order';
import { Button } from '../../ui/Button';
import { ErrorText } from '../../ui/Notice';
import { useMutation } from '../../ui/use-mutation';
import { fileNameOf } from './labels';
import { saveBlob } from './save-file';

/**
 * One item's file: fetched as a Blob without cache (PRODUCT.md §calls-files), then saved under its
 * own name.
 */
export function ItemDownload({ item, index }: { item: OrderItem; index: number }) {
  const { t } = useT();
  const orders = useFeature(orderOf);
  const url = webUrl(item.downloadUrl);
  // One download at a time: a second tap while the file comes joins it.
  const download = useMutation(
    async (from: string) => {
      const result = await orders.download(from);
      if (result.ok) saveBlob(result.data, fileNameOf(from, `item-${index}`));
      return result;
    },
    { single: true },
  );
  if (!url) return null;

  return (
    <div className="rl-order-item__download">
      <Button
        variant="secondary"
        busy={download.pending}
        onClick={() => void download.run(url)}
        aria-label={t('order.downloadItem', { index, title: item.product.title })}
      >
        {t('common.download')}
      </Button>
      <ErrorText>{download.status === 'error' ? t('order.downloadFailed') : null}</ErrorText>
    </div>
  );
}
