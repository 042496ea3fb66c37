import type { Order, OrderItem } from '../../api/schemas';
import { useT } from '../../runtime/WidgetRoot';
import { Button } from '../../ui/Button';
import { csvFileName } from './csv';
import { orderCsv } from './order-csv';
import { saveBlob } from './save-file';

/** The order as a spreadsheet, made here from what the page already has. */
export function CsvDownload({ order, items }: { order: Order; items: readonly OrderItem[] }) {
  const { t } = useT();
  const save = () => saveBlob(new Blob([orderCsv(order, items, t)], { type: 'text/csv;charset=utf-8' }), csvFileName(order.number));
  return (
    <Button variant="secondary" onClick={save}>
      {t('order.downloadCsv')}
    </Button>
  );
}
