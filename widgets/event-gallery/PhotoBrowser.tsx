/**
 * Photos of one source in the windowed grid, the viewer over them, and the buy actions for the
 * photo shown. With `onPick` a click chooses the photo instead (the frame page's step).
 */

import { Suspense, useCallback, useEffect, useRef, useState } from 'react';
import type { Photo } from '../../src/api/schemas';
import { NetworkNotices } from '../../src/parts/network';
import { type GridHandle, PhotoGrid } from '../../src/parts/photos/PhotoGrid';
import { lazyPart } from '../../src/runtime/lazy-part';
import { useT } from '../../src/runtime/WidgetRoot';
import { productOfType } from '../../src/store/catalog';
import { Button } from '../../src/ui/Button';
import { Notice } from '../../src/ui/Notice';
import { Progress } from '../../src/ui/Progress';
import { isCovered } from './buying';
import { useGallery } from './context';
import type { PhotoSource } from './photo-source';

// The viewer is not on the first screen: fetched once the first photos are shown, mounted when
// a photo is first opened (ARCHITECTURE.md §budgets).
const PhotoViewer = lazyPart(() => import('../../src/parts/photos/PhotoViewer').then((m) => m.PhotoViewer));

export interface PhotoBrowserProps {
  source: PhotoSource;
  listLabel: string;
  empty?: string;
  onPick?: (photo: Photo) => void;
}

export function PhotoBrowser({ source, listLabel, empty, onPick }: PhotoBrowserProps) {
  const { t } = useT();
  const gallery = useGallery();
  const grid = useRef<GridHandle | null>(null);
  const [open, setOpen] = useState<number | null>(null);
  const viewed = useRef(false);
  if (open !== null) viewed.current = true;
  useEffect(() => {
    if (!onPick && gallery.settled) PhotoViewer.preload();
  }, [onPick, gallery.settled]);
  const { count, ensureRange } = source;
  // Where the focus goes once the viewer has closed: the photo shown last, also when a key
  // closed the viewer before the last move re-rendered.
  const shownLast = useRef<number | null>(null);
  const returnTo = useRef<number | null>(null);
  const focusReturn = () => {
    if (returnTo.current !== null) grid.current?.focus(returnTo.current);
    returnTo.current = null;
  };
  const label = useCallback((index: number) => t('gallery.photoAlt', { index: index + 1, total: count }), [t, count]);
  const onRange = useCallback((start: number, end: number) => ensureRange(start, end), [ensureRange]);

  if (source.error !== null && count === 0)
    return (
      <Notice tone="error" title={t('gallery.loadError')}>
        <Button variant="secondary" onClick={source.retry}>
          {t('common.retry')}
        </Button>
      </Notice>
    );
  if (source.loading) return <Progress label={t('common.loading')} />;
  if (count === 0) return <Notice>{empty ?? t('gallery.empty')}</Notice>;

  const photoProduct = productOfType(gallery.products, 'Photo');
  const frameProduct = productOfType(gallery.products, 'Frame');
  const show = (index: number) => {
    ensureRange(index - 1, index + 2);
    shownLast.current = index;
    setOpen(index);
  };
  const close = () => {
    returnTo.current = shownLast.current;
    setOpen(null);
  };

  return (
    <>
      <PhotoGrid
        count={count}
        photoAt={source.photoAt}
        onRange={onRange}
        onOpen={(index) => {
          const photo = source.photoAt(index);
          if (onPick && photo) onPick(photo);
          else show(index);
        }}
        label={label}
        handle={grid}
        listLabel={listLabel}
        onShown={gallery.firstPhotosShown}
      />
      {source.error !== null ? (
        <Notice tone="error" title={t('gallery.loadError')}>
          <Button variant="secondary" onClick={source.retry}>
            {t('common.retry')}
          </Button>
        </Notice>
      ) : null}
      {onPick || !viewed.current ? null : (
        <Suspense fallback={<Progress label={t('common.loading')} />}>
          <PhotoViewer
            open={open !== null}
            index={open ?? 0}
            count={count}
            photoAt={source.photoAt}
            onIndex={show}
            onClose={close}
            onClosed={focusReturn}
            label={label}
            actions={(photo) => {
              const inCart = isCovered(gallery.lines, 'Photo', photo.photoId);
              return (
                <>
                  {photoProduct ? (
                    <Button busy={gallery.buy.busy === `Photo:${photo.photoId}`} onClick={() => void gallery.buy.addPhoto(photoProduct, photo.photoId)}>
                      {inCart ? t('product.inCart') : t('gallery.addPhoto', { price: gallery.price(photoProduct.price) })}
                    </Button>
                  ) : null}
                  {frameProduct ? (
                    <Button
                      variant="secondary"
                      onClick={() => {
                        setOpen(null);
                        gallery.openFrame(photo.photoId);
                      }}
                    >
                      {t('gallery.frameThis', { price: gallery.price(frameProduct.price) })}
                    </Button>
                  ) : null}
                  {/* The viewer is modal: a slow add says so here, where the participant is. */}
                  <NetworkNotices busy={gallery.buy.busy !== null} waitingFor="wait.cart" onRetry={gallery.buy.retry} onCancel={gallery.buy.cancel} />
                  {gallery.buy.message ? (
                    <p
                      className={gallery.buy.message.tone === 'error' ? 'rl-error' : 'rl-hint'}
                      role={gallery.buy.message.tone === 'error' ? 'alert' : 'status'}
                    >
                      {gallery.buy.message.text}
                    </p>
                  ) : null}
                </>
              );
            }}
          />
        </Suspense>
      )}
    </>
  );
}
