/**
 * The shape of a widget as the embed builder offers it to organizers (ARCHITECTURE.md §embedding):
 * the generated list of them (widgets/embed-widgets.ts, written by widgets/build/generate.ts from
 * the descriptors) imports these types rather than declaring them itself.
 */
import type { AttributeDescriptor, Room } from '../runtime/descriptor';

/** An attribute as its descriptor has it (type, values, default), without its documentation. */
export interface EmbedAttribute extends Pick<AttributeDescriptor, 'type' | 'values' | 'default'> {
  /** The property name (`eventId`); the attribute is its dashed form. */
  name: string;
}

export interface EmbedWidget {
  tag: string;
  component: string;
  room: Room;
  attributes: readonly EmbedAttribute[];
  /** Its WordPress block (`racelens/<block>`, the shortcode's `widget`) and shortcode attribute names by property. */
  wordpress?: { block: string; shortcode: Readonly<Record<string, string>> };
}
