import { useEffect, useMemo, useRef } from 'react';
import type { Order, OrderItem } from '../../api/schemas';
import { webUrl } from '../../links/safe-url';
import { useFeature } from '../../runtime/use-store';
import { useValue } from '../../runtime/use-value';
import { useT } from '../../runtime/WidgetRoot';
import { orderOf } from '../../store/orders/order';
import { Button } from '../../ui/Button';
import { ErrorText, Notice } from '../../ui/Notice';
import { Progress } from '../../ui/Progress';
import { createPhotoSaver, type PhotoSaver, type SaveEntry } from './photo-saver';
import { browserShare, onTouchScreen } from './share-browser';
import { type OrderShareContext, shareContextFor } from './share-context';
import { SHARE_MAX_FILES, shareFileName } from './share-rules';
import { canShareFiles } from './share-support';

/** The order's files with a download link, numbered as in the list of items. */
const entriesOf = (items: readonly OrderItem[]): SaveEntry[] =>
  items.flatMap((item, i) => {
    const url = webUrl(item.downloadUrl);
    return url ? [{ n: i + 1, title: item.product.title, url }] : [];
  });

/**
 * PRODUCT.md §routes-order-share: "Save to Photos" where the browser can share files; on a phone
 * that cannot, the reason and what works there (each file's own link, the archive below).
 */
export function SaveToPhotos({ order, items }: { order: Order; items: readonly OrderItem[] }) {
  const entries = entriesOf(items);
  if (entries.length === 0) return null;
  if (canShareFiles()) return <Saver order={order} entries={entries} />;
  return onTouchScreen() ? <CannotShare entries={entries} /> : null;
}

function Saver({ order, entries }: { order: Order; entries: SaveEntry[] }) {
  const { t } = useT();
  const orders = useFeature(orderOf);
  // The files are named from the event, looked up before the first is fetched.
  const context = useRef<OrderShareContext>({ event: null, who: order.number, link: null, about: null });
  // One saver per order: a fresh copy of the same order (a reload) keeps the progress.
  const saver = useMemo(
    () => createPhotoSaver({ download: orders.download, ...browserShare, nameOf: (n, type) => shareFileName(context.current, n, type) }),
    [orders, order.orderId],
  );
  // Looked up as the part shows, so the tap does not wait for it.
  useEffect(() => void shareContextFor(order), [order.orderId]);
  const start = async () => {
    context.current = await shareContextFor(order);
    await saver.start(entries);
  };
  const total = useValue(saver.total);
  const fetched = useValue(saver.fetched);
  const fetching = useValue(saver.fetching);
  const handed = useValue(saver.handed);
  const done = useValue(saver.done);

  return (
    <div className="rl-stack">
      {total === 0 ? (
        <>
          <Button onClick={() => void start()}>{t('share.saveToPhotos')}</Button>
          <p className="rl-hint">{t('share.saveHint')}</p>
        </>
      ) : null}
      {fetching ? <Progress label={t('share.preparing', { done: fetched, total })} value={fetched / total} /> : null}
      <NextShare saver={saver} total={total} />
      {handed > 0 ? <p role="status">{done ? t('share.allHanded') : t('share.handed', { done: handed, total })}</p> : null}
      <Problems saver={saver} />
    </div>
  );
}

/** The button of the next group: one tap hands it to the share sheet. */
function NextShare({ saver, total }: { saver: PhotoSaver; total: number }) {
  const { t } = useT();
  const ready = useValue(saver.nextReady);
  const next = useValue(saver.next);
  const handed = useValue(saver.handed);
  const sharing = useValue(saver.sharing);
  const failed = useValue(saver.shareFailed);
  if (!ready) return null;
  return (
    <>
      <Button busy={sharing} onClick={() => void saver.shareNext()}>
        {t('share.saveBatch', { from: handed + 1, to: handed + next.length, total })}
      </Button>
      {total > SHARE_MAX_FILES ? <p className="rl-hint">{t('share.batchHint', { size: SHARE_MAX_FILES })}</p> : null}
      <ErrorText>{failed ? t('share.shareFailed') : null}</ErrorText>
    </>
  );
}

/** Files that did not come (with a retry), that are no photos, or that are too large to share. */
function Problems({ saver }: { saver: PhotoSaver }) {
  const { t } = useT();
  const failed = useValue(saver.failed);
  const notMedia = useValue(saver.notMedia);
  const refused = useValue(saver.refused);
  return (
    <>
      {failed.map((entry) => (
        <div key={entry.n} className="rl-stack">
          <ErrorText>{t('share.photoFailed', { n: entry.n })}</ErrorText>
          <Button variant="secondary" onClick={() => void saver.retry(entry)}>
            {t('share.retryPhoto', { n: entry.n })}
          </Button>
        </div>
      ))}
      {notMedia.map((entry) => (
        <p key={entry.n}>{t('share.notPhoto', { n: entry.n, title: entry.title })}</p>
      ))}
      {refused.map((entry) => (
        <p key={entry.n}>
          {t('share.tooLarge', { n: entry.n, title: entry.title })} <FileLink entry={entry} />
        </p>
      ))}
    </>
  );
}

/** Where files cannot be shared: why, and each file's own link (the archive follows below). */
function CannotShare({ entries }: { entries: SaveEntry[] }) {
  const { t } = useT();
  return (
    <Notice tone="info">
      <p>{t('share.unsupported')}</p>
      <ul>
        {entries.map((entry) => (
          <li key={entry.n}>
            <FileLink entry={entry} />
          </li>
        ))}
      </ul>
    </Notice>
  );
}

function FileLink({ entry }: { entry: SaveEntry }) {
  const { t } = useT();
  return (
    <a className="rl-link" href={entry.url} target="_blank" rel="noopener noreferrer">
      {t('share.openPhoto', { n: entry.n, title: entry.title })}
    </a>
  );
}
