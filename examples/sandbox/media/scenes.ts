import { bibsOf, photoIdOf, photoSize, reportOf } from '../domain/photos';
import type { EventRecord } from '../store/state';
import type { PhotoScene } from './photo-svg';

/** The drawing of photo `index` of an event, from the same derived data its Photo entity has. */
export function sceneOf(event: EventRecord, index: number): PhotoScene {
  return {
    seed: photoIdOf(event.eventId, index),
    ...photoSize(event, index),
    bib: bibsOf(event)[index] ?? '',
    eventName: event.name,
    photographer: reportOf(event, index)?.photographer ?? 'Racelens',
    caption: `#${index + 1}`,
  };
}

/** The caption band of a framed print. */
export function frameCaption(event: EventRecord, index: number): { title: string; subtitle: string } {
  const date = new Date(event.date).toLocaleDateString('en-GB', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });
  return { title: event.name, subtitle: `Bib ${bibsOf(event)[index] ?? ''} · ${date} · ${event.location}` };
}
