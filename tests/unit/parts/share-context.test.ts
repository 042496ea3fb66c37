/**
 * Which event and bib name a paid order's shared files (PRODUCT.md §routes-order-share): an order
 * names only its catalog, so the visitor's recent bib searches on this browser are matched to it.
 */
import { afterEach, describe, expect, it } from 'vitest';
import type { Event } from '../../../src/api/schemas';
import { configure } from '../../../src/config';
import { resolveShareContext } from '../../../src/parts/orders/share-context';
import { createStore } from '../../../src/store/create-store';
import { type RecentSearch, rememberSearch } from '../../../src/store/recent-searches';
import { memoryStorage } from '../../../src/store/storage';
import { fakeApi } from '../helpers/fake-api';
import { order } from '../helpers/fixtures';
import { fail, ok } from '../helpers/results';

const event = (eventId: string, catalogId: string, name: string) =>
  ({ eventId, catalogId, name, date: '2026-05-12T09:00:00Z', distances: ['10 km', '21.1 km'] }) as unknown as Event;
const EVENTS: Record<string, Event> = {
  '101': event('101', '1101', 'Riga City Run 2026'),
  '102': event('102', '1102', 'Tatra Trail Cup 2026'),
};

function setup(searches: Array<Pick<RecentSearch, 'eventId' | 'number'>>) {
  const storage = { session: memoryStorage(), local: memoryStorage() };
  // Written as the bib search writes them, newest first (the first given is the newest).
  for (const s of [...searches].reverse()) rememberSearch(storage.local, { ...s, eventName: 'stored name', when: '2026-05-01T10:00:00Z' });
  const asked: string[] = [];
  const api = fakeApi({
    photos: {
      getEvent: async (eventId: string) => {
        asked.push(eventId);
        return EVENTS[eventId] ? ok(EVENTS[eventId]) : fail(404, 'NotFound');
      },
    },
  });
  return { store: createStore({ api, storage, dataLayer: [] }), asked };
}

afterEach(() => configure({ shopUrl: undefined }));

describe('share context', () => {
  it("is the event whose catalog the order is from, with the one bib searched there and the shop's search link", async () => {
    configure({ shopUrl: 'https://shop.example' });
    const { store } = setup([
      { eventId: '102', number: '501' },
      { eventId: 101, number: '1234' },
    ]);
    expect(await resolveShareContext(store, order({ catalogId: '1101', number: 'RL-7' }))).toEqual({
      event: 'Riga City Run 2026',
      who: '1234',
      link: 'https://shop.example/search?event=101',
      about: { date: '2026-05-12T09:00:00Z', distances: ['10 km', '21.1 km'], bib: '1234' },
    });
  });

  it('takes the order number when two bibs were searched at that event (which one bought is not known)', async () => {
    const { store } = setup([
      { eventId: '101', number: '1234' },
      { eventId: '101', number: '1500' },
    ]);
    const context = await resolveShareContext(store, order({ catalogId: '1101', number: 'RL-7' }));
    expect(context).toEqual({
      event: 'Riga City Run 2026',
      who: 'RL-7',
      link: null,
      about: { date: '2026-05-12T09:00:00Z', distances: ['10 km', '21.1 km'], bib: null },
    });
  });

  it('knows no event without a matching search (an event that fails to load is passed over), and asks for each event once', async () => {
    const { store, asked } = setup([
      { eventId: '999', number: '1' },
      { eventId: '102', number: '501' },
      { eventId: '102', number: '502' },
    ]);
    expect(await resolveShareContext(store, order({ catalogId: '1101', number: 'RL-7' }))).toEqual({ event: null, who: 'RL-7', link: null, about: null });
    expect(asked).toEqual(['999', '102']);
  });
});
