/**
 * The one message a widget must be able to show when even its translations could not be
 * loaded (offline, CDN down): `common.error` of each language, kept in the runtime. A unit test
 * keeps these equal to the catalogues.
 */
import type { Language } from '../i18n/languages';

export const OFFLINE_ERROR: Readonly<Record<Language, string>> = {
  en: 'An error occurred, try later',
  es: 'Se ha producido un error, inténtalo más tarde',
  de: 'Ein Fehler ist aufgetreten, versuchen Sie es später erneut',
  el: 'Παρουσιάστηκε σφάλμα, δοκιμάστε αργότερα',
  sk: 'Vyskytla sa chyba, skúste to neskôr',
  it: 'Si è verificato un errore, riprova più tardi',
  cs: 'Došlo k chybě, zkuste to později',
};
