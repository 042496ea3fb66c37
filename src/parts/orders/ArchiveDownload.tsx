import type { Id } from '../../api/schemas';
import { webUrl } from '../../links/safe-url';
import { useFeature } from '../../runtime/use-store';
import { useValue } from '../../runtime/use-value';
import { useT } from '../../runtime/WidgetRoot';
import { archiveOf } from '../../store/orders/archive';
import { Button } from '../../ui/Button';
import { Notice } from '../../ui/Notice';
import { Progress } from '../../ui/Progress';
import { useSince } from '../../ui/use-since';
import { NetworkNotices } from '../network';

/**
 * The order as one ZIP: asked for (POST /archives/, 201), built by the server (polled until
 * Published), then a link to the file. The steps live in the store, so the progress survives
 * the widget being moved or re-mounted.
 */
export function ArchiveDownload({ orderId }: { orderId: Id }) {
  const { t } = useT();
  const archives = useFeature(archiveOf);
  const forThis = useValue(archives.orderId) === orderId;
  const step = useValue(archives.step);
  const archive = useValue(archives.archive);
  const current = forThis ? step : 'idle';
  const fileUrl = current === 'ready' ? webUrl(archive?.fileUrl) : null;
  const since = useSince(current === 'requesting' || current === 'processing');

  const prepare = () => void archives.create(orderId, { intervalMs: 800, timeoutMs: 180_000 });

  if (current === 'requesting' || current === 'processing')
    return (
      <div className="rl-stack">
        <Progress label={t(current === 'requesting' ? 'order.archiveRequesting' : 'order.archivePreparing')} />
        <NetworkNotices busy since={since} waitingFor="wait.archive" onRetry={archives.retry} onCancel={archives.cancel} />
      </div>
    );
  if (fileUrl)
    return (
      <div className="rl-stack">
        <p role="status">{t('order.archiveReady')}</p>
        <a className="rl-button rl-button--primary" part="archive-link" href={fileUrl} download>
          {t('order.downloadArchive')}
        </a>
      </div>
    );
  // A failed archive (or one published without a file) offers its own Try again, which asks anew.
  const failed = current === 'failed' || current === 'ready';
  return (
    <div className="rl-stack">
      {failed ? <Notice tone="error">{t('order.archiveFailed')}</Notice> : null}
      <Button variant="secondary" onClick={prepare}>
        {t(failed ? 'order.retry' : 'order.prepareArchive')}
      </Button>
    </div>
  );
}
