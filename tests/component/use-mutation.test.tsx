/**
 * useMutation(): a component's own write on mutation() — busy while it runs, a second tap joins
 * the first (single), the failure shown until the next try, and the write sees the latest props.
 */
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/preact';
import { afterEach, describe, expect, it } from 'vitest';
import { useMutation } from '../../src/ui/use-mutation';

afterEach(() => cleanup());

function controlled() {
  const calls: Array<{ input: string; answer: (ok: boolean) => void }> = [];
  const write = (input: string) =>
    new Promise<{ ok: true; data: string } | { ok: false; error: string }>((done) =>
      calls.push({ input, answer: (ok) => done(ok ? { ok: true, data: input } : { ok: false, error: 'failed' }) }),
    );
  return { calls, write };
}

function Save({ label, write }: { label: string; write: (input: string) => Promise<{ ok: true; data: string } | { ok: false; error: string }> }) {
  const save = useMutation((input: string) => write(`${input} as ${label}`), { single: true });
  return (
    <div>
      <button type="button" aria-busy={save.pending} onClick={() => void save.run('photo')}>
        Save
      </button>
      {save.status === 'error' ? <p role="alert">Could not save</p> : null}
    </div>
  );
}

describe('useMutation', () => {
  it('is busy while the write runs, joins a second tap, and shows a failure until the next try', async () => {
    const { calls, write } = controlled();
    const { rerender } = render(<Save label="first" write={write} />);
    const button = screen.getByRole('button', { name: 'Save' });
    fireEvent.click(button);
    fireEvent.click(button);
    expect(calls).toHaveLength(1);
    await waitFor(() => expect(button.getAttribute('aria-busy')).toBe('true'));
    calls[0]!.answer(false);
    expect(await screen.findByRole('alert')).toBeTruthy();
    expect(button.getAttribute('aria-busy')).toBe('false');

    // The props of the latest render are the ones the next write sees.
    rerender(<Save label="second" write={write} />);
    fireEvent.click(button);
    expect(calls[1]!.input).toBe('photo as second');
    calls[1]!.answer(true);
    await waitFor(() => expect(button.getAttribute('aria-busy')).toBe('false'));
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
