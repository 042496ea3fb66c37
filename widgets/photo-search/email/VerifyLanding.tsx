/**
 * /competitors/verify (PRODUCT.md §routes-search-verify-email): the e-mail confirmation link lands
 * here with `token` and `eventId`. The link is checked; one participant is searched at once,
 * several are listed to pick from; then their photos. A bad or expired link says so and leads back
 * to the search.
 */
import { useEffect, useState } from 'react';
import type { Competitor, Event, Id } from '../../../src/api/schemas';
import { HOME, SEARCH, shopHref, shopPath } from '../../../src/links/shop-paths';
import { NetworkNotices } from '../../../src/parts/network';
import { navigate } from '../../../src/runtime/navigation';
import { useStore } from '../../../src/runtime/use-store';
import { useValue } from '../../../src/runtime/use-value';
import { useT } from '../../../src/runtime/WidgetRoot';
import { mutation } from '../../../src/store/base/mutation';
import { searchOf } from '../../../src/store/search';
import { Button, Notice, Progress } from '../../../src/ui';
import { Heading } from '../../../src/ui/Heading';
import { useSince } from '../../../src/ui/use-since';
import { Results } from '../Results';
import type { PhotoSearchProps, ResultsView } from '../types';
import { useHostEvents } from '../use-host-events';

/**
 * The link's parameters: from the page address, the element's event id as a fallback. The
 * confirmation code opens the runner's photos for a day, so it leaves the address as soon as it
 * is read (PRODUCT.md §routes-search-verify-email): history, a pasted link or analytics never see it.
 */
function readLink(eventId?: number): { token: string | null; eventId: string | null } {
  if (typeof location === 'undefined') return { token: null, eventId: eventId != null ? String(eventId) : null };
  const query = new URLSearchParams(location.search);
  const token = query.get('token');
  if (token !== null) {
    query.delete('token');
    history.replaceState(history.state, '', location.pathname + (query.size ? `?${query}` : '') + location.hash);
  }
  return { token, eventId: query.get('eventId') ?? (eventId != null ? String(eventId) : null) };
}

export function VerifyLanding({ eventId: propEventId, onSearch, onError }: PhotoSearchProps) {
  const { t } = useT();
  const store = useStore();
  const search = searchOf(store);
  const host = useHostEvents({ onSearch, onError });
  const eventState = useValue(search.event);
  const event = eventState.data;
  const verification = useValue(search.verification);
  const error = useValue(search.error);
  const loading = useValue(search.loading);
  const searched = useValue(search.lastTarget);
  const [link] = useState(() => readLink(propEventId));
  const [view, setView] = useState<ResultsView>('photos');
  const waiting = !event || (loading && !searched && !verification);
  const since = useSince(waiting);

  const finish = (on: Event, ok: boolean) => {
    if (!ok) return host.failed(on.eventId, 'email', search.error.peek());
    host.found(on.eventId, 'email', search.photos.peek().length);
  };

  /**
   * The check of the link, one write (src/store/base/mutation.ts): a check sent again (the 10 s
   * notice's Try again) gives up the one before, whose end then reports nothing.
   */
  const [checking] = useState(() =>
    mutation(async (report: typeof finish, signal) => {
      search.reset();
      const opening = search.event.peek().status === 'loading' ? search.retryEvent(link.eventId!) : search.openEvent(link.eventId!);
      const loaded = await opening;
      if (!loaded.ok || signal.aborted) return loaded;
      await search.verifyLink(loaded.data, link.token!);
      if (signal.aborted) return loaded;
      // One participant: verifyLink searched their photos already; several: the visitor picks.
      if (search.error.peek()) report(loaded.data, false);
      else if (search.lastTarget.peek()) report(loaded.data, true);
      return loaded;
    }),
  );
  const check = () => {
    if (!link.token || !link.eventId) return;
    checking.cancel();
    void checking.run(finish);
  };
  useEffect(check, []);

  const pick = async (on: Event, competitorId: Id) => {
    const result = await search.searchAsCompetitor(on, link.token!, competitorId);
    finish(on, result.ok);
  };

  const again = link.eventId ? shopHref(shopPath(SEARCH, {}, { event: link.eventId })) : shopHref(shopPath(HOME));
  const title = <Heading>{t('search.title')}</Heading>;
  if (!link.token || !link.eventId || eventState.status === 'error' || (error && !searched))
    return (
      <section className="rl-search rl-stack" part="search">
        {title}
        <Notice tone="error">
          <p>{t(error?.key ?? (eventState.error?.status === 404 ? 'search.eventNotFound' : 'search.verificationFailed'))}</p>
          <a className="rl-link" href={again}>
            {t('search.verifyAgain')}
          </a>
        </Notice>
      </section>
    );
  if (waiting)
    return (
      <div className="rl-stack">
        <Progress label={t('search.verifying')} />
        <NetworkNotices busy since={since} waitingFor="wait.verify" onRetry={check} />
      </div>
    );

  const several = verification && verification.competitors.length > 1 && !searched && !loading;
  return (
    <section className="rl-search rl-stack" part="search">
      <header>
        {title}
        <p className="rl-hint">{event.name}</p>
      </header>
      {several ? (
        <fieldset className="rl-stack">
          <legend>{t('search.pickParticipant')}</legend>
          <ul className="rl-search__participants">
            {verification.competitors.map((c: Competitor) => (
              <li key={String(c.competitorId)}>
                <Button variant="secondary" onClick={() => void pick(event, c.competitorId)}>
                  {`${c.name} · ${c.number}`}
                </Button>
              </li>
            ))}
          </ul>
        </fieldset>
      ) : null}
      {error?.expired ? (
        <Notice tone="error">
          <p>{t(error.key)}</p>
          <a className="rl-link" href={again}>
            {t('search.verifyAgain')}
          </a>
        </Notice>
      ) : error ? (
        <Notice tone="error">
          <p>{t(error.key)}</p>
        </Notice>
      ) : null}
      <Results
        event={event}
        owner={searched || loading ? 'email' : null}
        view={view}
        onView={(next) => {
          const bib = store.session.searchToken(event.eventId).competitor?.number;
          setView(next);
          if (bib) void search.showParticipant(event, bib, next);
        }}
        onFindMore={() => navigate(shopPath(SEARCH, {}, { event: event.eventId }))}
      />
    </section>
  );
}
