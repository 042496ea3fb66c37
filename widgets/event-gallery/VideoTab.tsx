/**
 * The event's videos, the participant's personal one first when a search found them, a search
 * by title, and the PRODUCT.md §constants-timing notice that a personal video comes within 24
 * hours.
 */
import { useEffect, useState } from 'react';
import type { Product, Video } from '../../src/api/schemas';
import { webUrl } from '../../src/links/safe-url';
import { NetworkNotices } from '../../src/parts/network';
import { useFeature } from '../../src/runtime/use-store';
import { useValue } from '../../src/runtime/use-value';
import { useT } from '../../src/runtime/WidgetRoot';
import { galleryVideosOf } from '../../src/store/gallery-videos';
import { Button } from '../../src/ui/Button';
import { Field } from '../../src/ui/Field';
import { Heading } from '../../src/ui/Heading';
import { Notice } from '../../src/ui/Notice';
import { Progress } from '../../src/ui/Progress';
import { useSince } from '../../src/ui/use-since';
import { hasLine } from './buying';
import { useGallery } from './context';
import { withMediaTexts } from './media-texts';

const duration = (seconds: number) => `${Math.floor(seconds / 60)}:${String(Math.round(seconds % 60)).padStart(2, '0')}`;

export function VideoTab({ product }: { product: Product | undefined }) {
  const { t } = useT();
  const gallery = useGallery();
  const store = useFeature(galleryVideosOf);
  const videos = useValue(store.videos);
  const [query, setQuery] = useState('');
  const { event, startNumber } = gallery;
  const since = useSince(videos.status === 'loading');
  const load = (search?: string) => void store.loadVideos({ event, startNumber, search });

  useEffect(() => load(query), [event.eventId, startNumber]);

  return (
    <div className="rl-stack">
      <Notice>{t('media.personalVideoSoon')}</Notice>
      <form
        className="rl-row rl-gallery__search"
        role="search"
        onSubmit={(e) => {
          e.preventDefault();
          load(query);
        }}
      >
        <Field label={t('media.videoSearch')} value={query} onValue={setQuery} type="search" />
        <Button type="submit" variant="secondary">
          {t('common.search')}
        </Button>
      </form>
      {videos.status === 'loading' && !videos.data ? <Progress label={t('common.loading')} /> : null}
      <NetworkNotices busy={videos.status === 'loading'} since={since} waitingFor="wait.videos" onRetry={store.retry} />
      {videos.status === 'error' ? (
        <Notice tone="error" title={t('gallery.loadError')}>
          <Button variant="secondary" onClick={() => load(query)}>
            {t('common.retry')}
          </Button>
        </Notice>
      ) : null}
      {videos.data && videos.data.length === 0 ? <Notice>{t('media.noVideos')}</Notice> : null}
      {videos.data && videos.data.length > 0 ? (
        <ul className="rl-videos" part="videos" aria-busy={videos.status === 'loading' || undefined}>
          {videos.data.map((video) => (
            <VideoCard key={String(video.videoId)} video={video} product={product} />
          ))}
        </ul>
      ) : null}
    </div>
  );
}

function VideoCard({ video, product }: { video: Video; product: Product | undefined }) {
  const { t } = useT();
  const { buy, lines, price } = useGallery();
  const inCart = hasLine(lines, 'FullVideo', { videoId: video.videoId });
  const href = webUrl(video.url, location.href);
  return (
    <li className="rl-video">
      {video.posterUrl ? <img src={video.posterUrl} alt="" width={320} height={180} loading="lazy" /> : <span className="rl-video__poster" />}
      <div className="rl-stack">
        <Heading depth={1} className="rl-gallery__subtitle">
          {video.title}
        </Heading>
        <p className="rl-hint">
          {video.kind === 'personal' ? `${t('media.personalVideo')} · ` : ''}
          {duration(video.durationSec)}
        </p>
        <div className="rl-row">
          {href ? (
            <a className="rl-link" href={href} target="_blank" rel="noopener">
              {t('media.playVideo')}
              <span className="rl-visually-hidden"> ({t('common.opensInNewTab')})</span>
            </a>
          ) : null}
          {product ? (
            <Button busy={buy.busy === `FullVideo:${video.videoId}`} onClick={() => void buy.addVideo(product, video.videoId)}>
              {inCart ? t('product.inCart') : t('media.addVideo', { price: price(product.price) })}
            </Button>
          ) : null}
        </div>
      </div>
    </li>
  );
}

/** The part with its texts (EventGalleryView.tsx loads this module on demand). */
export const loadPart = () => withMediaTexts(VideoTab)();
