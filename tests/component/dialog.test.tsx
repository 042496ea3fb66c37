/** The kit's modal (src/ui/Dialog.tsx): its owner hears of every way it closes, once. */
import { cleanup, render } from '@testing-library/preact';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Dialog } from '../../src/ui/Dialog';

afterEach(cleanup);

const show = (open: boolean, onClose: () => void, onClosed?: () => void) => (
  <Dialog open={open} title="Photo viewer" closeLabel="Close" onClose={onClose} onClosed={onClosed}>
    <p>photo</p>
  </Dialog>
);

describe('Dialog', () => {
  it('tells its owner when the browser closes it by itself (no cancel event), so the page does not think it still open', async () => {
    const onClose = vi.fn();
    const { container } = render(show(true, onClose));
    const dialog = container.querySelector('dialog')!;
    expect(dialog.open).toBe(true);
    dialog.close();
    await vi.waitFor(() => expect(onClose).toHaveBeenCalledTimes(1));
  });

  it('says nothing when its owner closed it, and calls onClosed once it has closed (where the focus is moved)', async () => {
    const onClose = vi.fn();
    const onClosed = vi.fn(() => expect(dialog.open).toBe(false));
    const { container, rerender } = render(show(true, onClose, onClosed));
    const dialog = container.querySelector('dialog')!;
    rerender(show(false, onClose, onClosed));
    await vi.waitFor(() => expect(onClosed).toHaveBeenCalledTimes(1));
    expect(onClose).not.toHaveBeenCalled();
  });
});
