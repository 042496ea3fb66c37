/**
 * The code the embed builder gives an organizer (PRODUCT.md §routes-organizers-builder), made
 * from what they picked: HTML (the pasted snippet of src/embed/snippet.ts and the tags),
 * WordPress (blocks and shortcodes), React (`racelens/react`) and Vue. Pure text, no DOM: the
 * builder shows it, the tests paste and run it.
 */
import { dashed } from '../../../src/elements/names';
import type { EmbedWidget } from '../../../src/embed/embed-widget';
import { escapeAttribute, loaderSnippet, roomStyle } from '../../../src/embed/snippet';
import { embedRooms, embedWidgets } from '../../embed-widgets';

/** An attribute's value as the builder holds it: text, a switch, or not set. */
export type AttributeValue = string | boolean | undefined;

export interface PlacedWidget {
  tag: string;
  /** Values by property name (`eventId`); unset and empty ones are left out. */
  attributes: Readonly<Record<string, AttributeValue>>;
}

export interface EmbedChoice {
  /** The loader's address on the CDN. */
  loader: string;
  /** The loader tag's settings (`api`, `tenant`, `lang`, `currency`, `shop`, `finisher-card`). */
  data: Readonly<Record<string, string | undefined>>;
  /** The widgets in page order. */
  widgets: readonly PlacedWidget[];
  /** Own colours and font: `--racelens-*` property → value; empty for the tenant's theme. */
  theme: Readonly<Record<string, string>>;
}

const set = (attributes: PlacedWidget['attributes']) =>
  Object.entries(attributes).filter((entry): entry is [string, string | true] => entry[1] !== undefined && entry[1] !== false && entry[1] !== '');

const described = (tag: string): EmbedWidget | undefined => embedWidgets.find((w) => w.tag === tag);

/** Whether a value is a number the widget takes as one (its descriptor's type): code may pass it unquoted. */
const isNumber = (tag: string, name: string, value: string) =>
  described(tag)?.attributes.find((a) => a.name === name)?.type === 'number' && /^\d+$/.test(value);

/**
 * `<racelens-x a="1" b></racelens-x>`: one widget's tag. In a Vue template (`vue`) numbers and
 * switches are bound (`:event-id="101"`, `:inline="true"`): a plain attribute is a string there,
 * which the typed tags (`racelens/vue`) refuse for a number.
 */
export function widgetTag({ tag, attributes }: PlacedWidget, vue = false): string {
  const parts = set(attributes).map(([name, value]) => {
    if (vue && (value === true || isNumber(tag, name, value))) return `:${dashed(name)}="${value}"`;
    return value === true ? dashed(name) : `${dashed(name)}="${escapeAttribute(value)}"`;
  });
  return `<${tag}${parts.map((part) => ` ${part}`).join('')}></${tag}>`;
}

/** The own theme's declarations that are safe CSS values (no way out of the rule). */
const themeDeclarations = ({ theme }: EmbedChoice) =>
  Object.entries(theme).filter(([name, value]) => /^--racelens-[a-z-]+$/.test(name) && value && !/[;{}<>\\]/.test(value));

/**
 * The own theme as a rule for the placed widgets, or nothing: the text inside the HTML tab's
 * second `<style>`, exactly (its CSP hash is taken of it, and the preview adopts it as a sheet).
 */
export function themeCss(choice: EmbedChoice): string {
  const declarations = themeDeclarations(choice);
  if (declarations.length === 0 || choice.widgets.length === 0) return '';
  const selector = [...new Set(choice.widgets.map((w) => w.tag))].join(', ');
  return `\n  ${selector} {\n${declarations.map(([name, value]) => `    ${name}: ${value};`).join('\n')}\n  }\n`;
}

/** The `<style>` texts of the HTML tab's head, in order: the rooms, then the own theme if any. */
export function styleTexts(choice: EmbedChoice): string[] {
  return [roomStyle(embedRooms), themeCss(choice)].filter(Boolean);
}

/** The HTML tab: what goes in the `<head>` (rooms, loader, own theme) and where the widgets go. */
export function htmlCode(choice: EmbedChoice): { head: string; body: string } {
  const theme = themeCss(choice);
  return {
    head: `${loaderSnippet({ loader: choice.loader, data: choice.data, rooms: embedRooms })}${theme ? `\n<style>${theme}</style>` : ''}`,
    body: choice.widgets.map((w) => widgetTag(w)).join('\n'),
  };
}

