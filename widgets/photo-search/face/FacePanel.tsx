/**
 * Search by face (PRODUCT.md §overview-finding, PRODUCT.md §routes-search-face,
 * PRODUCT.md §validation-selfie, PRODUCT.md §errors-capture): consent first, then a selfie from the
 * camera or an uploaded photo (checked and prepared on the device), an optional birth date where
 * the event asks for it, and the search itself with its progress (about a minute) and a way to
 * cancel. The device's face check (docs/ARCHITECTURE.md §face-check) answers no face or several
 * faces before anything is uploaded, and sends only the face it found. A photo dropped on the
 * photo area (DropZone.tsx) goes the way a picked one goes.
 */
import { useEffect, useRef, useState } from 'react';
import type { Event } from '../../../src/api/schemas';
import type { MessageKey as TextKey } from '../../../src/i18n/catalogs';
import { useStore } from '../../../src/runtime/use-store';
import { useValue } from '../../../src/runtime/use-value';
import { useT } from '../../../src/runtime/WidgetRoot';
import { faceSearchOf } from '../../../src/store/face-search';
import { searchOf } from '../../../src/store/search';
import { Button, Checkbox, Field, Notice } from '../../../src/ui';
import { birthDate as checkBirthDate, toIsoDate } from '../../../src/validation/birth-date';
import type { MessageKey } from '../../../src/validation/message-key';
import type { PanelProps } from '../types';
import { CameraDialog } from './CameraDialog';
import { checkFaces, preloadDetector } from './check/face-check';
import type { FaceBox } from './check/face-verdict';
import { DropZone } from './DropZone';
import { FacePicker } from './FacePicker';
import { checkSelfie, decodeUpright, encodeSelfie, type PreparedSelfie, type UprightPhoto } from './prepare-selfie';
import { SearchProgress } from './SearchProgress';

/**
 * The advice shown under each failure's title (PRODUCT.md §validation-selfie,
 * PRODUCT.md §errors-capture).
 */
const HINTS: Partial<Record<TextKey, TextKey>> = {
  'capture.noFace': 'capture.noFaceHint',
  'capture.severalFaces': 'capture.severalFacesHint',
  'capture.error': 'capture.errorHint',
  'selfie.fileTooLarge': 'selfie.fileTooLargeHint',
  'selfie.oneFileOnly': 'selfie.oneFileOnlyHint',
};

export interface FacePanelProps extends PanelProps {
  event: Event;
  active: boolean;
}

type Selfie = PreparedSelfie & { url: string };

/**
 * What the device check left to decide: a photo with no face found, or the faces of a group to
 * pick from (shown on `picture`). The decoded photo is kept until then: the upload is cut from it.
 */
type Undecided = { kind: 'none'; photo: UprightPhoto } | { kind: 'several'; photo: UprightPhoto; picture: Selfie; faces: FaceBox[] };

/** The group photo's long side in the face picker: sharp at its 24em on a phone, quick to encode. */
const PICKER_SIDE = 1024;

const withUrl = (prepared: PreparedSelfie): Selfie => ({ ...prepared, url: URL.createObjectURL(prepared.file) });

