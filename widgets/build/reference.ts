/**
 * The reference of the elements, made from the descriptors (widgets/*\/descriptor.ts), the UI
 * kit's parts (src/ui/parts.ts) and the theme (src/theme): the data docs/API.md's generated
 * tables show (widgets/build/generate.ts writes them), custom-elements.json and the tag typings
 * are made of (widgets/build/element-manifest.ts), and the tests hold to the code. Its shapes are
 * those widgets/build/api-docs.ts reads back from the Markdown, so both can be compared.
 */

import { dashed, eventName } from '../../src/elements/names.ts';
import type { WidgetDescriptor } from '../../src/runtime/descriptor.ts';
import { DEFAULT_LAYER } from '../../src/theme/themes.ts';
import { TOKEN_DESCRIPTIONS } from '../../src/theme/token-docs.ts';
import { TOKEN_NAMES, TOKEN_PROPERTIES } from '../../src/theme/tokens.ts';
import { uiKitParts } from '../../src/ui/parts.ts';
import type { DocAttribute, DocElement, DocEvent } from './api-docs.ts';

export { dashed, eventName };

/** A descriptor and the folder it sits in (widgets/<folder>/descriptor.ts). */
export interface DescribedWidget {
  folder: string;
  descriptor: WidgetDescriptor;
}

export interface ReferencePart {
  part: string;
  elements: string[] | 'ui-kit';
  description: string;
}

export interface Reference {
  elements: DocElement[];
  parts: ReferencePart[];
  customProperties: Array<{ property: string; default: string; description: string }>;
  reactComponents: Array<{ name: string; element: string; props: string[]; callbacks: string[] }>;
  reactOther: Array<{ name: string; kind: string; description: string }>;
}

/** The reference's order (docs/API.md, racelens/react, the manifest): the widgets organizers place, then the shop's own; by folder. */
export function inOrder(widgets: readonly DescribedWidget[]): DescribedWidget[] {
  return [...widgets].sort((a, b) => Number(!!a.descriptor.shopOnly) - Number(!!b.descriptor.shopOnly) || a.folder.localeCompare(b.folder));
}

/** The paragraph under an element's heading: the shop's own elements say so first. */
/** The registry's order (entries, the loader's chunk map and rules): by tag. */
export const byTag = (widgets: readonly DescribedWidget[]): DescribedWidget[] => [...widgets].sort((a, b) => a.descriptor.tag.localeCompare(b.descriptor.tag));

export const descriptionOf = (d: WidgetDescriptor): string => (d.shopOnly ? `*Used by the hosted shop.* ${d.description}` : d.description);

export const attributesOfWidget = (d: WidgetDescriptor): DocAttribute[] =>
  Object.entries(d.attributes).map(([property, a]) => ({
    attribute: dashed(property),
    property,
    type: a.type,
    description: a.description,
  }));

export const eventsOfWidget = (d: WidgetDescriptor): DocEvent[] =>
  Object.entries(d.events).map(([callback, e]) => ({ event: eventName(callback), detail: e.detail, description: e.when }));

/** An element's own parts and the UI kit's, each with what it is on this element. */
export const partsOfWidget = (d: WidgetDescriptor): Array<{ name: string; description: string }> => [
  ...Object.entries(uiKitParts).map(([name, description]) => ({ name, description })),
  ...Object.entries(d.parts).map(([name, description]) => ({ name, description })),
];

/** The React component of a widget organizers place; the shop's own elements have none. */
export const hasReact = (d: WidgetDescriptor): boolean => !d.shopOnly;

const code = (text: string) => `\`${text}\``;

export function reference(widgets: readonly DescribedWidget[]): Reference {
  const ordered = inOrder(widgets).map((w) => w.descriptor);

  // A part several elements show is one row; where they describe it differently, each says its own.
  const parts = new Map<string, Map<string, string[]>>();
  for (const d of ordered)
    for (const [part, description] of Object.entries(d.parts)) {
      const byDescription = parts.get(part) ?? new Map<string, string[]>();
      byDescription.set(description, [...(byDescription.get(description) ?? []), d.tag]);
      parts.set(part, byDescription);
    }

  const react = ordered.filter(hasReact);
  return {
    elements: ordered.map((d) => ({
      tag: d.tag,
      description: descriptionOf(d),
      attributes: attributesOfWidget(d),
      events: eventsOfWidget(d),
    })),
    parts: [
      ...Object.entries(uiKitParts).map(([part, description]) => ({ part, elements: 'ui-kit' as const, description })),
      ...[...parts].map(([part, byDescription]) => ({
        part,
        elements: [...byDescription.values()].flat(),
        description:
          byDescription.size === 1
            ? [...byDescription.keys()][0]!
            : `${[...byDescription].map(([text, tags], i) => `${`${i ? text.charAt(0).toLowerCase() + text.slice(1) : text}`.replace(/\.$/, '')} (${tags.map(code).join(', ')})`).join('; ')}.`,
      })),
    ],
    customProperties: TOKEN_NAMES.map((token) => ({
      property: TOKEN_PROPERTIES[token],
      default: DEFAULT_LAYER.tokens[token],
      description: TOKEN_DESCRIPTIONS[token],
    })),
    reactComponents: react.map((d) => ({
      name: d.component,
      element: d.tag,
      props: Object.keys(d.attributes),
      callbacks: Object.keys(d.events),
    })),
    reactOther: [
      {
        name: 'configure',
        kind: 'function',
        description: '`configure(options: PageConfig)`: the options of [`configure()`](#configure-options), without the loader.',
      },
      { name: 'PageConfig', kind: 'type', description: 'The `configure()` options.' },
      ...react.flatMap((d) => [
        { name: `${d.component}Props`, kind: 'type', description: `Props of ${code(d.component)}.` },
        ...Object.entries(d.types ?? {}).map(([name, description]) => ({ name, kind: 'type', description })),
      ]),
    ],
  };
}
