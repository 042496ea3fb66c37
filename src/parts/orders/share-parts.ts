/**
 * The share parts of a paid order load on first use, with their texts (the `share` area;
 * ARCHITECTURE.md §budgets): nothing of them is in a widget's first load, and a page that never
 * shows a paid order never fetches them.
 */
import { lazyPart, withAreas } from '../../runtime/lazy-part';

const shareTexts = import.meta.glob('../../i18n/locales/share/*.json');

export const SaveToPhotos = lazyPart(withAreas(shareTexts, () => import('./SaveToPhotos').then((m) => m.SaveToPhotos)));

export const ShareItem = lazyPart(withAreas(shareTexts, () => import('./ShareItem').then((m) => m.ShareItem)));

/** "Make a finisher card" (PRODUCT.md §routes-order-card): the button only; its dialog loads when pressed. */
export const CardButton = lazyPart(withAreas(shareTexts, () => import('../finisher-card/CardButton').then((m) => m.CardButton)));
