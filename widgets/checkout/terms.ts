import { shopHref } from '../../src/runtime/navigation';

/** SPEC §2 footer: the German terms for German, otherwise the English ones. */
export const termsHref = (lang: string): string => shopHref(lang === 'de' ? '/AGB.pdf' : '/Our_Terms_and_Conditions.pdf');
