/**
 * The found photos as a responsive grid: sizes reserved (nothing jumps while they load), lazy
 * images with a meaningful alt, and 'This is me' / 'This is not me' on each
 * (PRODUCT.md §entities-itsme). Long results show in pages, so a runner of a big event does not
 * load hundreds of thumbnails. It is not the gallery's grid (src/parts/photos/PhotoGrid.tsx): a
 * search finds tens of photos, each with its own answer, where an event holds thousands to scroll;
 * both expose `part="photo-grid"`, the block a host page styles as a grid of photos.
 */
import { useState } from 'react';
import type { Event, Id, Photo } from '../../src/api/schemas';
import { useFeature } from '../../src/runtime/use-store';
import { useT } from '../../src/runtime/WidgetRoot';
import { searchOf } from '../../src/store/search';
import { Button } from '../../src/ui/Button';
import { ErrorText } from '../../src/ui/Notice';

const PAGE_SIZE = 48;
type Mark = 'me' | 'notMe' | 'busy' | 'failed';

export interface FoundPhotosProps {
  event: Event;
  photos: Photo[];
  /** What the 'this is me' answer is about: the bib searched, else the photo alone. */
  tag: { name: string; value: string } | null;
  onMarked: () => void;
}

export function FoundPhotos({ event, photos, tag, onMarked }: FoundPhotosProps) {
  const { t } = useT();
  const search = useFeature(searchOf);
  const [shown, setShown] = useState(PAGE_SIZE);
  const [marks, setMarks] = useState<Record<string, Mark>>({});

  async function mark(photoId: Id, itIsMe: boolean) {
    const key = String(photoId);
    setMarks((m) => ({ ...m, [key]: 'busy' }));
    const result = await search.markItsMe(photoId, { itIsMe, tag: tag ?? { name: 'photoId', value: key } });
    setMarks((m) => ({ ...m, [key]: result.ok ? (itIsMe ? 'me' : 'notMe') : 'failed' }));
    if (result.ok) onMarked();
  }

  return (
    <>
      <ul className="rl-search__grid" part="photo-grid">
        {photos.slice(0, shown).map((photo, index) => {
          const state = marks[String(photo.photoId)];
          return (
            <li key={String(photo.photoId)} className="rl-search__photo" part="photo">
              <img
                src={photo.thumbnailUrl}
                alt={t('search.photoAlt', { index: index + 1, total: photos.length, event: event.name })}
                width={photo.width}
                height={photo.height}
                loading="lazy"
                decoding="async"
                style={{ aspectRatio: `${photo.width} / ${photo.height}` }}
              />
              {state === 'me' || state === 'notMe' ? (
                <p className="rl-hint" role="status">
                  {t(state === 'me' ? 'search.markedMe' : 'search.markedNotMe')}
                </p>
              ) : (
                <div className="rl-search__marks" role="group" aria-label={t('search.photoAlt', { index: index + 1, total: photos.length, event: event.name })}>
                  <Button variant="secondary" busy={state === 'busy'} onClick={() => void mark(photo.photoId, true)}>
                    {t('search.thisIsMe')}
                  </Button>
                  <Button variant="ghost" busy={state === 'busy'} onClick={() => void mark(photo.photoId, false)}>
                    {t('search.thisIsNotMe')}
                  </Button>
                  <ErrorText>{state === 'failed' ? t('common.error') : null}</ErrorText>
                </div>
              )}
            </li>
          );
        })}
      </ul>
      {photos.length > shown ? (
        <div className="rl-row">
          <Button variant="secondary" onClick={() => setShown((n) => n + PAGE_SIZE)}>
            {t('common.showMore')}
          </Button>
        </div>
      ) : null}
    </>
  );
}
