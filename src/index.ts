/**
 * `racelens`: the library for bundler users. Importing it gives the element helpers and the
 * shared runtime; the widgets themselves register when their module is imported
 * (`racelens/widgets/...`) or when the loader sees their tag.
 */
export { defineElement, eventName, parseAttribute } from './elements/define';
export type { AttributeType, ElementComponent, ElementOptions } from './elements/define';
export { setThemeCss } from './elements/styles';
export { useValue } from './runtime/use-value';
export { configure, readPageConfig, onPageConfig } from './config';
export type { PageConfig, LoaderApi } from './config';
