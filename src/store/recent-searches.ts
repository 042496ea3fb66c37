/**
 * Recent searches (PRODUCT.md §routes-home: "recent searches"): the bib searches a visitor ran,
 * newest first, so the home page can link back to their results (`/search/{id}/{number}`). Only
 * what the link needs is kept: never a surname, personal code, birth date or e-mail.
 */
export const RECENT_SEARCHES_KEY = 'racelensRecentSearches';
export const RECENT_SEARCHES_MAX = 10;

export interface RecentSearch {
  eventId: string | number;
  eventName: string;
  number: string;
  /** ISO time of the search. */
  when: string;
}

const isRecent = (value: unknown): value is RecentSearch => {
  const v = value as Partial<RecentSearch> | null;
  return (
    !!v &&
    typeof v === 'object' &&
    (typeof v.eventId === 'string' || typeof v.eventId === 'number') &&
    v.eventId !== '' &&
    typeof v.number === 'string' &&
    v.number !== '' &&
    typeof v.eventName === 'string'
  );
};

/** The stored list; anything unreadable (bad JSON, foreign entries, blocked storage) is skipped. */
export function readRecentSearches(storage: Pick<Storage, 'getItem'>): RecentSearch[] {
  try {
    const list: unknown = JSON.parse(storage.getItem(RECENT_SEARCHES_KEY) ?? '[]');
    return Array.isArray(list)
      ? list.filter(isRecent).map(({ eventId, eventName, number, when }) => ({ eventId, eventName, number, when: String(when ?? '') }))
      : [];
  } catch {
    return [];
  }
}

/** Stored entries keep the id as it was written (numbers before ids became strings). */
const sameSearch = (a: RecentSearch, b: RecentSearch) => String(a.eventId) === String(b.eventId) && a.number === b.number;

/** Puts `entry` first, drops an older copy of the same event and bib, keeps at most 10. */
export function rememberSearch(storage: Pick<Storage, 'getItem' | 'setItem'>, entry: RecentSearch): RecentSearch[] {
  // Copy the four fields only, so a caller's extra data (a second factor) can never be stored.
  const clean: RecentSearch = { eventId: entry.eventId, eventName: entry.eventName, number: entry.number.trim(), when: entry.when };
  const list = [clean, ...readRecentSearches(storage).filter((s) => !sameSearch(s, clean))].slice(0, RECENT_SEARCHES_MAX);
  try {
    storage.setItem(RECENT_SEARCHES_KEY, JSON.stringify(list));
  } catch {
    // Quota or privacy mode: the search still worked, it is just not remembered.
  }
  return list;
}
