/** The front camera (PRODUCT.md §routes-search-camera, PRODUCT.md §errors-camera). */
export type CameraFailure = 'notFound' | 'unable';

/**
 * No camera at all, or any other failure (refused, busy, old browser): PRODUCT.md §errors-camera's
 * two messages.
 */
export function cameraFailure(error: unknown): CameraFailure {
  const name = (error as { name?: string } | null)?.name;
  return name === 'NotFoundError' || name === 'DevicesNotFoundError' || name === 'OverconstrainedError' ? 'notFound' : 'unable';
}

export async function openFrontCamera(): Promise<MediaStream> {
  // No API at all (an old browser or an insecure page): 'unable', whose remedies include updating.
  if (!navigator.mediaDevices?.getUserMedia) throw new DOMException('Camera API unavailable', 'NotSupportedError');
  return navigator.mediaDevices.getUserMedia({ video: { facingMode: 'user' }, audio: false });
}

/** Turns the camera off: its light goes out as soon as the dialog closes. */
export function stopStream(stream: MediaStream | null): void {
  for (const track of stream?.getTracks() ?? []) track.stop();
}

/** The current video frame as the selfie JPEG, at most `maxSide` px on its long side. */
export async function captureFrame(video: HTMLVideoElement, maxSide: number, quality: number, name: string): Promise<File> {
  const scale = Math.min(1, maxSide / Math.max(video.videoWidth, video.videoHeight));
  const canvas = document.createElement('canvas');
  canvas.width = Math.round(video.videoWidth * scale);
  canvas.height = Math.round(video.videoHeight * scale);
  canvas.getContext('2d')?.drawImage(video, 0, 0, canvas.width, canvas.height);
  const blob = await new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, 'image/jpeg', quality));
  if (!blob) throw new Error('JPEG encoding failed');
  return new File([blob], name, { type: 'image/jpeg' });
}
