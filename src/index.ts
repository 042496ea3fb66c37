/**
 * `racelens`: the library for bundler users. Importing it gives the element helpers and the
 * shared runtime, to build `racelens-*`-style elements of one's own; the widgets themselves come
 * through the loader (`racelens/loader.js`, which defines a tag once it sees it on the page) or
 * as components from `racelens/react` (docs/API.md).
 */

export type { LoaderApi, PageConfig } from './config';
export { configure, onPageConfig, readPageConfig } from './config';
export type { AttributeType, ElementComponent, ElementOptions } from './elements/define';
export { defineElement, eventName, parseAttribute } from './elements/define';
export { setThemeCss } from './elements/styles';
export { useValue } from './runtime/use-value';
