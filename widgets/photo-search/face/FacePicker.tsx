/**
 * A group photo with each face the device found outlined as a button
 * (docs/ARCHITECTURE.md §face-check): the participant taps, clicks or tabs to their own face ("Face 1 of 3") and the
 * search goes on with that face. Positions are percentages, so the outlines follow the photo at
 * any width. Its styles are written here (theme properties, set through the CSSOM, which a strict
 * CSP allows), not in photo-search.css: this part is lazy, that sheet is every first load's.
 */
import { useT } from '../../../src/runtime/WidgetRoot';
import type { FaceBox } from './check/face-verdict';

export interface FacePickerProps {
  url: string;
  width: number;
  height: number;
  faces: readonly FaceBox[];
  onPick(face: FaceBox): void;
}

const percent = (fraction: number) => `${(fraction * 100).toFixed(2)}%`;

const frame = { position: 'relative', maxWidth: '24em', lineHeight: 0 } as const;
const photo = { width: '100%', height: 'auto', borderRadius: 'var(--racelens-radius-md)' } as const;
const outline = {
  position: 'absolute',
  minWidth: '24px',
  minHeight: '24px',
  padding: 0,
  border: '3px solid var(--racelens-color-primary)',
  borderRadius: 'var(--racelens-radius-sm)',
  background: 'transparent',
  cursor: 'pointer',
} as const;

export function FacePicker({ url, width, height, faces, onPick }: FacePickerProps) {
  const { t } = useT();
  return (
    <div className="rl-face-picker" style={frame}>
      <img style={photo} src={url} alt={t('selfie.groupAlt')} width={width} height={height} />
      {faces.map((face, i) => (
        <button
          // biome-ignore lint/suspicious/noArrayIndexKey: the faces of one photo never reorder
          key={i}
          type="button"
          style={{ ...outline, left: percent(face.x), top: percent(face.y), width: percent(face.width), height: percent(face.height) }}
          aria-label={t('selfie.faceOf', { n: i + 1, total: faces.length })}
          onClick={() => onPick(face)}
        />
      ))}
    </div>
  );
}
