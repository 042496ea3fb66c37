/**
 * The builder's event (PRODUCT.md §routes-organizers-builder): found by its name on the platform
 * as the organizer types, or its id typed. The search is the public events list's, called from
 * the builder's own chunk (find-events.ts). Names are API data: rendered as text only.
 */
import { useEffect, useId, useState } from 'react';
import { formatDay } from '../../../src/i18n/dates';
import { usePageLang } from '../../../src/runtime/use-store';
import type { Translate } from '../../../src/runtime/use-translation';
import { Button } from '../../../src/ui/Button';
import { Field } from '../../../src/ui/Field';
import { type FoundEvent, findEvents } from './find-events';

/** Typing pauses this long before the platform is asked (one request per word, not per key). */
const TYPING_PAUSE_MS = 300;

type Found = { text: string; events: FoundEvent[] | null };

export function EventPicker({ t, eventId, onEventId }: { t: Translate; eventId: string; onEventId: (id: string) => void }) {
  const lang = usePageLang(); // the builder's own language, not the one picked for the widgets
  const listId = useId();
  const [text, setText] = useState('');
  const [found, setFound] = useState<Found | null>(null);
  /** The name of the event picked from the list: it stays in the field without a new search. */
  const [picked, setPicked] = useState<string | null>(null);
  const wanted = text.trim();

  useEffect(() => {
    if (wanted.length < 2 || wanted === picked) return setFound(null);
    const cancel = new AbortController();
    const timer = setTimeout(
      () => void findEvents(wanted, cancel.signal).then((events) => cancel.signal.aborted || setFound({ text: wanted, events })),
      TYPING_PAUSE_MS,
    );
    return () => {
      clearTimeout(timer);
      cancel.abort();
    };
  }, [wanted, picked]);

  const shown = found?.text === wanted ? found.events : undefined;
  const pick = (event: FoundEvent) => {
    onEventId(event.id);
    setText(event.name);
    setPicked(event.name.trim());
    setFound(null); // the list closes: the event is in the id field below
  };

  return (
    <div className="rl-stack">
      <Field
        label={t('builder.findEvent')}
        hint={t('builder.findEventHint')}
        value={text}
        type="search"
        autoComplete="off"
        aria-controls={listId}
        onValue={setText}
      />
      <p role="status" className={shown === undefined ? 'rl-visually-hidden' : 'rl-hint'}>
        {shown === undefined ? '' : foundText(t, shown)}
      </p>
      <ul id={listId} className="rl-builder__events" aria-label={t('builder.findEvent')}>
        {(shown ?? []).map((event) => (
          <li key={event.id}>
            <Button variant="secondary" aria-pressed={event.id === eventId} onClick={() => pick(event)}>
              {t('builder.useEvent', { name: event.name, date: event.date ? formatDay(event.date, lang) : '', id: event.id })}
            </Button>
          </li>
        ))}
      </ul>
      <Field label={t('builder.event')} hint={t('builder.eventHint')} value={eventId} inputMode="numeric" onValue={onEventId} />
    </div>
  );
}

/** What the search found, said once it has answered. */
function foundText(t: Translate, events: FoundEvent[] | null): string {
  if (events === null) return t('builder.eventsFailed');
  return events.length ? t('builder.eventsFound', { count: events.length }) : t('builder.noEvents');
}
