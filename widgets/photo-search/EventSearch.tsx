/**
 * One event's search: the ways it offers (tabs when more than one), the form of the chosen way,
 * and what the last search found. A shared link with a bib shows its results at once when the
 * page holds a valid search token for it, else the bib form pre-filled, asking the second factor.
 */
import { type ReactNode, Suspense, useEffect, useId, useRef, useState } from 'react';
import type { Result } from '../../src/api/http';
import type { Event, Id, PhotoList, Video } from '../../src/api/schemas';
import { NetworkNotices } from '../../src/parts/network';
import { useStore } from '../../src/runtime/use-store';
import { useValue } from '../../src/runtime/use-value';
import { useT } from '../../src/runtime/WidgetRoot';
import { searchOf } from '../../src/store/search';
import { Button } from '../../src/ui/Button';
import { Heading } from '../../src/ui/Heading';
import { Notice } from '../../src/ui/Notice';
import { Progress } from '../../src/ui/Progress';
import { Tabs } from '../../src/ui/Tabs';
import type { BibSearchForm } from '../../src/validation/search';
import { BibForm } from './BibForm';
import { EmailPanel, FacePanel, prefetchPanel } from './lazy-panels';
import { methodsOf, otherMethod } from './methods';
import { Results } from './Results';
import type { PhotoSearchProps, ResultsView, SearchMethod } from './types';
import { useHostEvents } from './use-host-events';

const TAB_KEYS = { bib: 'search.byBib', face: 'search.byFace', email: 'search.byEmail' } as const;

