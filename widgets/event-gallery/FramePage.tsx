/**
 * The photo-frame product page (PRODUCT.md §routes-event-frame): it needs a photo ('Select Photo'),
 * then shows the frame-service preview as an image and adds the framed photo. An expired token (401
 * or 500, PRODUCT.md §states-frame-preview) asks for a new search; any other failure offers a
 * retry.
 */
import { useEffect, useState } from 'react';
import type { Id, Product } from '../../src/api/schemas';
import { SEARCH, shopHref, shopPath } from '../../src/links/shop-paths';
import { NetworkNotices } from '../../src/parts/network';
import { useFeature } from '../../src/runtime/use-store';
import { useValue } from '../../src/runtime/use-value';
import { useT } from '../../src/runtime/WidgetRoot';
import { framePreviewOf } from '../../src/store/frame-preview';
import { Button } from '../../src/ui/Button';
import { Heading } from '../../src/ui/Heading';
import { Notice } from '../../src/ui/Notice';
import { Progress } from '../../src/ui/Progress';
import { useSince } from '../../src/ui/use-since';
import { AlbumPhotos } from './AlbumPhotos';
import { useGallery } from './context';
import { withMediaTexts } from './media-texts';
import { PhotoBrowser } from './PhotoBrowser';
import { listSource } from './photo-source';

export interface FramePageProps {
  product: Product;
  photoId: Id | null;
  onPhoto: (photoId: Id | null) => void;
  onBack: () => void;
}

export function FramePage({ product, photoId, onPhoto, onBack }: FramePageProps) {
  const { t } = useT();
  const gallery = useGallery();
  return (
    <section className="rl-stack rl-frame" part="frame-page" aria-labelledby="rl-frame-title">
      <div className="rl-row">
        <Button variant="ghost" onClick={onBack}>
          {t('media.backToGallery')}
        </Button>
      </div>
      <Heading depth={1} id="rl-frame-title" className="rl-gallery__subtitle">
        {product.title} · {gallery.price(product.price)}
      </Heading>
      {photoId === null ? (
        <>
          <Notice title={t('product.selectPhoto')}>{t('media.selectPhotoHint')}</Notice>
          {gallery.myPhotos.length ? (
            <PhotoBrowser source={listSource(gallery.myPhotos)} listLabel={t('product.selectPhoto')} onPick={(p) => onPhoto(p.photoId)} />
          ) : (
            <AlbumPhotos albumId={gallery.event.albumId} listLabel={t('product.selectPhoto')} onPick={(p) => onPhoto(p.photoId)} />
          )}
        </>
      ) : (
        <FramePreview product={product} photoId={photoId} onChange={() => onPhoto(null)} />
      )}
    </section>
  );
}

function FramePreview({ product, photoId, onChange }: { product: Product; photoId: Id; onChange: () => void }) {
  const { t } = useT();
  const { event, buy } = useGallery();
  const frames = useFeature(framePreviewOf);
  const state = useValue(frames.state);
  const loading = useValue(frames.loading);
  const [url, setUrl] = useState<string | null>(null);
  // Set once this page's request answered, so the empty initial state is not shown as a failure.
  const [answered, setAnswered] = useState(false);
  const since = useSince(loading);
  const load = () => {
    setAnswered(false);
    void frames.load(photoId, product.id, event.eventId).then(() => setAnswered(true));
  };

  useEffect(() => {
    frames.reset();
    load();
  }, [photoId, product.id]);

  // The preview Blob becomes an object URL for the <img>; the old one is freed on every change
  // and when the page closes, so previews do not pile up in memory.
  useEffect(() => {
    if (!state.image) return setUrl(null);
    const objectUrl = URL.createObjectURL(state.image);
    setUrl(objectUrl);
    return () => URL.revokeObjectURL(objectUrl);
  }, [state.image]);

  const failed = answered && !loading && !state.image && !state.tokenExpired;
  return (
    <div className="rl-stack">
      <div className="rl-frame__preview" aria-busy={loading || undefined}>
        {url ? <img src={url} alt={t('media.framePreviewAlt')} width={600} height={450} /> : null}
        {loading ? <Progress label={t('media.previewLoading')} /> : null}
      </div>
      <NetworkNotices busy={loading} since={since} waitingFor="wait.preview" onRetry={frames.retry} />
      {state.tokenExpired ? (
        <Notice tone="error" title={t('media.framePreviewExpired')}>
          <a className="rl-link" href={shopHref(shopPath(SEARCH, {}, { event: event.eventId }))}>
            {t('gallery.findMe')}
          </a>
        </Notice>
      ) : null}
      {failed ? (
        <Notice tone="error" title={t('media.previewError')}>
          <Button variant="secondary" onClick={load}>
            {t('common.retry')}
          </Button>
        </Notice>
      ) : null}
      <div className="rl-row">
        <Button variant="secondary" onClick={onChange}>
          {t('product.selectPhoto')}
        </Button>
        <Button busy={buy.busy === `Frame:${photoId}`} onClick={() => void buy.addPhoto(product, photoId)}>
          {t('product.addToCart')}
        </Button>
      </div>
      {buy.message ? (
        <p className={buy.message.tone === 'error' ? 'rl-error' : 'rl-hint'} role={buy.message.tone === 'error' ? 'alert' : 'status'}>
          {buy.message.text}
        </p>
      ) : null}
    </div>
  );
}

/** The part with its texts (EventGalleryView.tsx loads this module on demand). */
export const loadPart = () => withMediaTexts(FramePage)();
