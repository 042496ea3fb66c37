/**
 * Hands a Blob to the browser as a download. The anchor lives in the light DOM only for the
 * click (some browsers ignore clicks on detached anchors); the object URL is revoked after the
 * browser has taken the file.
 */
export function saveBlob(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const anchor = document.createElement('a');
  anchor.href = url;
  anchor.download = fileName;
  anchor.hidden = true;
  document.body.append(anchor);
  anchor.click();
  anchor.remove();
  setTimeout(() => URL.revokeObjectURL(url), 30_000);
}
