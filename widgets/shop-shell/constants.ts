/** PRODUCT.md §shell and PRODUCT.md §constants-timing numbers the shell runs by. */
export const BREAKPOINTS = { tablet: 768, desktop: 1200 } as const;
export const DROPDOWN_DELAY_MS = 250;
export const LANGUAGE_REOPEN_MS = 100;
export const SNACKBAR_CYCLE_MS = 7000;
/** How long the snackbar stays up each cycle unless closed (ours, PRODUCT.md §shell-snackbar). */
export const SNACKBAR_SHOW_MS = 5000;
export const THEME_POLL_MS = 50;
export const USER_RESET_MS = 1000;
export const COOKIE_NAME = 'cookie_gdpr';
export const COOKIE_DAYS = 365;

/** Static assets the shop serves (PRODUCT.md §shell-assets). */
export const ASSETS = {
  privacy: '/Privacy_Policy.pdf',
  termsDe: '/AGB.pdf',
  termsOther: '/Our_Terms_and_Conditions.pdf',
  cookies: '/Cookies_Info.pdf',
  flag: (lang: string) => `/img/lang/${lang}.svg`,
} as const;
