/**
 * The home page's events (PRODUCT.md §routes-home): recent and upcoming events, and the event
 * search with pagination ("show more"). A feature: it loads with the home widget, not in the
 * runtime. Its loads count as the shell's event loads (the shop's footer waits for them).
 */
import { computed } from '@preact/signals-core';
import type { ApiWith } from '../api/client';
import type { Result } from '../api/http';
import type { Event } from '../api/schemas';
import { photosApi } from '../api/services/photos';
import { homeListQuery } from '../api/services/public-reads';
import { feature, servicesOf } from './base/feature';
import { mapData, type QueryState, query } from './base/query';
import { slot } from './base/slot';

export const SEARCH_PAGE_SIZE = 12;

export type HomeList = 'recent' | 'upcoming';

/** The events a search found so far (its pages), and how many there are in all. */
export interface FoundEvents {
  items: Event[];
  total: number;
}

/** Still waiting for its first answer. */
const firstLoad = (state: QueryState<unknown>) => state.status === 'loading' && state.data === null;

export function createEventsStore({ api, beginLoad }: { api: ApiWith<'photos'>; beginLoad?: () => () => void }) {
  const lists = query<HomeList, Event[]>({
    fetch: (when) => api.photos.listEvents(homeListQuery(when)).then((r) => mapData(r, (list) => list.items)),
    onRequest: beginLoad,
  });
  /** From `offset` on, added to the events already found. */
  const page = (text: string, offset: number, held: readonly Event[]): Promise<Result<FoundEvents>> =>
    api.photos
      .listEvents({ searchString: text, offset, count: SEARCH_PAGE_SIZE })
      .then((r) => mapData(r, ({ items, total }) => ({ items: [...held, ...items], total })));
  const searches = query<string, FoundEvents>({ fetch: (text) => page(text, 0, []), onRequest: beginLoad });
  // The last search shows; the previous results stay until its answer (no flash of nothing).
  const shown = slot(searches, { keepPrevious: true });

  const recentState = lists.state('recent');
  const upcomingState = lists.state('upcoming');
  // Both lists appear at once: the short upcoming list answering first and the recent one then
  // arriving above it would move the page under the visitor (layout shift).
  const listsShown = computed(() => !firstLoad(recentState.value) && !firstLoad(upcomingState.value));
  const results = computed(() => shown.state.value.data?.items ?? []);
  const total = computed(() => shown.state.value.data?.total ?? 0);
  const searchText = computed(() => shown.key.value ?? '');

  return {
    recent: computed(() => (listsShown.value ? (recentState.value.data ?? []) : [])),
    upcoming: computed(() => (listsShown.value ? (upcomingState.value.data ?? []) : [])),
    results,
    total,
    /** The text of the search shown ('' for none: the lists show). */
    query: searchText,
    /** What is shown failed to load: the search's results, else the lists. */
    error: computed(() =>
      searchText.value ? shown.state.value.status === 'error' : recentState.value.status === 'error' || upcomingState.value.status === 'error',
    ),
    /** PRODUCT.md §routes-home: while events load, the page body cannot scroll. */
    loading: computed(() => [recentState.value, upcomingState.value, shown.state.value].some((s) => s.status === 'loading')),
    hasMore: computed(() => results.value.length < total.value),

    async loadHome(): Promise<void> {
      await Promise.all([lists.load('recent'), lists.load('upcoming')]);
    },

    /** A new search replaces the results; an answer to an older search is never shown for it. */
    async search(text: string): Promise<void> {
      const trimmed = text.trim();
      if (!trimmed) return shown.clear();
      await shown.show(trimmed);
    },

    async loadMore(): Promise<void> {
      const text = shown.key.peek();
      if (text) await searches.more(text, (held) => page(text, held?.items.length ?? 0, held?.items ?? []));
    },
  };
}

export const eventsOf = feature((store) => createEventsStore({ api: servicesOf(store, { photos: photosApi }), beginLoad: store.shell.beginEventLoad }));
