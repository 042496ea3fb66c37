import { describe, expect, it } from 'vitest';
import { RECENT_SEARCHES_KEY, type RecentSearch, readRecentSearches, rememberSearch } from '../../../src/store/recent-searches';
import { memoryStorage } from '../../../src/store/storage';

const entry = (eventId: string | number, number: string, when = '2026-05-01T10:00:00.000Z'): RecentSearch => ({
  eventId,
  eventName: `Event ${eventId}`,
  number,
  when,
});

describe('recent searches', () => {
  it('keeps the newest first, one entry per event and bib, at most 10', () => {
    const storage = memoryStorage();
    for (let i = 1; i <= 12; i++) rememberSearch(storage, entry(101, String(i)));
    rememberSearch(storage, entry('101', '5', 'later'));
    const list = readRecentSearches(storage);
    expect(list).toHaveLength(10);
    expect(list[0]).toEqual(entry('101', '5', 'later'));
    expect(list.filter((s) => s.number === '5')).toHaveLength(1);
    expect(list.map((s) => s.number)).not.toContain('1');
  });

  it('never stores a second factor, even when handed one', () => {
    const storage = memoryStorage();
    rememberSearch(storage, { ...entry(101, ' 1234 '), surname: 'Berzina', birthDate: '1985-04-12' } as RecentSearch);
    const raw = storage.getItem(RECENT_SEARCHES_KEY)!;
    expect(raw).not.toMatch(/Berzina|1985/);
    expect(JSON.parse(raw)).toEqual([entry(101, '1234')]);
  });

  it('reads bad JSON, foreign entries and a blocked storage as nothing', () => {
    expect(readRecentSearches({ getItem: () => '{not json' })).toEqual([]);
    expect(readRecentSearches({ getItem: () => '{"a":1}' })).toEqual([]);
    expect(readRecentSearches({ getItem: () => JSON.stringify([null, 7, { eventId: 1 }, entry(2, '9')]) })).toEqual([entry(2, '9')]);
    expect(
      readRecentSearches({
        getItem: () => {
          throw new Error('blocked');
        },
      }),
    ).toEqual([]);
    const full = {
      getItem: () => null,
      setItem: () => {
        throw new Error('quota');
      },
    };
    expect(() => rememberSearch(full, entry(1, '1'))).not.toThrow();
  });
});
