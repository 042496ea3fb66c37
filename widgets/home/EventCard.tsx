import type { Event } from '../../src/api/schemas';
import { formatDay } from '../../src/i18n/dates';
import { EVENT, SEARCH, shopHref, shopPath } from '../../src/links/shop-paths';
import { useT } from '../../src/runtime/WidgetRoot';

/**
 * One event: its cover, name (the link to its gallery), date and place, and the search start.
 * `first`: the card at the top of the page, whose cover is what a phone shows largest first, so
 * it loads at once and first instead of lazily (Largest Contentful Paint).
 */
export function EventCard({ event, upcoming = false, first = false }: { event: Event; upcoming?: boolean; first?: boolean }) {
  const { t, lang } = useT();
  return (
    <li className="rl-event" part="event-card">
      {event.coverUrl ? (
        <img
          className="rl-event__cover"
          src={event.coverUrl}
          alt=""
          width={320}
          height={180}
          loading={first ? 'eager' : 'lazy'}
          fetchPriority={first ? 'high' : 'auto'}
        />
      ) : (
        <div className="rl-event__cover" />
      )}
      <div className="rl-event__body">
        <h3 className="rl-event__name">
          <a href={shopHref(shopPath(EVENT, { id: event.eventId }))}>{event.name}</a>
        </h3>
        <p className="rl-event__meta">
          <time dateTime={event.date}>{formatDay(event.date, lang, 'long')}</time>
          {event.location ? ` · ${event.location}` : ''}
        </p>
        {upcoming ? null : (
          <a className="rl-button rl-button--secondary" href={shopHref(shopPath(SEARCH, {}, { event: event.eventId }))}>
            {t('home.startSearch')}
            <span className="rl-visually-hidden">: {event.name}</span>
          </a>
        )}
      </div>
    </li>
  );
}
