/**
 * mutation(): the store's one way to write — one signal with the newest call's
 * { status, data, error }, pending while any call is under way, the latest call wins, an
 * optional single flight, and cancel / retry / reset as the 10 s notice and the forms use them.
 */
import { describe, expect, it, vi } from 'vitest';
import type { Result } from '../../../src/api/http';
import { mutation } from '../../../src/store/base/mutation';
import { fail, ok } from '../helpers/results';

/** A write whose answers the test releases one by one, in any order. */
function controlled<T>() {
  const pending: Array<{ input: unknown; signal: AbortSignal; answer: (r: Result<T>) => void }> = [];
  const write = vi.fn((input: unknown, signal: AbortSignal) => new Promise<Result<T>>((answer) => pending.push({ input, signal, answer })));
  return { write, pending };
}

describe('mutation', () => {
  it('is idle, pending while a call is under way, then shows its success or its failure', async () => {
    const { write, pending } = controlled<string>();
    const m = mutation(write);
    expect(m.state.value).toEqual({ status: 'idle', data: null, error: null });
    const first = m.run('a');
    expect(m.pending.value).toBe(true);
    expect(m.state.value.status).toBe('pending');
    pending[0]!.answer(ok('done'));
    expect(await first).toEqual(ok('done'));
    expect(m.pending.value).toBe(false);
    expect(m.state.value).toEqual({ status: 'success', data: 'done', error: null });

    const second = m.run('b');
    pending[1]!.answer(fail(502, 'HttpError'));
    await second;
    expect(m.state.value.status).toBe('error');
    expect(m.state.value.error).toMatchObject({ status: 502 });
  });

  it('shows the newest call: an older one ending later changes nothing shown', async () => {
    const { write, pending } = controlled<string>();
    const m = mutation(write);
    const older = m.run('first');
    const newer = m.run('second');
    pending[1]!.answer(ok('second'));
    await newer;
    expect(m.pending.value).toBe(true); // the older one is still under way
    pending[0]!.answer(fail(500, 'HttpError'));
    await older;
    expect(m.pending.value).toBe(false);
    expect(m.state.value).toEqual({ status: 'success', data: 'second', error: null });
  });

  it('single: a call while one is under way joins it and sends nothing', async () => {
    const { write, pending } = controlled<string>();
    const pay = mutation(write, { single: true });
    const a = pay.run('card');
    const b = pay.run('card');
    expect(b).toBe(a);
    expect(write).toHaveBeenCalledTimes(1);
    pending[0]!.answer(ok('paid'));
    await a;
    void pay.run('card');
    expect(write).toHaveBeenCalledTimes(2);
  });

  it('cancel aborts the calls under way and shows none of them; retry sends the newest input again', async () => {
    const { write, pending } = controlled<string>();
    const m = mutation(write);
    expect(m.retry()).toBeNull();
    const first = m.run('bib 11');
    m.cancel();
    expect(pending[0]!.signal.aborted).toBe(true);
    expect(m.state.value.status).toBe('idle');
    pending[0]!.answer(fail(0, 'Aborted'));
    await first;
    expect(m.state.value.status).toBe('idle');

    const again = m.retry();
    expect(pending[1]!.input).toBe('bib 11');
    expect(pending[1]!.signal.aborted).toBe(false);
    pending[1]!.answer(ok('added'));
    expect(await again).toEqual(ok('added'));
    expect(m.state.value.status).toBe('success');
  });

  it('reset forgets the outcome shown, but not while a call is under way', async () => {
    const { write, pending } = controlled<string>();
    const m = mutation(write);
    const call = m.run('x');
    m.reset();
    expect(m.state.value.status).toBe('pending');
    pending[0]!.answer(fail(400, 'Invalid'));
    await call;
    m.reset();
    expect(m.state.value).toEqual({ status: 'idle', data: null, error: null });
  });
});
