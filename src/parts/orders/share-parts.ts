/**
 * The share parts of a paid order load on first use, with their texts (ARCHITECTURE.md §budgets):
 * nothing of them is in a widget's first load, and a page that never shows a paid order never
 * fetches them.
 */
import { lazyPart } from '../../runtime/lazy-part';

export const SaveToPhotos = lazyPart(async () => {
  const part = await import('./SaveToPhotos');
  await part.loadShareTexts();
  return part.SaveToPhotos;
});

export const ShareItem = lazyPart(async () => {
  const part = await import('./ShareItem');
  await part.loadShareTexts();
  return part.ShareItem;
});
