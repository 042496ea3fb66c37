/** The shop's terms (docs/PRODUCT.md §routes-checkout): the German terms for German, otherwise the English ones. */
import { shopHref } from '../../src/links/shop-paths';

export const termsHref = (lang: string): string => shopHref(lang === 'de' ? '/AGB.pdf' : '/Our_Terms_and_Conditions.pdf');
