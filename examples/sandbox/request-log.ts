/**
 * The last requests the sandbox answered, for tests that must prove what a client did
 * (e.g. that a double click created one payment). In memory only.
 */
export interface LoggedRequest {
  seq: number;
  at: string;
  method: string;
  path: string;
  /** The write's Idempotency-Key: the same key again is the client repeating that write. */
  key?: string;
  /** 0 when the connection was dropped without an answer. */
  status: number;
  durationMs: number;
  fault?: string;
}

const KEEP = 2000;

export class RequestLog {
  private entries: LoggedRequest[] = [];
  private seq = 0;

  start(method: string, path: string, key?: string): LoggedRequest {
    const entry: LoggedRequest = { seq: ++this.seq, at: new Date().toISOString(), method, path, ...(key ? { key } : {}), status: 0, durationMs: 0 };
    this.entries.push(entry);
    if (this.entries.length > KEEP) this.entries.splice(0, this.entries.length - KEEP);
    return entry;
  }

  /** Oldest first; filtered by method and a substring of the path. */
  list(filter: { method?: string; path?: string; since?: number } = {}): LoggedRequest[] {
    return this.entries.filter(
      (e) =>
        (!filter.method || e.method === filter.method.toUpperCase()) &&
        (!filter.path || e.path.includes(filter.path)) &&
        (filter.since === undefined || e.seq > filter.since),
    );
  }

  clear(): void {
    this.entries = [];
  }
}
