/**
 * The home page (PRODUCT.md §routes-home): event search, recent and upcoming events, recent
 * searches, and the start of a search. In the shop the page body does not scroll while events load.
 */
import { useEffect, useState } from 'react';
import type { Event } from '../../src/api/schemas';
import { inShop } from '../../src/links/shop-paths';
import { useFeature } from '../../src/runtime/use-store';
import { useValue } from '../../src/runtime/use-value';
import { useT } from '../../src/runtime/WidgetRoot';
import { eventsOf } from '../../src/store/events';
import { Button } from '../../src/ui/Button';
import { Field } from '../../src/ui/Field';
import { Notice } from '../../src/ui/Notice';
import { EventCard } from './EventCard';
import { RecentSearches } from './RecentSearches';

export interface HomeProps {
  onEventSearch?: (detail: { query: string }) => void;
}

function EventList({ title, events, upcoming, top }: { title: string; events: Event[]; upcoming?: boolean; top?: boolean }) {
  if (!events.length) return null;
  return (
    <section className="rl-home__section">
      <h2>{title}</h2>
      <ul className="rl-events">
        {events.map((event, index) => (
          <EventCard key={String(event.eventId)} event={event} upcoming={upcoming} first={top && index === 0} />
        ))}
      </ul>
    </section>
  );
}

export function HomeView({ onEventSearch }: HomeProps) {
  const { t } = useT();
  const events = useFeature(eventsOf);
  const recent = useValue(events.recent);
  const upcoming = useValue(events.upcoming);
  const results = useValue(events.results);
  const query = useValue(events.query);
  const loading = useValue(events.loading);
  const error = useValue(events.error);
  const hasMore = useValue(events.hasMore);
  const [text, setText] = useState(query);

  useEffect(() => void events.loadHome(), []);
  useEffect(() => {
    if (!inShop()) return; // never lock an organizer's page
    document.body.style.overflow = loading ? 'hidden' : '';
    return () => void (document.body.style.overflow = '');
  }, [loading]);

  return (
    <div className="rl-home" aria-busy={loading}>
      <h1 className="rl-home__title">{t('home.title')}</h1>
      <p>{t('home.subtitle')}</p>
      <form
        role="search"
        className="rl-row rl-home__search"
        onSubmit={(e) => {
          e.preventDefault();
          onEventSearch?.({ query: text });
          void events.search(text);
        }}
      >
        <Field label={t('home.eventSearch')} placeholder={t('home.eventSearchPlaceholder')} value={text} onValue={setText} type="search" />
        <Button type="submit" busy={loading && !!text}>
          {t('common.search')}
        </Button>
      </form>
      {error ? <Notice tone="error">{t('common.error')}</Notice> : null}
      {query ? (
        <section className="rl-home__section" aria-live="polite">
          {results.length ? <EventList title={t('home.eventSearch')} events={results} top /> : loading ? null : <Notice>{t('home.noEvents')}</Notice>}
          {hasMore ? (
            <Button variant="secondary" busy={loading} onClick={() => void events.loadMore()}>
              {t('common.showMore')}
            </Button>
          ) : null}
        </section>
      ) : (
        <>
          <RecentSearches />
          <EventList title={t('home.recentEvents')} events={recent} top />
          <EventList title={t('home.upcomingEvents')} events={upcoming} upcoming />
        </>
      )}
    </div>
  );
}
