/**
 * The code the embed builder gives an organizer (PRODUCT.md §routes-organizers-builder), made
 * from what they picked. Pure text, no DOM: the builder shows it, the engine tests paste it.
 */
import { dashed } from '../../../src/elements/names';
import { escapeAttribute, loaderSnippet } from '../../../src/runtime/embed-snippet';
import { organizerRooms } from '../../registry';

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
  /** The loader tag's settings (`api`, `tenant`, `lang`, `currency`, `shop`). */
  data: Readonly<Record<string, string | undefined>>;
  /** The widgets in page order. */
  widgets: readonly PlacedWidget[];
  /** Own colours and font: `--racelens-*` property → value; empty for the tenant's theme. */
  theme: Readonly<Record<string, string>>;
}

/** `<racelens-x a="1" b></racelens-x>`: one widget's tag. */
export function widgetTag({ tag, attributes }: PlacedWidget): string {
  const parts = Object.entries(attributes)
    .filter(([, value]) => value !== undefined && value !== false && value !== '')
    .map(([name, value]) => (value === true ? dashed(name) : `${dashed(name)}="${escapeAttribute(String(value))}"`));
  return `<${tag}${parts.map((part) => ` ${part}`).join('')}></${tag}>`;
}

/** The own theme as a rule for the placed widgets, or nothing. Values are CSS text the organizer chose. */
export function themeStyle({ widgets, theme }: EmbedChoice): string {
  const declarations = Object.entries(theme).filter(([name, value]) => name.startsWith('--racelens-') && value && !/[;{}<>]/.test(value));
  if (declarations.length === 0 || widgets.length === 0) return '';
  const selector = [...new Set(widgets.map((w) => w.tag))].join(', ');
  return `<style>\n  ${selector} {\n${declarations.map(([name, value]) => `    ${name}: ${value};`).join('\n')}\n  }\n</style>`;
}

/** The HTML tab: what goes in the `<head>` (rooms, loader, own theme) and where the widgets go. */
export function htmlCode(choice: EmbedChoice): { head: string; body: string } {
  const theme = themeStyle(choice);
  return {
    head: `${loaderSnippet({ loader: choice.loader, data: choice.data, rooms: organizerRooms })}${theme ? `\n${theme}` : ''}`,
    body: choice.widgets.map(widgetTag).join('\n'),
  };
}
