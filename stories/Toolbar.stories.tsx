/**
 * The toolbar's `lang` and `tenant` globals (.storybook/preview.ts) at work, on the contacts
 * page. The story is written in German for trail-cup; each story below sets the globals as
 * picking them in the toolbar does, and checks the language and the theme the widget shows:
 * the story's own when the toolbar is left alone, the toolbar's pick otherwise, and a tenant's
 * own language list still applies.
 */
import type { Meta, StoryObj } from '@storybook/preact-vite';
import { expect } from 'storybook/test';
import '../widgets/info-page/element';
import { LANGUAGES, type Language } from '../src/i18n/languages';
import { DEFAULT_THEME, resolveTheme, TENANT_LAYERS } from '../src/theme';
import { cssVar, find, widget } from './support/dom';
import { setupStory } from './support/platform';

/** The contacts page's title in each language, from the info pages' catalogues. */
const titles = Object.fromEntries(
  Object.entries(import.meta.glob<{ 'contacts.title': string }>('../src/i18n/locales/info/*.json', { eager: true, import: 'default' })).map(
    ([path, catalogue]) => [path.match(/(\w+)\.json$/)![1], catalogue['contacts.title']],
  ),
) as Record<Language, string>;
const primaryOf = (tenant: string) => resolveTheme({ tenant }).tokens.primary;

interface Args {
  lang: string;
  tenant: string;
}

const meta: Meta<Args> = {
  title: 'Foundation/Toolbar globals',
  args: { lang: 'de', tenant: 'trail-cup' },
  render: ({ lang, tenant }) => {
    setupStory({ lang, tenant, routes: {} });
    return <racelens-page name="contacts" />;
  },
};
export default meta;
type Story = StoryObj<Args>;

/** Checks the language the contacts page is in and the theme colour it is painted with. */
const showsIn =
  (lang: Language, tenant: string) =>
  async ({ canvasElement }: { canvasElement: HTMLElement }) => {
    const root = await widget(canvasElement, 'racelens-page');
    await expect(await find(root, 'h1', titles[lang])).toBeVisible();
    await expect(await find(root, '.rl-root')).toHaveAttribute('lang', lang);
    await expect(cssVar(root.host, '--racelens-color-primary')).toBe(primaryOf(tenant));
  };

export const StorysOwn: Story = { play: showsIn('de', 'trail-cup') };
export const ToolbarLanguage: Story = { globals: { lang: 'cs' }, play: showsIn('cs', 'trail-cup') };
export const ToolbarTenantAndLanguage: Story = { globals: { lang: 'it', tenant: 'running-series' }, play: showsIn('it', 'running-series') };
export const ToolbarDefaultBrand: Story = { globals: { tenant: DEFAULT_THEME }, play: showsIn('de', DEFAULT_THEME) };
export const TenantLimitsLanguages: Story = {
  // running-series offers no Czech: the page falls back to one of the tenant's languages.
  globals: { lang: 'cs', tenant: 'running-series' },
  play: async ({ canvasElement }) => {
    const offered = TENANT_LAYERS['running-series']!.languages!;
    await expect(offered).not.toContain('cs');
    const root = await widget(canvasElement, 'racelens-page');
    const lang = (await find(root, '.rl-root[lang]')).getAttribute('lang') as Language;
    await expect(offered).toContain(lang);
    await expect(LANGUAGES).toContain(lang);
    await expect(await find(root, 'h1', titles[lang])).toBeVisible();
    await expect(cssVar(root.host, '--racelens-color-primary')).toBe(primaryOf('running-series'));
  },
};
