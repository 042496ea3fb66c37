/**
 * The photo link of one bib (docs/PRODUCT.md §results-photos): "Photos", named for its row
 * ("Photos of Anna Schmidt, bib 11"), to the page's photo search or the hosted shop's. The event
 * is read once per page whatever the number of links (the event query shares one request), and
 * only to know whether the surname is filled in too.
 */
import { useEffect } from 'react';
import { bibOf } from '../../src/parts/results/bib';
import { CAMERA } from '../../src/parts/results/camera';
import { type BibLink, openPageSearch, pageSearch, shopSearchHref } from '../../src/parts/results/search-target';
import { warnOnce } from '../../src/parts/results/warnings';
import { useStore } from '../../src/runtime/use-store';
import { useValue } from '../../src/runtime/use-value';
import { useT } from '../../src/runtime/WidgetRoot';
import { eventOf } from '../../src/store/event';
import { pageSearchesOf } from '../../src/store/page-searches';
import { descriptor } from './descriptor.generated';
import type { BibPhotosProps } from './types';

/** How long a link without `event-id` waits for the page's event before it says it has none. */
const EVENT_WAIT_MS = 5000;

export function BibPhotosView({ bib: given, eventId: ownEventId, name, surname }: BibPhotosProps) {
  const { t } = useT();
  const store = useStore();
  const bib = bibOf(given ?? '');
  const searches = pageSearchesOf(store);
  // Read so the link follows a photo search or results links that come onto the page after it.
  useValue(searches.searches);
  useValue(searches.resultsEvent);
  const eventId = ownEventId ?? (Number(searches.pageEvent()) || undefined);
  const events = eventOf(store);
  const event = useValue(events.state(String(eventId ?? '')));
  useEffect(() => {
    if (eventId !== undefined && surname) void events.load(String(eventId));
  }, [eventId, surname]);
  // Without an event of its own it waits for the page's (its results links or photo search may
  // start after it); only one still missing once the page has settled is worth a warning.
  useEffect(() => {
    if (eventId !== undefined) return;
    const late = setTimeout(() => warnOnce({ tag: descriptor.tag, kind: 'bib-event' }), EVENT_WAIT_MS);
    return () => clearTimeout(late);
  }, [eventId]);

  if (!bib) {
    warnOnce({ tag: descriptor.tag, kind: 'bib' });
    return null;
  }
  if (eventId === undefined) return null;
  // With a surname, the link shows once the event says whether it is filled in: complete, never changing under a finger.
  if (surname && (event.status === 'idle' || event.status === 'loading') && !event.data) return null;
  const link: BibLink = {
    eventId,
    bib,
    ...(surname && event.data?.searchType === 'surname' ? { surname: surname.trim() } : {}),
  };
  const search = pageSearch(searches, eventId);
  const href = search ? `#${search.id}` : shopSearchHref(link);
  if (href === null) {
    warnOnce({ tag: descriptor.tag, kind: 'nowhere' });
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
