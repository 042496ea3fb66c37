import type { Clock } from './core/clock';
import type { OrderContext } from './domain/orders';
import type { FaultRegistry } from './faults';
import type { Route } from './http/router';
import type { IdempotentReplies } from './idempotency';
import type { RequestLog } from './request-log';
import type { Store } from './store/store';

/** What every service and page of the sandbox shares. */
export interface App {
  readonly store: Store;
  readonly clock: Clock;
  readonly settings: SandboxSettings;
  readonly faults: FaultRegistry;
  readonly requestLog: RequestLog;
  /** Answers of writes sent with an Idempotency-Key, replayed for the same key. */
  readonly replies: IdempotentReplies;
  /** `now` and the shop url, for the order and payment rules. */
  orderContext(): OrderContext;
}

export interface SandboxSettings {
  /** The standalone shop: links in e-mails point at its routes. */
  shopUrl: string;
  /** How long a search token lives, in real ms (already scaled). */
  tokenTtlMs: number;
}

/** A service or page: a function from the app to its routes. */
export type Module = (app: App) => Route[];
