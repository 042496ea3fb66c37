/**
 * The home page's events (PRODUCT.md §routes-home): recent and upcoming events, and the event
 * search with pagination ("show more"). A feature: it loads with the home widget, not in the
 * runtime.
 */
import { batch, computed, signal } from '@preact/signals-core';
import type { ApiClient } from '../api/client';
import { HOME_LIST_SIZE } from '../api/query-defaults';
import type { Event } from '../api/schemas';
import { feature } from './feature';

export const SEARCH_PAGE_SIZE = 12;

export function createEventsStore({ api, beginLoad }: { api: ApiClient; beginLoad?: () => () => void }) {
  const recent = signal<Event[]>([]);
  const upcoming = signal<Event[]>([]);
  const results = signal<Event[]>([]);
  const total = signal(0);
  const query = signal('');
  const pending = signal(0);
  const error = signal(false);
  let searchTicket = 0;

  /** Runs a load while counting it as pending; any failure raises the error flag. */
  async function tracked<T>(load: () => Promise<{ ok: boolean } & T>): Promise<({ ok: boolean } & T) | null> {
    pending.value++;
    const end = beginLoad?.();
    try {
      const result = await load();
      if (!result.ok) error.value = true;
      return result;
    } finally {
      pending.value--;
      end?.();
    }
  }

  return {
    recent,
    upcoming,
    results,
    total,
    query,
    error,
    /** PRODUCT.md §shell-loading: while events load, the page body cannot scroll. */
    loading: computed(() => pending.value > 0),
    hasMore: computed(() => results.value.length < total.value),

    async loadHome() {
      error.value = false;
      // Both lists appear at once: the short upcoming list answering first and the recent one
      // then arriving above it would move the page under the visitor (layout shift).
      const [recentAnswer, upcomingAnswer] = await Promise.all([
        tracked(() => api.photos.listEvents({ when: 'recent', count: HOME_LIST_SIZE })),
        tracked(() => api.photos.listEvents({ when: 'upcoming', count: HOME_LIST_SIZE })),
      ]);
      batch(() => {
        if (recentAnswer?.ok) recent.value = recentAnswer.data.items;
        if (upcomingAnswer?.ok) upcoming.value = upcomingAnswer.data.items;
      });
    },

    /** A new search replaces the results; an answer to an older search is ignored. */
    async search(text: string) {
      const ticket = ++searchTicket;
      batch(() => {
        query.value = text.trim();
        error.value = false;
      });
      if (!query.value) {
        batch(() => {
          results.value = [];
          total.value = 0;
        });
        return;
      }
      await tracked(async () => {
        const r = await api.photos.listEvents({ searchString: query.value, offset: 0, count: SEARCH_PAGE_SIZE });
        if (ticket === searchTicket && r.ok)
          batch(() => {
            results.value = r.data.items;
            total.value = r.data.total;
          });
        return r;
      });
    },

    async loadMore() {
      const ticket = searchTicket;
      await tracked(async () => {
        const r = await api.photos.listEvents({
          searchString: query.value,
          offset: results.value.length,
          count: SEARCH_PAGE_SIZE,
        });
        if (ticket === searchTicket && r.ok)
          batch(() => {
            results.value = [...results.value, ...r.data.items];
            total.value = r.data.total;
          });
        return r;
      });
    },
  };
}

export const eventsOf = feature((store) => createEventsStore({ api: store.api, beginLoad: store.shell.beginEventLoad }));
