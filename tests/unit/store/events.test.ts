/** The home page's events: the two lists, the event search and its pages (src/store/events.ts). */
import { describe, expect, it, vi } from 'vitest';
import type { Event } from '../../../src/api/schemas';
import { createEventsStore, SEARCH_PAGE_SIZE } from '../../../src/store/events';
import { fakeApi } from '../helpers/fake-api';
import { fail, ok } from '../helpers/results';

const event = (id: string) => ({ eventId: id, name: `Event ${id}` }) as Event;
type Query = { when?: string; searchString?: string; offset?: number };

/** listEvents answering when the test says, in any order. */
function platform() {
  const pending: Array<{ q: Query; answer: (r: unknown) => void }> = [];
  const listEvents = vi.fn((q: Query) => new Promise((answer) => pending.push({ q, answer })));
  const answer = (match: (q: Query) => boolean, result: unknown) => {
    const i = pending.findIndex(({ q }) => match(q));
    pending.splice(i, 1)[0]!.answer(result);
  };
  return { api: fakeApi({ photos: { listEvents } as never }), listEvents, answer };
}

describe('home events', () => {
  it('shows the recent and upcoming lists together, once both have answered', async () => {
    const { api, answer } = platform();
    const events = createEventsStore({ api });
    const loading = events.loadHome();
    expect(events.loading.value).toBe(true);
    answer((q) => q.when === 'upcoming', ok({ items: [event('u1')], total: 1 }));
    await Promise.resolve();
    expect(events.upcoming.value).toEqual([]);
    answer((q) => q.when === 'recent', ok({ items: [event('r1')], total: 1 }));
    await loading;
    expect(events.recent.value.map((e) => e.eventId)).toEqual(['r1']);
    expect(events.upcoming.value.map((e) => e.eventId)).toEqual(['u1']);
    expect(events.loading.value).toBe(false);
  });

  it('a newer search wins over a slower older one; show more adds the next page', async () => {
    const { api, answer, listEvents } = platform();
    const events = createEventsStore({ api });
    const older = events.search('riga');
    const newer = events.search(' tatra ');
    expect(events.query.value).toBe('tatra');
    answer((q) => q.searchString === 'tatra', ok({ items: [event('t1')], total: 2 }));
    await newer;
    answer((q) => q.searchString === 'riga', ok({ items: [event('r1')], total: 1 }));
    await older;
    expect(events.results.value.map((e) => e.eventId)).toEqual(['t1']);
    expect(events.hasMore.value).toBe(true);

    const more = events.loadMore();
    expect(listEvents).toHaveBeenLastCalledWith({ searchString: 'tatra', offset: 1, count: SEARCH_PAGE_SIZE });
    answer(() => true, ok({ items: [event('t2')], total: 2 }));
    await more;
    expect(events.results.value.map((e) => e.eventId)).toEqual(['t1', 't2']);
    expect(events.hasMore.value).toBe(false);
  });

  it('says when what it shows failed; an empty search shows the lists again', async () => {
    const { api, answer } = platform();
    const events = createEventsStore({ api });
    const searching = events.search('x');
    answer(() => true, fail(503));
    await searching;
    expect(events.error.value).toBe(true);
    await events.search('  ');
    expect(events.query.value).toBe('');
    expect(events.results.value).toEqual([]);
    expect(events.error.value).toBe(false);
  });
});
