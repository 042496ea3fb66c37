/** Payment rules (PRODUCT.md §states-payment) and the safety checks around creating one. */

import { randomId } from '../api/random-id';
import type { Archive, Id, Order, Payment } from '../api/schemas';
import { readJson, writeItem } from './storage';

/** PRODUCT.md §states-payment: the latest payment by createdOn is the one that counts. */
export function latestPayment(payments: readonly Payment[]): Payment | null {
  let latest: Payment | null = null;
  for (const p of payments) {
    if (!latest || Date.parse(p.createdOn) > Date.parse(latest.createdOn)) latest = p;
  }
  return latest;
}

/**
 * PRODUCT.md §routes-order-paid, PRODUCT.md §states-payment payment page: checking, then paid or
 * declined. A Canceled order (PRODUCT.md §states-order) can be neither paid nor retried (the
 * invoice answers 409 OrderCanceled), so it is a state of its own rather than an endless 'checking'
 * or a 'declined' whose retry must fail.
 */
export type PaymentStatus = 'checking' | 'paid' | 'declined' | 'canceled';

export function paymentStatus(order: Pick<Order, 'state'> | null, latest: Pick<Payment, 'state'> | null): PaymentStatus {
  if (order?.state === 'Completed' || latest?.state === 'Paid') return 'paid';
  if (order?.state === 'Canceled') return 'canceled';
  if (latest?.state === 'Declined') return 'declined';
  return 'checking';
}

/** Whether the page has its answer: everything but 'checking'. */
export const isDecided = (status: PaymentStatus): boolean => status !== 'checking';

/** PRODUCT.md §states-archive: archives are ready when Published. */
export const isArchiveReady = (archive: Pick<Archive, 'state'> | null): boolean => archive?.state === 'Published';

/** sessionStorage key prefix of payment attempts. */
export const PAYMENT_ATTEMPT_PREFIX = 'racelensPayment:';

export interface PaymentAttempt {
  attempt: number;
  paymentTypeId: string;
  key: string;
}

const isAttempt = (v: unknown): v is PaymentAttempt =>
  typeof v === 'object' && v !== null && typeof (v as PaymentAttempt).key === 'string' && typeof (v as PaymentAttempt).attempt === 'number';

/**
 * The Idempotency-Key of a payment: stable per invoice and attempt, stored in sessionStorage so
 * a reload or a double click in the middle of creating it reuses the key and the server answers
 * the same payment instead of charging twice. A new attempt (after a decline, or with another
 * payment method) gets a new key.
 */
export function paymentAttempt(
  session: Storage,
  invoiceId: Id,
  paymentTypeId: Id,
  { retry = false, random = randomId }: { retry?: boolean; random?: () => string } = {},
): PaymentAttempt {
  const storageKey = PAYMENT_ATTEMPT_PREFIX + invoiceId;
  const previous = readJson(session, storageKey, isAttempt);
  if (previous && !retry && previous.paymentTypeId === paymentTypeId) return previous;
  const attempt = (previous?.attempt ?? 0) + 1;
  const next: PaymentAttempt = { attempt, paymentTypeId, key: `${invoiceId}-${attempt}-${random()}` };
  writeItem(session, storageKey, JSON.stringify(next));
  return next;
}
