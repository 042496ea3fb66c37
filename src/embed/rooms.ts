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
 * One rule per widget, in the registry's order, for the element not yet defined. A widget that
 * sits in a line (the cart button) also gets `vertical-align: middle`, which its own `:host` keeps
 * once it runs: an empty inline block sits on the line by its bottom edge and a full one by its
 * text, so with the default alignment the line would grow by a few pixels when the widget starts
 * (ARCHITECTURE.md §embedding). Any rule of the host page for the element outranks both.
 */
export function roomRuleList(rooms: Readonly<Record<string, Room>>): string[] {
  // A widget with no room (the results page's photo links: nothing of its own, a link at a line's end) gets no rule.
  return Object.entries(rooms)
    .filter(([, { minHeight, minWidth }]) => parseFloat(minHeight) > 0 || minWidth)
    .map(
      ([tag, { display = 'block', minHeight, minWidth }]) =>
        `:where(${tag}:not(:defined)){display:${display};min-height:${minHeight}${minWidth ? `;min-width:${minWidth}` : ''}${display === 'block' ? '' : ';vertical-align:middle'}}`,
    );
}

export function roomRules(rooms: Readonly<Record<string, Room>>): string {
  return roomRuleList(rooms).join('');
}

/**
 * `racelens/rooms.css` (dist/cdn/rooms.css, written by the CDN build): the same rules as a file, one
 * a line, for a page that links or imports it and so keeps each widget's room from its first
 * paint, before any script has run (README "Installed with a bundler", ARCHITECTURE.md §bundlers).
 */
export function roomsStylesheet(rooms: Readonly<Record<string, Room>>, version: string): string {
  return `/* Racelens ${version}: each widget's room until its code defines its tag. */\n${roomRuleList(rooms).join('\n')}\n`;
}
