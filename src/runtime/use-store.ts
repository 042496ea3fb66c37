/**
 * How views reach the page's one store (ARCHITECTURE.md §layers): they read its signals and call
 * its actions; the work itself (requests, rules) lives in the store.
 */
import type { Store } from '../store/create-store';
import { getPage } from './page';

/** The page's store. */
export const useStore = (): Store => getPage().store;

/** A feature of the page's store (store/base/feature.ts), built on first use and shared. */
export const useFeature = <T>(of: (store: Store) => T): T => of(getPage().store);

/** The language prices and dates are shown in: the page's, which the visitor may change. */
export const usePageLang = (): string => getPage().store.settings.settings.value.lang;
