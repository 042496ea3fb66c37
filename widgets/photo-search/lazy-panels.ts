/**
 * The face and e-mail flows load when chosen (ARCHITECTURE.md §budgets): the bib form is what most
 * visitors use and what the widget shows first; the camera, the image processing (exifr) and the
 * e-mail confirmation are in their own chunks, and the face flow's texts in their own
 * translation area.
 */
import { lazyPart, withAreas } from '../../src/runtime/lazy-part';

export const FacePanel = lazyPart(withAreas(import.meta.glob('../../src/i18n/locales/face/*.json'), () => import('./face/FacePanel').then((m) => m.FacePanel)));
export const EmailPanel = lazyPart(() => import('./email/EmailPanel').then((m) => m.EmailPanel));
export const VerifyLanding = lazyPart(() => import('./email/VerifyLanding').then((m) => m.VerifyLanding));

/** Fetches a panel's chunk ahead (on hover or focus of its tab), so choosing it feels instant. */
export function prefetchPanel(method: 'face' | 'email'): void {
  (method === 'face' ? FacePanel : EmailPanel).preload();
}
