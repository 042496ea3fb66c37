/**
 * Tenant themes and their images (PRODUCT.md §overview-tenants): the default MySport, the running
 * series and the trail cup. Titles follow Accept-Language where a translation exists.
 */
export interface ThemeImageDefinition {
  kind: 'hero' | 'banner' | 'background' | 'logo' | 'logoSmall';
  width: number;
  height: number;
  title: Partial<Record<string, string>> & { en: string };
}

export interface ThemeDefinition {
  themeId: string;
  name: string;
  palette: readonly [string, string, string];
  images: ThemeImageDefinition[];
}

const images = (name: string, tagline: Record<string, string> & { en: string }): ThemeImageDefinition[] => [
  { kind: 'hero', width: 1600, height: 600, title: tagline },
  {
    kind: 'banner',
    width: 1200,
    height: 300,
    title: { en: 'All my photos: one price', de: 'Alle meine Fotos zum Paketpreis', es: 'Todas mis fotos a un precio' },
  },
  { kind: 'background', width: 1920, height: 1080, title: { en: `${name} background` } },
  { kind: 'logo', width: 480, height: 120, title: { en: name } },
  { kind: 'logoSmall', width: 120, height: 120, title: { en: name } },
];

export const THEMES: ThemeDefinition[] = [
  {
    themeId: 'MySport',
    name: 'MySport',
    palette: ['#0d3b66', '#3f88c5', '#ffffff'],
    images: images('MySport', { en: 'Find your race photos', de: 'Finde deine Wettkampffotos', es: 'Encuentra tus fotos de carrera' }),
  },
  {
    themeId: 'running-series',
    name: 'Running Series',
    palette: ['#9d0208', '#f48c06', '#ffffff'],
    images: images('Running Series', { en: 'Every kilometre, every photo', de: 'Jeder Kilometer, jedes Foto', es: 'Cada kilómetro, cada foto' }),
  },
  {
    themeId: 'trail-cup',
    name: 'Trail Cup',
    palette: ['#1b4332', '#52b788', '#ffffff'],
    images: images('Trail Cup', { en: 'Your trail, your pictures', de: 'Dein Trail, deine Bilder', es: 'Tu sendero, tus fotos' }),
  },
];

export const findTheme = (themeId: string) => THEMES.find((t) => t.themeId === themeId);

/** The first supported language of an Accept-Language header, else English. */
export function preferredLanguage(acceptLanguage: string | undefined, supported: readonly string[]): string {
  const wanted = (acceptLanguage ?? '')
    .split(',')
    .map((part) => part.split(';')[0]!.trim().slice(0, 2).toLowerCase())
    .filter(Boolean);
  return wanted.find((lang) => supported.includes(lang)) ?? 'en';
}
