/**
 * The face panel's photo area as a drop target (docs/ARCHITECTURE.md §face-check): a photo dragged
 * from the desktop is handed on as the files it carries, to go the way a picked file goes. Only a
 * drag that carries files is taken (and then the browser is kept from opening the file in the
 * page); while one is over the area, its outline and its hint say it will be taken. The hint shows
 * only where a pointer can drag; keyboard and screen-reader users keep the file button inside.
 * Styles are set through the CSSOM (theme properties; a strict CSP allows them), as in
 * FacePicker.tsx: this part is lazy, photo-search.css is every first load's.
 */
import { type DragEvent, type ReactNode, useRef, useState } from 'react';
import { useT } from '../../../src/runtime/WidgetRoot';

export interface DropZoneProps {
  /** Every file of a drop, as dropped (the panel decides what one, several or none mean). */
  onFiles(files: File[]): void;
  children: ReactNode;
}

const zone = {
  display: 'grid',
  gap: 'calc(var(--racelens-space) / 2)',
  padding: 'calc(var(--racelens-space) / 2)',
  border: '2px dashed var(--racelens-color-border)',
  borderRadius: 'var(--racelens-radius-md)',
} as const;
const taking = { ...zone, borderColor: 'var(--racelens-color-primary)', background: 'var(--racelens-color-surface)' } as const;
const hint = { margin: 0, color: 'var(--racelens-color-muted)' } as const;
const hintTaking = { ...hint, color: 'var(--racelens-color-primary)' } as const;

/** A mouse, pen or trackpad anywhere on the device: then a photo can be dragged in. */
const pointerCanDrag = () => typeof matchMedia === 'function' && matchMedia('(any-pointer: fine)').matches;

const carriesFiles = (event: DragEvent<HTMLDivElement>) => !!event.dataTransfer?.types.includes('Files');

export function DropZone({ onFiles, children }: DropZoneProps) {
  const { t } = useT();
  const [over, setOver] = useState(false);
  const [showHint] = useState(pointerCanDrag);
  // dragenter and dragleave come for each child the drag crosses: the area is left when they even out.
  const depth = useRef(0);

  const accept = (event: DragEvent<HTMLDivElement>) => {
    if (!carriesFiles(event)) return false;
    event.preventDefault(); // taken here: the browser neither opens nor downloads the file
    if (event.dataTransfer) event.dataTransfer.dropEffect = 'copy';
    return true;
  };

  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: dropping is a pointer's addition; the file button inside is everyone's way in
    <div
      className="rl-search__drop"
      style={over ? taking : showHint ? zone : undefined}
      onDragEnter={(event) => {
        if (!accept(event)) return;
        depth.current++;
        setOver(true);
      }}
      onDragOver={accept}
      onDragLeave={(event) => {
        if (!carriesFiles(event)) return;
        depth.current = Math.max(0, depth.current - 1);
        if (depth.current === 0) setOver(false);
      }}
      onDrop={(event) => {
        if (!accept(event)) return;
        depth.current = 0;
        setOver(false);
        onFiles([...(event.dataTransfer?.files ?? [])]);
      }}
    >
      {children}
      {showHint || over ? <p style={over ? hintTaking : hint}>{t(over ? 'selfie.dropRelease' : 'selfie.dropHint')}</p> : null}
    </div>
  );
}
