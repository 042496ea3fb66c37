import { useState } from 'react';
import type { Order, OrderItem } from '../../api/schemas';
import { useT } from '../../runtime/WidgetRoot';
import { Button } from '../../ui/Button';
import { Notice } from '../../ui/Notice';
import { csvFileName } from './csv';
import { orderCsv } from './order-csv';
import { saveBlob } from './save-file';

/**
 * The order as a spreadsheet, made here from what the page already has. A browser that refuses
 * the file (no object URLs in some in-app browsers) gets a message and its own Try again.
 */
export function CsvDownload({ order, items }: { order: Order; items: readonly OrderItem[] }) {
  const { t } = useT();
  const [failed, setFailed] = useState(false);
  const save = () => {
    try {
      saveBlob(new Blob([orderCsv(order, items, t)], { type: 'text/csv;charset=utf-8' }), csvFileName(order.number));
      setFailed(false);
    } catch {
      setFailed(true);
    }
  };
  return (
    <div className="rl-stack">
      {failed ? <Notice tone="error">{t('order.csvFailed')}</Notice> : null}
      <Button variant="secondary" onClick={save}>
        {t(failed ? 'order.retry' : 'order.downloadCsv')}
      </Button>
    </div>
  );
}
