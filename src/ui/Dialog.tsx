/**
 * A modal dialog on the native <dialog> element: showModal() gives the focus trap, Escape and
 * the inert background for free, inside the widget's shadow root too.
 */
import { type ReactNode, useEffect, useId, useRef } from 'react';

export interface DialogProps {
  open: boolean;
  title: string;
  closeLabel: string;
  onClose: () => void;
  /**
   * Once it has closed, whichever way: where the owner moves the focus (the browser has put it
   * back on what had it before the dialog opened by then; while the dialog is open, the page
   * behind it is inert and cannot take the focus).
   */
  onClosed?: () => void;
  children: ReactNode;
  /** 'side' slides in from the right (cart drawer). */
  placement?: 'center' | 'side';
}

export function Dialog({ open, title, closeLabel, onClose, onClosed, children, placement = 'center' }: DialogProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) dialog.showModal?.();
    if (!open && dialog.open) dialog.close();
  }, [open]);

  return (
    // biome-ignore lint/a11y/useKeyWithClickEvents: the backdrop click is a mouse shortcut; Escape (onCancel) and the close button serve the keyboard
    <dialog
      ref={ref}
      className={`rl-dialog rl-dialog--${placement}`}
      part="dialog"
      aria-labelledby={titleId}
      onCancel={(e) => {
        e.preventDefault();
        onClose();
      }}
      // The browser may close a modal itself, without a cancel event (Escape pressed again, or
      // with no user activation since it opened): the owner still hears of it.
      onClose={() => {
        if (open) onClose();
        onClosed?.();
      }}
      onClick={(e) => {
        // A click on the backdrop (the dialog element itself, outside its content) closes it.
        if (e.target === ref.current) onClose();
      }}
    >
      <div className="rl-dialog__content">
        <header className="rl-dialog__header">
          <h2 id={titleId} className="rl-dialog__title">
            {title}
          </h2>
          <button type="button" className="rl-icon-button" part="dialog-close" aria-label={closeLabel} onClick={onClose}>
            <span aria-hidden="true">×</span>
          </button>
        </header>
        {open ? children : null}
      </div>
    </dialog>
  );
}
