/**
 * The tenants' logos as inline SVG data URIs: no external host to load from or to trust, and
 * they work under a CSP that allows `img-src data:`. Wide logo for the app bar, square mark for
 * the drawer (PRODUCT.md §shell-drawer). Only the shop's shell and the finisher card show them,
 * so they stay out of the runtime every widget loads (widgets/build/vite/cdn.ts): a theme names
 * its own logo only when a tenant's settings give one, and logosOf() falls back to the built-in
 * tenant's.
 */
import type { Theme } from './index';

const svg = (body: string, width: number) =>
  `data:image/svg+xml,${encodeURIComponent(`<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${width} 40">${body}</svg>`)}`;

const word = (text: string, fill: string) =>
  `<text x="50" y="27" font-family="system-ui,Arial,sans-serif" font-size="19" font-weight="700" fill="${fill}">${text}</text>`;

/** A camera lens in a rounded square. */
const lensMark = (fill: string) =>
  `<rect width="40" height="40" rx="10" fill="${fill}"/><circle cx="20" cy="20" r="10" fill="none" stroke="#fff" stroke-width="4"/><circle cx="20" cy="20" r="3" fill="#fff"/>`;
/** Two speed chevrons. */
const runMark = (fill: string) =>
  `<rect width="40" height="40" rx="6" fill="${fill}"/><path d="M10 10l10 10-10 10M21 10l10 10-10 10" fill="none" stroke="#fff" stroke-width="4" stroke-linejoin="round"/>`;
/** Mountains. */
const trailMark = (fill: string) => `<rect width="40" height="40" rx="20" fill="${fill}"/><path d="M6 30l10-15 6 8 4-5 8 12z" fill="#fff"/>`;
/** Lens with a star. */
const usMark = (fill: string) =>
  `<rect width="40" height="40" rx="10" fill="${fill}"/><path d="M20 8l3.5 8.5 9 .5-7 5.7 2.4 8.8L20 26.6l-7.9 4.9 2.4-8.8-7-5.7 9-.5z" fill="#fff"/>`;

export const LOGOS = {
  MySport: { logo: svg(lensMark('#0b57d0') + word('MySport', '#1b1f24'), 140), logoSmall: svg(lensMark('#0b57d0'), 40) },
  'running-series': {
    logo: svg(runMark('#c2122f') + word('Running Series', '#231a15'), 215),
    logoSmall: svg(runMark('#c2122f'), 40),
  },
  'trail-cup': { logo: svg(trailMark('#2f5d34') + word('Trail Cup', '#1e2a1f'), 150), logoSmall: svg(trailMark('#2f5d34'), 40) },
  US: { logo: svg(usMark('#1f3a93') + word('MySport US', '#111827'), 170), logoSmall: svg(usMark('#1f3a93'), 40) },
} as const;

/** The logos the shell shows for a theme: its own, else its built-in tenant's, else the default brand's. */
export function logosOf(theme: Pick<Theme, 'name' | 'isUS' | 'logo' | 'logoSmall'>): { logo: string; logoSmall: string } {
  const builtIn = LOGOS[(theme.isUS ? 'US' : theme.name) as keyof typeof LOGOS] ?? LOGOS.MySport;
  return { logo: theme.logo || builtIn.logo, logoSmall: theme.logoSmall || builtIn.logoSmall };
}

/**
 * The logo a finisher card carries: the theme's own, else its built-in tenant's; none for a
 * tenant we have no logo of (the card then names the organizer), never another brand's.
 */
export function cardLogo(theme: Pick<Theme, 'name' | 'isUS' | 'logo'>): string {
  return theme.logo || LOGOS[(theme.isUS ? 'US' : theme.name) as keyof typeof LOGOS]?.logo || '';
}
