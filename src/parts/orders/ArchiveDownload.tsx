import { webUrl } from '../../links/safe-url';
import { useValue } from '../../runtime/use-value';
import { useT } from '../../runtime/WidgetRoot';
import { Button } from '../../ui/Button';
import { Notice } from '../../ui/Notice';
import { Progress } from '../../ui/Progress';
import { useOrders } from './use-orders';

/**
 * The order as one ZIP: asked for (POST /archives/, 201), built by the server (polled until
 * Published), then a link to the file. The steps live in the store, so the progress survives
 * the widget being moved or re-mounted.
 */
export function ArchiveDownload({ orderId }: { orderId: string }) {
  const { t } = useT();
  const orders = useOrders();
  const forThis = useValue(orders.archiveOrderId) === orderId;
  const step = useValue(orders.archiveStep);
  const archive = useValue(orders.archive);
  const current = forThis ? step : 'idle';
  const fileUrl = current === 'ready' ? webUrl(archive?.fileUrl) : null;

  const prepare = () => void orders.createArchive(orderId, { intervalMs: 800, timeoutMs: 180_000 });

  if (current === 'requesting' || current === 'processing')
    return <Progress label={t(current === 'requesting' ? 'order.archiveRequesting' : 'order.archivePreparing')} />;
  if (fileUrl)
    return (
      <div className="rl-stack">
        <p role="status">{t('order.archiveReady')}</p>
        <a className="rl-button rl-button--primary" part="archive-link" href={fileUrl} download>
          {t('order.downloadArchive')}
        </a>
      </div>
    );
  return (
    <div className="rl-stack">
      {current === 'failed' || current === 'ready' ? <Notice tone="error">{t('order.archiveFailed')}</Notice> : null}
      <Button variant="secondary" onClick={prepare}>
        {t('order.prepareArchive')}
      </Button>
    </div>
  );
}
