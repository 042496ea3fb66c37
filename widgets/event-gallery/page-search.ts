/**
 * The gallery's door to the page's search, loaded with import() by use-search.ts. Importing this
 * module rather than the store's keeps the namespace object rolldown builds for a dynamic import
 * in the gallery's own lazy chunk, not in the search chunk the photo search widget loads first.
 */

import { getPage } from '../../src/runtime/page';
import { searchOf } from '../../src/store/search';

export const pageSearch = () => searchOf(getPage().store);
