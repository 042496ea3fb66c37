/**
 * What the participant typed for a finisher card (PRODUCT.md §routes-order-card), kept on this
 * device only, per order item: the bib, the finish time and the distance. At most 50 items are
 * remembered, the newest first; unreadable storage forgets quietly.
 */
export const CARD_MEMORY_KEY = 'racelensFinisherCard';
const MAX_ITEMS = 50;

export interface CardEntry {
  bib: string;
  time: string;
  distance: string;
}

type Memory = Record<string, CardEntry>;

const keyOf = (orderId: string, itemId: string) => `${orderId}/${itemId}`;
const text = (value: unknown, max: number): string => (typeof value === 'string' ? value.slice(0, max) : '');

function readAll(storage: Pick<Storage, 'getItem'>): Memory {
  try {
    const parsed: unknown = JSON.parse(storage.getItem(CARD_MEMORY_KEY) ?? '{}');
    return parsed && typeof parsed === 'object' && !Array.isArray(parsed) ? (parsed as Memory) : {};
  } catch {
    return {};
  }
}

/** The entry for one order item; empty fields where nothing was kept. */
export function recallCard(storage: Pick<Storage, 'getItem'>, orderId: string, itemId: string): CardEntry {
  const entry = readAll(storage)[keyOf(orderId, itemId)] as Partial<CardEntry> | undefined;
  return { bib: text(entry?.bib, 20), time: text(entry?.time, 12), distance: text(entry?.distance, 40) };
}

/** Keeps the entry, newest first. */
export function keepCard(storage: Pick<Storage, 'getItem' | 'setItem'>, orderId: string, itemId: string, entry: CardEntry): void {
  const key = keyOf(orderId, itemId);
  const rest = Object.entries(readAll(storage)).filter(([k]) => k !== key);
  const kept = Object.fromEntries([[key, { bib: entry.bib, time: entry.time, distance: entry.distance }], ...rest].slice(0, MAX_ITEMS));
  try {
    storage.setItem(CARD_MEMORY_KEY, JSON.stringify(kept));
  } catch {
    // Quota or privacy mode: the card is still made, the fields are just not remembered.
  }
}

/**
 * A finish time as people write it: `3:45:12`, `45:12`, `3:45:12.4` (a comma or dot before the
 * fraction). Empty is fine: the time is optional.
 */
export const isFinishTime = (value: string): boolean => value.trim() === '' || /^\d{1,3}(:[0-5]\d){1,2}([.,]\d{1,3})?$/.test(value.trim());
