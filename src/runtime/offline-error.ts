/**
 * The one message a widget must be able to show when even its translations could not be
 * loaded (offline, CDN down): `common.error` of each language, kept in the runtime with the
 * language list (src/i18n/languages.ts). A unit test keeps these equal to the catalogues.
 */
import { LANGUAGE_OPTIONS, type Language } from '../i18n/languages';

export const OFFLINE_ERROR = Object.fromEntries(LANGUAGE_OPTIONS.map(({ id, error }) => [id, error])) as Readonly<Record<Language, string>>;
