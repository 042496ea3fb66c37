/**
 * The face and e-mail flows load when chosen (DESIGN §4 budgets): the bib form is what most
 * visitors use and what the widget shows first; the camera, the image processing (exifr) and the
 * e-mail confirmation are in their own chunks.
 */
import { lazy } from 'react';

const loadFace = () => import('./face/FacePanel');
const loadEmail = () => import('./email/EmailPanel');
const loadVerify = () => import('./email/VerifyLanding');

export const FacePanel = lazy(() => loadFace().then((m) => ({ default: m.FacePanel })));
export const EmailPanel = lazy(() => loadEmail().then((m) => ({ default: m.EmailPanel })));
export const VerifyLanding = lazy(() => loadVerify().then((m) => ({ default: m.VerifyLanding })));

/** Fetches a panel's chunk ahead (on hover or focus of its tab), so choosing it feels instant. */
export function prefetchPanel(method: 'face' | 'email'): void {
  (method === 'face' ? loadFace : loadEmail)().catch(() => {}); // a real failure shows when rendered
}
