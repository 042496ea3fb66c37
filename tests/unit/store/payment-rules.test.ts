import { describe, expect, it } from 'vitest';
import { isSafePayUrl } from '../../../src/links/safe-url';
import { isArchiveReady, latestPayment, PAYMENT_ATTEMPT_PREFIX, paymentAttempt, paymentStatus } from '../../../src/store/payment-rules';
import { memoryStorage } from '../../../src/store/storage';
import { payment } from '../helpers/fixtures';

describe('payments (PRODUCT.md §states-payment)', () => {
  it('chooses the latest payment by createdOn, not by list order', () => {
    const older = payment({ createdOn: '2025-05-01T10:00:00Z', state: 'Declined' });
    const newer = payment({ createdOn: '2025-05-01T10:05:00Z', state: 'Pending' });
    const oldest = payment({ createdOn: '2025-04-30T10:00:00Z', state: 'Paid' });
    expect(latestPayment([older, newer, oldest])).toBe(newer);
    expect(latestPayment([])).toBeNull();
  });

  it('payment page: checking, then paid or declined', () => {
    expect(paymentStatus({ state: 'AwaitingPayment' }, { state: 'Pending' })).toBe('checking');
    expect(paymentStatus({ state: 'AwaitingPayment' }, null)).toBe('checking');
    expect(paymentStatus({ state: 'AwaitingPayment' }, { state: 'Declined' })).toBe('declined');
    expect(paymentStatus({ state: 'Completed' }, { state: 'Pending' })).toBe('paid');
    expect(paymentStatus({ state: 'AwaitingPayment' }, { state: 'Paid' })).toBe('paid');
  });

  it('archives are ready when Published', () => {
    expect(isArchiveReady({ state: 'Published' })).toBe(true);
    for (const state of ['Pending', 'Processing', 'Failed'] as const) expect(isArchiveReady({ state })).toBe(false);
    expect(isArchiveReady(null)).toBe(false);
  });
});

describe('pay URL check', () => {
  const trusted = ['http://localhost:8787', 'http://shop.test'];
  it('accepts https anywhere', () => {
    expect(isSafePayUrl('https://pay.provider.com/x', trusted)).toBe(true);
  });
  it('accepts http only on a trusted origin', () => {
    expect(isSafePayUrl('http://localhost:8787/sandbox/pay/1', trusted)).toBe(true);
    expect(isSafePayUrl('http://shop.test/pay', trusted)).toBe(true);
    expect(isSafePayUrl('http://evil.test/pay', trusted)).toBe(false);
  });
  it('refuses other schemes and garbage', () => {
    expect(isSafePayUrl('javascript:alert(1)', trusted)).toBe(false);
    expect(isSafePayUrl('data:text/html,hi', trusted)).toBe(false);
    expect(isSafePayUrl('/relative', trusted)).toBe(false);
  });
});

describe('payment idempotency key', () => {
  const random = () => 'r';
  it('is stable per invoice and attempt, across reloads of the tab', () => {
    const session = memoryStorage();
    const first = paymentAttempt(session, 'inv-1', 'card', { random });
    expect(first).toEqual({ attempt: 1, paymentTypeId: 'card', key: 'inv-1-1-r' });
    expect(paymentAttempt(session, 'inv-1', 'card')).toEqual(first);
    expect(JSON.parse(session.getItem(`${PAYMENT_ATTEMPT_PREFIX}inv-1`)!)).toEqual(first);
  });

  it('a retry is a new attempt with a new key', () => {
    const session = memoryStorage();
    const first = paymentAttempt(session, 'inv-1', 'card');
    const second = paymentAttempt(session, 'inv-1', 'card', { retry: true });
    expect(second.attempt).toBe(2);
    expect(second.key).not.toBe(first.key);
  });

  it('another payment method is a new attempt', () => {
    const session = memoryStorage();
    paymentAttempt(session, 'inv-1', 'card');
    expect(paymentAttempt(session, 'inv-1', 'business').attempt).toBe(2);
  });

  it('invoices do not share keys', () => {
    const session = memoryStorage();
    expect(paymentAttempt(session, 'inv-1', 'card').key).not.toBe(paymentAttempt(session, 'inv-2', 'card').key);
  });
});

describe('canceled orders', () => {
  it('a Canceled order is canceled whatever its last payment says, unless it was paid', () => {
    expect(paymentStatus({ state: 'Canceled' }, { state: 'Declined' })).toBe('canceled');
    expect(paymentStatus({ state: 'Canceled' }, null)).toBe('canceled');
    expect(paymentStatus({ state: 'Completed' }, { state: 'Declined' })).toBe('paid');
  });
});
