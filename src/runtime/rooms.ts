/**
 * The loader's document rules: each widget's room (its descriptor's `room`, src/runtime/descriptor.ts)
 * while its tag is not yet defined, and nothing else. `:where()` gives them no specificity, so
 * any rule of the host page for the element wins. The loader build passes the rooms of
 * widgets/registry.ts (generated from the descriptors). Kept free of imports: the loader's
 * build reads it.
 */
import type { Room } from './descriptor';

export function roomRules(rooms: Readonly<Record<string, Room>>): string {
  return Object.entries(rooms)
    .map(
      ([tag, { display = 'block', minHeight, minWidth }]) =>
        `:where(${tag}:not(:defined)){display:${display};min-height:${minHeight}${minWidth ? `;min-width:${minWidth}` : ''}}`,
    )
    .join('');
}