export function EventSearch({ eventId, number, surname, view = 'photos', onSearch, onError }: Omit<PhotoSearchProps, 'eventId'> & { eventId: Id }) {
  const { t } = useT();
  const store = useStore();
  const search = searchOf(store);
  const event = useValue(search.event);
  const error = useValue(search.error);
  const loading = useValue(search.loading);
  const host = useHostEvents({ onSearch, onError });
  const [method, setMethod] = useState<SearchMethod | null>(null);
  /** Whose search the results and errors on screen belong to. */
  const [owner, setOwner] = useState<SearchMethod | null>(null);
  const [shown, setShown] = useState<ResultsView>(view === 'video' ? 'video' : 'photos');
  const idPrefix = useId();
  const linkHandled = useRef<string | null>(null);
  /** The bib search last sent, which the 10 s notice's "Try again" sends again. */
  const lastBib = useRef<BibSearchForm | null>(null);

  useEffect(() => void search.openEvent(eventId), [eventId]);

  // On the page's list of searches (src/store/page-searches.ts) while it shows one: a results
  // page's photo links fill it in rather than leave for the shop. Loaded after the first view,
  // so the search's first load does not carry it.
  const section = useRef<HTMLElement>(null);
  const showing = event.data?.eventId === eventId;
  useEffect(() => {
    const host = (section.current?.getRootNode() as ShadowRoot | null)?.host;
    if (!(host instanceof HTMLElement)) return;
    let remove: (() => void) | null = null;
    let gone = false;
    import('../../src/store/page-searches')
      .then(({ pageSearchesOf }) => {
        if (!gone) remove = pageSearchesOf(store).add(eventId, host);
      })
      .catch(() => {}); // offline: the links go to the shop instead
    return () => {
      gone = true;
      remove?.();
    };
  }, [eventId, showing]);
  useEffect(() => setShown(view === 'video' ? 'video' : 'photos'), [view]);

  const ready = event.data?.eventId === eventId ? event.data : null;
  const methods = ready ? methodsOf(ready) : [];
  const current = method && methods.includes(method) ? method : (methods[0] ?? 'bib');

  // The shared link (/search/{id}/{number}): straight to the results with a valid token.
  useEffect(() => {
    if (!ready || !number) return;
    const key = `${ready.eventId}/${number}/${view}`;
    if (linkHandled.current === key) return;
    linkHandled.current = key;
    if (!search.canSearchFromToken(ready.eventId, number)) return;
    setOwner(current);
    void showParticipant(ready, number, view === 'video' ? 'video' : 'photos', current);
  }, [ready, number, view]);

  async function showParticipant(on: Event, bib: string, what: ResultsView, by: SearchMethod) {
    setShown(what);
    tell(on, by, what, await search.showParticipant(on, bib, what));
  }

  /** Tells the host page what a search found (how many photos or videos) or that it failed. */
  function tell(on: Event, by: SearchMethod, what: ResultsView, result: Result<PhotoList | Video[]>) {
    if (!result.ok) return host.failed(on.eventId, by, search.error.peek());
    host.found(on.eventId, by, what === 'video' ? search.videos.peek().length : search.photos.peek().length);
  }

  if (event.status === 'error')
    return (
      <Notice tone="error" title={event.error?.status === 404 ? t('search.eventNotFound') : t('common.error')}>
        {event.error?.status === 404 ? null : (
          <Button variant="secondary" onClick={() => void search.openEvent(eventId)}>
            {t('common.retry')}
          </Button>
        )}
      </Notice>
    );
  if (!ready)
    return (
      <>
        <Progress label={t('common.loading')} />
        <NetworkNotices busy={event.status === 'loading'} waitingFor="wait.event" onRetry={() => void search.retryEvent(eventId)} />
      </>
    );

  const start = (by: SearchMethod) => () => {
    setOwner(by);
    setShown('photos');
  };
  const done = (by: SearchMethod) => (ok: boolean) => {
    if (!ok) return host.failed(ready.eventId, by, search.error.peek());
    host.found(ready.eventId, by, search.photos.peek().length);
  };

  async function searchBib(on: Event, form: BibSearchForm) {
    lastBib.current = form;
    start('bib')();
    // The video link (/search/{id}/{number}/video) asks for the videos once the photos are found.
    const outcome = await search.searchParticipant(on, form, view === 'video' ? 'video' : 'photos');
    // A search given up (the 10 s notice's Cancel or "Try again") tells the host nothing.
    if (!outcome || (!outcome.photos.ok && outcome.photos.error.code === 'Aborted')) return;
    done('bib')(outcome.photos.ok);
    if (outcome.videos) {
      setShown('video');
      tell(on, 'bib', 'video', outcome.videos);
    }
  }

  const bibForm = (
    <BibForm
      // A new bib from a results page's link (the attributes changed) starts the form anew with it.
      key={`${number ?? ''}/${surname ?? ''}`}
      event={ready}
      initialNumber={number}
      initialSurname={surname}
      error={owner === 'bib' ? error : null}
      busy={owner === 'bib' && loading}
      onFaceInstead={methods.includes('face') ? () => setMethod('face') : undefined}
      onSubmit={(form) => void searchBib(ready, form)}
      onCancel={search.cancel}
      onRetry={() => {
        search.cancel();
        if (lastBib.current) void searchBib(ready, lastBib.current);
      }}
    />
  );
  const panels: Record<SearchMethod, ReactNode> = {
    bib: bibForm,
    face: (
      <Suspense fallback={<Progress label={t('common.loading')} />}>
        <FacePanel event={ready} active={owner === 'face'} onStart={start('face')} onDone={done('face')} />
      </Suspense>
    ),
    email: (
      <Suspense fallback={<Progress label={t('common.loading')} />}>
        <EmailPanel event={ready} active={owner === 'email'} onStart={start('email')} onDone={done('email')} />
      </Suspense>
    ),
  };

  return (
    <section ref={section} className="rl-search rl-stack" part="search" aria-labelledby={`${idPrefix}-title`}>
      <header>
        <Heading id={`${idPrefix}-title`}>{t('search.title')}</Heading>
        <p className="rl-hint">{ready.name}</p>
      </header>
      {methods.length > 1 ? (
        // biome-ignore lint/a11y/noStaticElementInteractions lint/a11y/useKeyWithMouseEvents: hovering prefetches the other panels' code, a speed-up only; the tabs inside serve the keyboard
        <div
          onMouseOver={() => {
            for (const m of methods) if (m !== 'bib') prefetchPanel(m);
          }}
        >
          <Tabs
            label={t('search.methodLabel')}
            idPrefix={idPrefix}
            tabs={methods.map((id) => ({ id, label: t(TAB_KEYS[id]) }))}
            selected={current}
            onSelect={setMethod}
          >
            {panels[current]}
          </Tabs>
        </div>
      ) : (
        panels[current]
      )}
      <Results
        event={ready}
        owner={owner}
        view={shown}
        onView={(next) => {
          const bib = store.session.searchToken(ready.eventId).competitor?.number;
          if (bib) void showParticipant(ready, bib, next, owner ?? current);
        }}
        onFindMore={() => setMethod(otherMethod(methods, owner ?? current))}
      />
    </section>
  );
}
