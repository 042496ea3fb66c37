import { Suspense, useId } from 'react';
import type { Order, OrderItem } from '../../api/schemas';
import { useT } from '../../runtime/WidgetRoot';
import { Heading } from '../../ui/Heading';
import { ArchiveDownload } from './ArchiveDownload';
import { CsvDownload } from './CsvDownload';
import { DownloadAll } from './DownloadAll';
import { SaveToPhotos } from './share-parts';

/**
 * PRODUCT.md §routes-order-downloads: all photos, a CSV spreadsheet and an archive (each photo is
 * in the list); first, on a phone, "Save to Photos" (PRODUCT.md §routes-order-share).
 */
export function OrderDownloads({ order, items }: { order: Order; items: readonly OrderItem[] }) {
  const { t } = useT();
  const titleId = useId();
  return (
    <section className="rl-order-downloads rl-stack" part="order-downloads" aria-labelledby={titleId}>
      <Heading depth={1} id={titleId}>
        {t('order.downloads')}
      </Heading>
      <Suspense fallback={null}>
        <SaveToPhotos order={order} items={items} />
      </Suspense>
      <DownloadAll items={items} />
      <div className="rl-row">
        <CsvDownload order={order} items={items} />
      </div>
      <ArchiveDownload orderId={order.orderId} />
    </section>
  );
}