/** The WordPress tab: each widget's block name and its shortcode (widgets without a block are left out). */
export function wordpressCode({ widgets }: EmbedChoice): Array<{ block: string; shortcode: string }> {
  return widgets.flatMap(({ tag, attributes }) => {
    const wordpress = described(tag)?.wordpress;
    if (!wordpress) return [];
    const parts = set(attributes)
      .filter(([name]) => wordpress.shortcode[name])
      .map(([name, value]) => `${wordpress.shortcode[name]}="${value === true ? 'true' : String(value).replace(/["\]]/g, '')}"`);
    return [{ block: `racelens/${wordpress.block}`, shortcode: `[racelens widget="${wordpress.block}"${parts.map((p) => ` ${p}`).join('')}]` }];
  });
}

/** A field of the plugin's Settings → Racelens page (integrations/wordpress/racelens/includes/settings-page.php). */
export type WordpressField = 'sdk_url' | 'api_url' | 'tenant' | 'lang' | 'currency' | 'shop_url' | 'finisher_card';

/**
 * What the WordPress tab asks the organizer to enter in Settings → Racelens: the page settings the
 * HTML tab puts on the loader, which a shortcode cannot carry. Empty choices are left out.
 */
export function wordpressSettings({ loader, data }: EmbedChoice): Array<{ field: WordpressField; value: string }> {
  const fields: Array<[WordpressField, string | undefined]> = [
    ['sdk_url', loader],
    ['api_url', data.api],
    ['tenant', data.tenant],
    ['lang', data.lang],
    ['currency', data.currency],
    ['shop_url', data.shop],
    ['finisher_card', data['finisher-card']],
  ];
  return fields.filter((entry): entry is [WordpressField, string] => !!entry[1]).map(([field, value]) => ({ field, value }));
}

/** The WordPress tab's code box: the shortcodes, one a line. */
export const shortcodes = (choice: EmbedChoice): string =>
  wordpressCode(choice)
    .map((w) => w.shortcode)
    .join('\n');

/** The page settings as `configure()` options (the loader's data-* names → PageConfig's). */
function configureOptions({ data }: EmbedChoice): string {
  const names: Record<string, string> = {
    api: 'api',
    shop: 'shopUrl',
    lang: 'lang',
    tenant: 'tenant',
    currency: 'currencyId',
    'finisher-card': 'finisherCard',
  };
  const literal = (name: string, value: string) => {
    if (name === 'currency' && /^\d+$/.test(value)) return value;
    if (name === 'finisher-card') return String(value !== 'off');
    return JSON.stringify(value);
  };
  const options = Object.entries(data)
    .filter((entry): entry is [string, string] => !!entry[1] && !!names[entry[0]])
    .map(([name, value]) => `${names[name]}: ${literal(name, value)}`);
  return `{ ${options.join(', ')} }`;
}

/** The React tab: `racelens/react` components configured like the loader, installed from npm. */
export function reactCode(choice: EmbedChoice): string {
  const placed = choice.widgets.flatMap((w) => {
    const widget = described(w.tag);
    return widget ? [{ widget, attributes: w.attributes }] : [];
  });
  const imports = [...new Set(placed.map(({ widget }) => widget.component))];
  const props = (widget: EmbedWidget, attributes: PlacedWidget['attributes']) =>
    set(attributes).map(([name, value]) => {
      if (value === true) return ` ${name}`;
      return isNumber(widget.tag, name, value) ? ` ${name}={${value}}` : ` ${name}=${JSON.stringify(value)}`;
    });
  return [
    '// npm install racelens',
    `import { configure, ${imports.join(', ')} } from 'racelens/react';`,
    '',
    `configure(${configureOptions(choice)});`,
    '',
    'export function RacePhotos() {',
    '  return (',
    '    <>',
    ...placed.map(({ widget, attributes }) => `      <${widget.component}${props(widget, attributes).join('')} />`),
    '    </>',
    '  );',
    '}',
    '',
  ].join('\n');
}

/**
 * The Vue tab: the tags in a template (Vue treats `racelens-*` as custom elements), the loader in
 * index.html, or, installed from npm, `racelens/elements` imported in the app's entry
 * (ARCHITECTURE.md §bundlers).
 */
export function vueCode(choice: EmbedChoice): string {
  const { head } = htmlCode(choice);
  return [
    '<!-- index.html, in <head> -->',
    head,
    '',
    "<!-- vite.config.ts: vue({ template: { compilerOptions: { isCustomElement: (tag) => tag.startsWith('racelens-') } } }) -->",
    '<!-- Or installed instead of the script tag: npm install racelens, then in src/main.ts:',
    "     import { configure } from 'racelens';",
    "     import 'racelens/elements';",
    `     configure(${configureOptions(choice)}); -->`,
    '<template>',
    ...choice.widgets.map((w) => `  ${widgetTag(w, true)}`),
    '</template>',
    '',
  ].join('\n');
}
