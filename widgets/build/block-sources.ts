/**
 * What a WordPress block of a widget is made from, per descriptor: its tag, title, description
 * and attributes (integrations/wordpress turns them into block.json files). Only the widgets
 * organizers place; the hosted shop's own elements have no block. Which attributes a block
 * offers, and how its sidebar labels them, is the plugin's choice.
 */
import type { AttributeType } from '../../src/runtime/descriptor.ts';
import { type DescribedWidget, dashed, inOrder } from './reference.ts';

export interface BlockSource {
  tag: string;
  /** "Racelens photo search": the plugin's blocks are listed among other plugins'. */
  title: string;
  /** One sentence (the descriptor's summary). */
  description: string;
  attributes: Array<{
    /** The property (camelCase): the block attribute's name. */
    name: string;
    /** The element attribute (dashed). */
    attribute: string;
    type: AttributeType;
    /** Markdown, as in docs/API.md. */
    description: string;
    default?: string | number | boolean;
  }>;
}

export function blockSources(widgets: readonly DescribedWidget[]): BlockSource[] {
  return inOrder(widgets)
    .map((w) => w.descriptor)
    .filter((d) => !d.shopOnly)
    .map((d) => ({
      tag: d.tag,
      title: `Racelens ${d.title.charAt(0).toLowerCase()}${d.title.slice(1)}`,
      description: d.summary,
      attributes: Object.entries(d.attributes).map(([name, a]) => ({
        name,
        attribute: dashed(name),
        type: a.type,
        description: a.description,
        ...(a.default === undefined ? {} : { default: a.default }),
      })),
    }));
}
