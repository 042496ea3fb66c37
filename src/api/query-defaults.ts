/**
 * The fixed parts of the queries a screen starts with: shared by the API client and stores that
 * make the calls and the shop's boot script that starts them early (early.ts), so both ask for
 * the same URL.
 */

/** Photos are fetched as the visitor scrolls, this many per call (CONTRACT.md: at most 100). */
export const ALBUM_PAGE_SIZE = 100;

/** Events in each list of the shop's home page. */
export const HOME_LIST_SIZE = 6;

/**
 * PRODUCT.md §calls-catalog, PRODUCT.md §constants-limits: the catalog is read 100 at a time and
 * only products in state InCatalog.
 */
export const CATALOG_COUNT = 100;
export const CATALOG_STATE = 'InCatalog';