export function FacePanel({ event, active, onStart, onDone }: FacePanelProps) {
  const { t } = useT();
  const store = useStore();
  const face = faceSearchOf(store);
  const search = searchOf(store);
  const recognizing = useValue(face.recognizing);
  const searchError = useValue(search.error);
  const [consent, setConsent] = useState(false);
  const [consentError, setConsentError] = useState(false);
  const [birth, setBirth] = useState('');
  const [birthError, setBirthError] = useState<MessageKey | null>(null);
  const [fileError, setFileError] = useState<TextKey | null>(null);
  const [preparing, setPreparing] = useState(false);
  const [selfie, setSelfie] = useState<Selfie | null>(null);
  const [undecided, setUndecided] = useState<Undecided | null>(null);
  const [camera, setCamera] = useState(false);
  const input = useRef<HTMLInputElement>(null);
  const panel = useRef<HTMLDivElement>(null);

  // The preview lives in memory only; let it go when replaced or when the panel closes.
  useEffect(() => () => void (selfie && URL.revokeObjectURL(selfie.url)), [selfie]);
  useEffect(
    () => () => {
      undecided?.photo.close();
      if (undecided?.kind === 'several') URL.revokeObjectURL(undecided.picture.url);
    },
    [undecided],
  );
  // The detector loads while the participant reads the consent, never on the widget's first load.
  // Its readiness and backend are marked on the panel (data-face-check="ready wasm") for tests and
  // support, never shown.
  const [checkBackend, setCheckBackend] = useState<string | null>(null);
  useEffect(() => void preloadDetector().then(setCheckBackend), []);
  // Leaving the face search (another tab, another page) stops a running one.
  useEffect(() => () => face.cancel(), []);

  const consented = () => {
    setConsentError(!consent);
    if (!consent) panel.current?.querySelector<HTMLInputElement>('input[type="checkbox"]')?.focus();
    return consent;
  };

  async function use(file: Blob) {
    // The previous photo goes at once: 'Find my photos' must never send it instead of this one.
    setSelfie(null);
    setUndecided(null);
    setFileError(null);
    // A dropped folder is a File whose bytes cannot be read: not an image either.
    const invalid = await checkSelfie(file).catch(() => 'selfie.notAnImage' as const);
    if (invalid) return setFileError(invalid);
    setPreparing(true);
    try {
      const photo = await decodeUpright(file);
      let kept = false;
      try {
        const verdict = await checkFaces(photo.image);
        // No answer from the device: the whole photo goes to the platform's check, as before.
        if (!verdict) setSelfie(withUrl(await encodeSelfie(photo)));
        else if (verdict.kind === 'one') setSelfie(withUrl(await encodeSelfie(photo, verdict.face)));
        else if (verdict.kind === 'none') {
          setUndecided({ kind: 'none', photo });
          kept = true;
        } else {
          setUndecided({ kind: 'several', photo, picture: withUrl(await encodeSelfie(photo, undefined, PICKER_SIDE)), faces: verdict.faces });
          kept = true;
        }
      } finally {
        if (!kept) photo.close();
      }
    } catch {
      setFileError('selfie.notAnImage'); // the bytes looked like an image but did not decode
    } finally {
      setPreparing(false);
    }
  }

  /** A drop on the photo area: under the same consent as the file button, and one photo at a time. */
  function dropped(files: File[]) {
    if (!consented()) return;
    const [file, ...more] = files;
    if (!file || more.length > 0) return setFileError('selfie.oneFileOnly');
    void use(file);
  }

  /** The upload cut from the undecided photo: the face picked in a group, or (no face found) the whole photo. */
  async function decide(photo: UprightPhoto, face?: FaceBox) {
    setPreparing(true);
    try {
      setSelfie(withUrl(await encodeSelfie(photo, face)));
      setUndecided(null);
    } catch {
      setFileError('selfie.notAnImage');
    } finally {
      setPreparing(false);
    }
  }

  async function start() {
    if (!selfie || !consented()) return;
    const birthKey = birth.trim() ? checkBirthDate(birth) : null;
    setBirthError(birthKey);
    if (birthKey) return;
    onStart();
    const ok = await face.searchByFace(event, selfie.file, birth.trim() ? (toIsoDate(birth) ?? undefined) : undefined);
    // A cancelled search is neither found nor failed.
    if (ok || search.error.peek()) onDone(ok);
  }

  const failure = fileError ?? (active && !recognizing && searchError ? searchError.key : null);
  const hint = failure ? HINTS[failure] : undefined;

  return (
    <div ref={panel} className="rl-stack rl-search__face" data-face-check={checkBackend ? `ready ${checkBackend}` : undefined}>
      <p>{t('selfie.intro')}</p>
      <Checkbox
        checked={consent}
        onChecked={(v) => {
          setConsent(v);
          if (v) setConsentError(false);
        }}
        error={consentError ? t('selfie.consentRequired') : null}
      >
        {t('selfie.consent')}
      </Checkbox>
      {event.faceSearchBirthDate ? (
        <Field
          label={t('selfie.birthDateOptional')}
          name="faceBirthDate"
          value={birth}
          onValue={(v) => {
            setBirth(v);
            setBirthError(null);
          }}
          error={birthError ? t(birthError) : null}
          hint={t('search.birthDatePlaceholder')}
          placeholder={t('search.birthDatePlaceholder')}
          inputMode="numeric"
          maxLength={10}
        />
      ) : null}
      {undecided?.kind === 'none' ? (
        <Notice tone="error" title={t('capture.noFace')}>
          <p>{t('capture.noFaceHint')}</p>
          <Button variant="secondary" busy={preparing} onClick={() => void decide(undecided.photo)}>
            {t('selfie.useAnyway')}
          </Button>
        </Notice>
      ) : null}
      {undecided?.kind === 'several' ? (
        <>
          <Notice tone="error" title={t('capture.severalFaces')}>
            <p>{t('selfie.pickYourFace')}</p>
          </Notice>
          <FacePicker {...undecided.picture} faces={undecided.faces} onPick={(face) => void decide(undecided.photo, face)} />
        </>
      ) : null}
      {selfie ? <img className="rl-search__preview" src={selfie.url} alt={t('selfie.previewAlt')} width={selfie.width} height={selfie.height} /> : null}
      {recognizing ? (
        <SearchProgress onCancel={() => face.cancel()} />
      ) : (
        <DropZone onFiles={dropped}>
          <div className="rl-search__choices">
            {selfie ? <Button onClick={() => void start()}>{t('selfie.start')}</Button> : null}
            <Button variant={selfie ? 'secondary' : 'primary'} onClick={() => consented() && setCamera(true)}>
              {t('selfie.takeSelfie')}
            </Button>
            <Button variant="secondary" busy={preparing} onClick={() => consented() && input.current?.click()}>
              {selfie ? t('selfie.changePhoto') : t('selfie.uploadPhoto')}
            </Button>
            <input
              ref={input}
              className="rl-visually-hidden"
              type="file"
              accept="image/jpeg,image/png,image/webp"
              tabIndex={-1}
              aria-hidden="true"
              onChange={(e) => {
                const file = (e.currentTarget as HTMLInputElement).files?.[0];
                (e.currentTarget as HTMLInputElement).value = ''; // the same file may be picked again
                if (file) void use(file);
              }}
            />
          </div>
        </DropZone>
      )}
      {preparing ? <p role="status">{t('selfie.preparing')}</p> : null}
      {failure ? (
        <Notice tone="error" title={t(failure)}>
          {hint ? <p>{t(hint)}</p> : null}
        </Notice>
      ) : null}
      <CameraDialog
        open={camera}
        onClose={() => setCamera(false)}
        onCapture={(file) => {
          setCamera(false);
          void use(file);
        }}
      />
    </div>
  );
}
