/**
 * The selfie camera in a dialog (PRODUCT.md §routes-search-camera): the front camera's live image
 * and a capture button. Failures say what to do (PRODUCT.md §errors-camera). The camera stops when
 * the dialog closes or goes away, and the picture never leaves memory.
 */
import { useEffect, useRef, useState } from 'react';
import { useT } from '../../../src/runtime/WidgetRoot';
import { Button, Dialog, Notice } from '../../../src/ui';
import { type CameraFailure, cameraFailure, captureFrame, openFrontCamera, stopStream } from './camera';
import { JPEG_QUALITY, MAX_SIDE, SELFIE_NAME } from './prepare-selfie';

export interface CameraDialogProps {
  open: boolean;
  onClose: () => void;
  onCapture: (file: File) => void;
}

export function CameraDialog({ open, onClose, onCapture }: CameraDialogProps) {
  const { t } = useT();
  return (
    <Dialog open={open} title={t('camera.title')} closeLabel={t('common.close')} onClose={onClose}>
      {open ? <CameraView onCapture={onCapture} /> : null}
    </Dialog>
  );
}

/** Mounted only while the dialog is open: its unmount is what turns the camera off. */
function CameraView({ onCapture }: { onCapture: (file: File) => void }) {
  const { t } = useT();
  const video = useRef<HTMLVideoElement>(null);
  const [state, setState] = useState<'starting' | 'live' | CameraFailure>('starting');
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    let stream: MediaStream | null = null;
    let alive = true;
    openFrontCamera().then(
      (opened) => {
        if (!alive) return stopStream(opened); // closed while the browser asked
        stream = opened;
        if (video.current) {
          video.current.srcObject = opened;
          void video.current.play().catch(() => {});
        }
        setState('live');
      },
      (error: unknown) => alive && setState(cameraFailure(error)),
    );
    return () => {
      alive = false;
      stopStream(stream);
      if (video.current) video.current.srcObject = null;
    };
  }, []);

  if (state === 'notFound')
    return (
      <Notice tone="error" title={t('camera.notFoundTitle')}>
        <p>{t('camera.notFoundText')}</p>
      </Notice>
    );
  if (state === 'unable')
    return (
      <Notice tone="error" title={t('camera.unableTitle')}>
        <p>{t('camera.unableIntro')}</p>
        <ul>
          <li>{t('camera.unableRefresh')}</li>
          <li>{t('camera.unableAllow')}</li>
          <li>{t('camera.unableUpdate')}</li>
        </ul>
      </Notice>
    );
  return (
    <div className="rl-stack">
      {state === 'starting' ? <p role="status">{t('camera.allowPrompt')}</p> : null}
      <video ref={video} className="rl-camera__view" part="camera" aria-label={t('camera.viewfinder')} muted playsInline autoPlay />
      <div className="rl-row">
        <Button
          busy={busy || state !== 'live'}
          onClick={async () => {
            if (!video.current?.videoWidth) return;
            setBusy(true);
            try {
              onCapture(await captureFrame(video.current, MAX_SIDE, JPEG_QUALITY, SELFIE_NAME));
            } finally {
              setBusy(false);
            }
          }}
        >
          {t('camera.capture')}
        </Button>
      </div>
    </div>
  );
}
