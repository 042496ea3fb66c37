/**
 * The builder's event: found by name on the platform (the events store's search, as the home
 * page's) or typed as an id (PRODUCT.md §routes-organizers-builder). Names are API data: text only.
 */
import { useState } from 'react';
import { getPage } from '../../../src/runtime/page';
import type { Translate } from '../../../src/runtime/use-translation';
import { useValue } from '../../../src/runtime/use-value';
import { eventsOf } from '../../../src/store/events';
import { Button } from '../../../src/ui/Button';
import { Field } from '../../../src/ui/Field';

export function EventPicker({ t, eventId, onEventId }: { t: Translate; eventId: string; onEventId: (id: string) => void }) {
  const events = eventsOf(getPage().store);
  const results = useValue(events.results);
  const searched = useValue(events.query);
  const [text, setText] = useState('');
  return (
    <div className="rl-stack">
      <form
        className="rl-builder__find"
        onSubmit={(e) => {
          e.preventDefault();
          void events.search(text);
        }}
      >
        <Field label={t('builder.findEvent')} value={text} type="search" onValue={setText} />
        <Button type="submit" variant="secondary">
          {t('builder.find')}
        </Button>
      </form>
      {searched ? (
        results.length ? (
          <ul className="rl-builder__events">
            {results.map((event) => (
              <li key={event.eventId}>
                <Button variant="ghost" onClick={() => onEventId(String(event.eventId))}>
                  {t('builder.useEvent', { name: event.name, id: String(event.eventId) })}
                </Button>
              </li>
            ))}
          </ul>
        ) : (
          <p role="status">{t('builder.noEvents')}</p>
        )
      ) : null}
      <Field label={t('builder.event')} hint={t('builder.eventHint')} value={eventId} inputMode="numeric" onValue={onEventId} />
    </div>
  );
}
