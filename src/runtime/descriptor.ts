/**
 * A widget's descriptor: what the SDK, its reference and its integrations know of one element,
 * written once, in `widgets/<name>/descriptor.ts`. `npm run generate` (widgets/build/generate.ts)
 * makes the rest from the descriptors: the element registry and the loader's rooms
 * (widgets/registry.ts), the runtime's copy of each descriptor (`descriptor.generated.ts` beside
 * it, without the texts, so they stay out of the bundles), the widgets offered in the embed
 * builder (widgets/embed-widgets.ts), the React modules (widgets/react.ts, widgets/react/*), the reference
 * blocks of docs/API.md, and at build time custom-elements.json and the tag typings
 * (widgets/build/element-manifest.ts). See widgets/README.md.
 *
 * This module has type-only imports, and descriptors import nothing but it and data-only modules
 * (the order parts' docs, src/parts/orders/parts.ts): the generator, the loader build and node
 * scripts read them without the runtime.
 */
import type { AttributeType } from '../elements/define';
import type { Area, Catalogs } from '../i18n/catalogs';

export type { AttributeType };

/**
 * The room a widget keeps on the page before it has shown its content: the loader reserves it
 * while the widget's code loads (a `:not(:defined)` rule, src/embed/rooms.ts), the widget's
 * frame keeps it while its strings load. One value for both, so the page does not jump between them.
 */
export interface Room {
  minHeight: string;
  /** The element's display while it waits; block unless it sits in a line (the cart button). */
  display?: 'inline-block';
  minWidth?: string;
}

/** An attribute and its property (`eventId` ↔ `event-id`; src/elements/define.ts parses it by type). */
export interface AttributeDescriptor {
  type: AttributeType;
  /** What it does, in Markdown, as docs/API.md shows it. */
  description: string;
  /** The values it takes, where it takes a few words; each is named in the description. */
  values?: readonly string[];
  /** The value the widget uses without it; named in the description. */
  default?: string | number | boolean;
}

/** A DOM event `racelens:<name>` the element sends (bubbling, composed), from its `on<Name>` callback prop. */
export interface EventDescriptor {
  /** When it is sent, in Markdown. */
  when: string;
  /** The type of `event.detail` as TypeScript type text: `{ count: number, code?: string }`. */
  detail: string;
}

export interface WidgetDescriptor {
  /** The custom element's name; written here and nowhere else (generated files aside). */
  tag: `racelens-${string}`;
  /** PascalCase: the widget component (`widget()`), the React export, the typings' prefix. */
  component: string;
  /** A short name: "Photo search" (the WordPress block's title). */
  title: string;
  /** One sentence: what the widget does (the WordPress block's description, the manifest's summary). */
  summary: string;
  /** The reference's paragraph under the element's heading, in Markdown. */
  description: string;
  /** Made for the hosted shop (works anywhere, but is not offered to organizers nor in racelens/react). */
  shopOnly?: boolean;
  /** The room it reserves while it loads (see Room). */
  room: Room;
  /** The translation areas it shows besides `core` (src/i18n/catalogs.ts). */
  areas: readonly Area[];
  /** Attributes by property name (camelCase); the attribute is its dashed form. */
  attributes: Readonly<Record<string, AttributeDescriptor>>;
  /** Events by callback prop (`onCartChange` → `racelens:cart-change`). */
  events: Readonly<Record<string, EventDescriptor>>;
  /** The `::part()` names it shows besides the UI kit's (src/ui/parts.ts), with what each is. */
  parts: Readonly<Record<string, string>>;
  /**
   * What it loads on demand with `import()`: modules as paths from its folder without the
   * extension (`face/FacePanel`, `../../src/parts/cart/CartView`) and packages by specifier.
   */
  lazyParts: readonly string[];
  /**
   * The types racelens/react exports for it besides `<Component>Props` (all from its types.ts),
   * with what each is, in Markdown.
   */
  types?: Readonly<Record<string, string>>;
}

/** Identity, so a descriptor file gets checked against the type and keeps its literal types. */
export function describeWidget<const D extends WidgetDescriptor>(descriptor: D): D {
  return descriptor;
}

/** The `heading-level` attribute, the same on every widget that has headings (CommonWidgetProps). */
export const headingLevelAttribute: AttributeDescriptor = {
  type: 'number',
  default: 2,
  description:
    "The level of the widget's top heading, `1`–`6` (default `2`); its section headings are one level below. Set it to fit your page's outline (`3` under your page's `h2`), or `1` where the widget is the page's title, as the hosted shop does. Other values mean `2`.",
};

/**
 * What the runtime reads of a descriptor: `widget()` and `defineWidget()` take it. Generated from
 * the descriptor as `descriptor.generated.ts` beside it, so the bundles carry no descriptions.
 * Its room height is written into it as a literal: a widget's first load carries its own height
 * only, not every widget's.
 */
export interface RuntimeDescriptor {
  tag: string;
  areas: readonly Area[];
  /** The areas' catalogue files (`import.meta.glob`), which the widget's chunk brings along. */
  catalogs?: Catalogs;
  /** The room's height (`room.minHeight`), which the frame keeps while the strings load. */
  room: string;
  /** Property → attribute type (src/elements/define.ts ElementOptions); left out when none. */
  props?: Readonly<Record<string, AttributeType>>;
  /** The callback props that become DOM events; left out when none. */
  events?: readonly string[];
}
