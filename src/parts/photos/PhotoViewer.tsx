/**
 * The full-screen photo viewer: a modal dialog (focus trapped, Escape closes) with the photo,
 * previous/next by buttons, arrow keys, Home/End and swipes, the position announced politely,
 * and the owner's actions for the shown photo (add to cart, frame it).
 */
import { type ReactNode, useEffect, useRef } from 'react';
import type { Photo } from '../../api/schemas';
import { useT } from '../../runtime/WidgetRoot';
import { Dialog } from '../../ui/Dialog';

export interface PhotoViewerProps {
  open: boolean;
  index: number;
  count: number;
  photoAt: (index: number) => Photo | undefined;
  onIndex: (index: number) => void;
  onClose: () => void;
  /** Once the viewer has closed: where the focus goes (Dialog's onClosed). */
  onClosed?: () => void;
  /** Alternative text of a photo. */
  label: (index: number) => string;
  actions?: (photo: Photo) => ReactNode;
}

/** A horizontal move of at least this many pixels is a swipe. */
const SWIPE = 40;

export function PhotoViewer({ open, index, count, photoAt, onIndex, onClose, onClosed, label, actions }: PhotoViewerProps) {
  const { t } = useT();
  const swipeStart = useRef<number | null>(null);
  // The photo asked for last: keys pressed faster than the parent re-renders each move one on.
  const at = useRef(index);
  at.current = index;
  const go = (next: number) => onIndex((at.current = Math.min(count - 1, Math.max(0, next))));

  // The key handler, attached once while the viewer is open, reads the latest render's values.
  const shown = useRef({ count, go });
  shown.current = { count, go };
  useEffect(() => {
    if (!open) return;
    // The dialog's own header holds the close button; listening on the document catches the
    // keys wherever the focus is inside the modal (nothing outside it can have focus).
    const onKey = (e: KeyboardEvent) => {
      const { count, go } = shown.current;
      const moves: Record<string, number> = { ArrowLeft: at.current - 1, ArrowRight: at.current + 1, Home: 0, End: count - 1 };
      if (e.key in moves && !e.altKey && !e.ctrlKey && !e.metaKey) {
        e.preventDefault();
        go(moves[e.key]!);
      }
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [open]);

  const photo = photoAt(index);
  return (
    <div className="rl-viewer">
      <Dialog open={open} title={t('gallery.viewerLabel')} closeLabel={t('gallery.closeViewer')} onClose={onClose} onClosed={onClosed}>
        <div
          className="rl-viewer__stage"
          onPointerDown={(e) => (swipeStart.current = e.clientX)}
          onPointerUp={(e) => {
            const from = swipeStart.current;
            swipeStart.current = null;
            if (from === null || Math.abs(e.clientX - from) < SWIPE) return;
            go(e.clientX < from ? index + 1 : index - 1);
          }}
        >
          {photo ? (
            <img className="rl-viewer__image" src={photo.url} alt={label(index)} width={photo.width} height={photo.height} draggable={false} />
          ) : (
            <span className="rl-viewer__placeholder rl-spinner" aria-hidden="true" />
          )}
        </div>
        <div className="rl-viewer__bar">
          <button type="button" className="rl-icon-button" aria-label={t('gallery.previousPhoto')} disabled={index <= 0} onClick={() => go(index - 1)}>
            <span aria-hidden="true">‹</span>
          </button>
          <p className="rl-viewer__position" aria-live="polite">
            {t('gallery.position', { index: index + 1, total: count })}
          </p>
          <button type="button" className="rl-icon-button" aria-label={t('gallery.nextPhoto')} disabled={index >= count - 1} onClick={() => go(index + 1)}>
            <span aria-hidden="true">›</span>
          </button>
        </div>
        {photo && actions ? <div className="rl-viewer__actions rl-row">{actions(photo)}</div> : null}
      </Dialog>
    </div>
  );
}
