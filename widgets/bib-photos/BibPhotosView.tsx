/**
 * The photo link of one bib (docs/PRODUCT.md §results-photos): "Photos", named for its row
 * ("Photos of Anna Schmidt, bib 11"), to the page's photo search or the hosted shop's. The event
 * is read once per page whatever the number of links (the event query shares one request), and
 * only to know whether the surname is filled in too.
 */
import { useEffect } from 'react';
import { bibOf } from '../../src/parts/results/bib';
import { type BibLink, openPageSearch, pageEventId, pageSearch, shopSearchHref } from '../../src/parts/results/search-target';
import { warnOnce } from '../../src/parts/results/warnings';
import { useStore } from '../../src/runtime/use-store';
import { useValue } from '../../src/runtime/use-value';
import { useT } from '../../src/runtime/WidgetRoot';
import { eventOf } from '../../src/store/event';
import type { BibPhotosProps } from './types';

/** A camera, drawn in the text's colour. */
const CAMERA =
  'M9 3 7.2 5H4a2 2 0 0 0-2 2v11a2 2 0 0 0 2 2h16a2 2 0 0 0 2-2V7a2 2 0 0 0-2-2h-3.2L15 3H9Zm3 5a4.5 4.5 0 1 1 0 9 4.5 4.5 0 0 1 0-9Zm0 2a2.5 2.5 0 1 0 0 5 2.5 2.5 0 0 0 0-5Z';

export function BibPhotosView({ bib: given, eventId: ownEventId, name, surname }: BibPhotosProps) {
  const { t } = useT();
  const store = useStore();
  const bib = bibOf(given ?? '');
  const eventId = ownEventId ?? pageEventId();
  const events = eventOf(store);
  const event = useValue(events.state(String(eventId ?? '')));
  useEffect(() => {
    if (eventId !== undefined && surname) void events.load(String(eventId));
  }, [eventId, surname]);

  if (!bib || eventId === undefined) {
    warnOnce({ kind: !bib ? 'bib' : 'bib-event' });
    return null;
  }
  // With a surname, the link shows once the event says whether it is filled in: complete, never changing under a finger.
  if (surname && (event.status === 'idle' || event.status === 'loading') && !event.data) return null;
  const link: BibLink = {
    eventId,
    bib,
    ...(surname && event.data?.searchType === 'surname' ? { surname: surname.trim() } : {}),
  };
  const search = pageSearch(eventId);
  const href = search ? `#${search.id}` : shopSearchHref(link);
  if (href === null) {
    warnOnce({ kind: 'nowhere' });
    return null;
  }
  return (
    <a
      className="rl-bib-photos"
      part="photos-link"
      href={href}
      aria-label={name?.trim() ? t('results.photosOf', { name: name.trim(), bib }) : t('results.photosOfBib', { bib })}
      onClick={(e) => {
        if (!search || e.button !== 0 || e.metaKey || e.ctrlKey || e.shiftKey || e.altKey) return;
        e.preventDefault();
        openPageSearch(search, link);
      }}
    >
      <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">
        <path d={CAMERA} />
      </svg>
      {t('results.photos')}
    </a>
  );
}
