/**
 * What the last search found (PRODUCT.md §routes-search-results, PRODUCT.md §errors-search): the
 * photos (or the participant's videos), the empty and 'being processed' notices, the shareable
 * link, and the find-more prompt after 'this is me'. Loaded by Results when a search starts, not
 * with the widget's first screen.
 */

import { SEARCH_RESULTS, SEARCH_RESULTS_VIDEO, shopHref, shopPath } from '../../src/links/shop-paths';
import { useStore } from '../../src/runtime/use-store';
import { useValue } from '../../src/runtime/use-value';
import { useT } from '../../src/runtime/WidgetRoot';
import { searchOf } from '../../src/store/search';
import { Button } from '../../src/ui/Button';
import { Heading } from '../../src/ui/Heading';
import { Notice } from '../../src/ui/Notice';
import { FoundPhotos } from './FoundPhotos';
import type { ResultsProps } from './results-props';
import { VideoList } from './VideoList';

export interface FoundProps extends ResultsProps {
  /** The find-more prompt shows (kept by Results across searches). */
  askMore: boolean;
  onMarked: () => void;
}

export function Found({ event, owner, view, onView, onFindMore, askMore, onMarked }: FoundProps) {
  const { t } = useT();
  const store = useStore();
  const search = searchOf(store);
  const photos = useValue(search.photos);
  const videos = useValue(search.videos);
  const notice = useValue(search.notice);
  const videosNotice = useValue(search.videosNotice);
  const target = useValue(search.lastTarget);
  const tokens = useValue(store.session.searchTokens);

  // The participant found by bib or e-mail (not a face): their results have a link and a video view.
  const bib = owner !== 'face' && target !== 'person' ? (tokens[String(event.eventId)]?.competitor?.number ?? null) : null;
  const path = bib ? shopPath(view === 'video' ? SEARCH_RESULTS_VIDEO : SEARCH_RESULTS, { id: event.eventId, number: bib }) : null;

  return (
    <section className="rl-stack rl-search__results" part="results" aria-label={view === 'video' ? t('search.videosTitle') : t('search.resultsTitle')}>
      <header className="rl-search__results-header">
        <Heading depth={1}>{bib ? t('search.resultsForBib', { number: bib }) : t('search.resultsTitle')}</Heading>
        <p className="rl-hint" role="status">
          {view === 'video' ? t('search.videosFound', { count: videos.length }) : t('search.photosFound', { count: photos.length })}
        </p>
        {bib && path ? (
          <nav className="rl-row" aria-label={t('search.resultsTitle')}>
            <Button variant={view === 'photos' ? 'primary' : 'secondary'} aria-pressed={view === 'photos'} onClick={() => onView('photos')}>
              {t('search.showPhotos')}
            </Button>
            <Button variant={view === 'video' ? 'primary' : 'secondary'} aria-pressed={view === 'video'} onClick={() => onView('video')}>
              {t('search.showVideos')}
            </Button>
            <a className="rl-link" part="share-link" href={shopHref(path)}>
              {t('search.shareLink')}
            </a>
          </nav>
        ) : null}
      </header>
      {view === 'video' ? (
        videosNotice ? (
          <Notice title={t(videosNotice)} />
        ) : (
          <VideoList videos={videos} />
        )
      ) : notice ? (
        <Notice title={t(notice)} />
      ) : (
        <>
          {askMore ? (
            <Notice tone="success" title={t('search.findMoreTitle')}>
              <p>{t('search.findMoreText')}</p>
              <Button variant="secondary" onClick={onFindMore}>
                {t('search.findMoreAction')}
              </Button>
            </Notice>
          ) : null}
          <FoundPhotos event={event} photos={photos} tag={bib ? { name: 'startNumber', value: bib } : null} onMarked={onMarked} />
        </>
      )}
    </section>
  );
}
