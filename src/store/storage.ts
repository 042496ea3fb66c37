/**
 * Web Storage, injected so the store runs (and is tested) without a browser. Reads and writes
 * never throw: Safari's private mode and sandboxed iframes throw on access, and losing a
 * cart id is better than losing the widget.
 */
export interface StoragePair {
  /** Per tab: the cart id (PRODUCT.md §entities-storage), payment idempotency keys. */
  session: Storage;
  /**
   * Per browser: pending orders (PRODUCT.md §entities-storage), purchases already reported to
   * analytics.
   */
  local: Storage;
}

/** A Storage that forgets everything; the fallback where the browser's is unavailable. */
export function memoryStorage(): Storage {
  const data = new Map<string, string>();
  return {
    get length() {
      return data.size;
    },
    clear: () => data.clear(),
    getItem: (key) => data.get(key) ?? null,
    key: (index) => [...data.keys()][index] ?? null,
    removeItem: (key) => void data.delete(key),
    setItem: (key, value) => void data.set(key, String(value)),
  };
}

function browserStorage(kind: 'sessionStorage' | 'localStorage'): Storage {
  try {
    const storage = typeof window !== 'undefined' ? window[kind] : undefined;
    return storage ?? memoryStorage();
  } catch {
    return memoryStorage();
  }
}

export const browserStorages = (): StoragePair => ({
  session: browserStorage('sessionStorage'),
  local: browserStorage('localStorage'),
});

export function readItem(storage: Storage, key: string): string | null {
  try {
    return storage.getItem(key);
  } catch {
    return null;
  }
}

/** Writes `value`, or removes the key when it is null. */
export function writeItem(storage: Storage, key: string, value: string | null): void {
  try {
    if (value === null) storage.removeItem(key);
    else storage.setItem(key, value);
  } catch {
    // Quota or privacy mode: the state still lives in memory for this page.
  }
}

/** A stored list of ids (pending orders, reported purchases), checked before use. */
export const isIdList = (v: unknown): v is string[] => Array.isArray(v) && v.every((x) => typeof x === 'string');

export function readJson<T>(storage: Storage, key: string, isValid: (v: unknown) => v is T): T | null {
  const raw = readItem(storage, key);
  if (raw === null) return null;
  try {
    const value: unknown = JSON.parse(raw);
    return isValid(value) ? value : null;
  } catch {
    return null;
  }
}
