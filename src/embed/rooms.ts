/**
 * The rooms' document rules: each widget's room (its descriptor's `room`, src/runtime/descriptor.ts)
 * while its tag is not yet defined, and nothing else. `:where()` gives them no specificity, so
 * any rule of the host page for the element wins. The loader build passes the rooms of
 * widgets/registry.ts (generated from the descriptors); the pasted snippet carries the same rules
 * inline (src/embed/snippet.ts, ARCHITECTURE.md §embedding). Kept free of imports: the
 * loader's build reads it.
 */
import type { Room } from '../runtime/descriptor';

/**
 * One rule per widget, in the registry's order. A widget that sits in a line (the cart button)
 * also gets `vertical-align: middle`, defined or not: an empty inline block sits on the line by
 * its bottom edge and a full one by its text, so with the default alignment the line would grow
 * by a few pixels when the widget starts (ARCHITECTURE.md §embedding). It is a rule of the page,
 * so it outranks the widget's `all: initial` and any rule of the host page outranks it.
 */
export function roomRuleList(rooms: Readonly<Record<string, Room>>): string[] {
  return Object.entries(rooms).flatMap(([tag, { display = 'block', minHeight, minWidth }]) => [
    `:where(${tag}:not(:defined)){display:${display};min-height:${minHeight}${minWidth ? `;min-width:${minWidth}` : ''}}`,
    ...(display === 'block' ? [] : [`:where(${tag}){vertical-align:middle}`]),
  ]);
}

export function roomRules(rooms: Readonly<Record<string, Room>>): string {
  return roomRuleList(rooms).join('');
}
