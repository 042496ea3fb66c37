/**
 * Registers a widget component (src/runtime/widget.ts) as its `racelens-*` element, with the
 * attributes and events its descriptor names. Defining it starts the page runtime (store,
 * translator, theme) so the theme sheet is in place before the first paint. It sits with the
 * widget entries, on the layer that puts components into elements: src/elements stays a generic
 * helper below the components.
 */

import { defineElement } from '../elements/define';
import { getPage } from './page';
import type { WidgetComponent } from './widget';

export function defineWidget<P extends object>(component: WidgetComponent<P>) {
  if (typeof window !== 'undefined') getPage();
  const { tag, props, events } = component.descriptor;
  return defineElement<P>(tag, component, {
    props: props as Partial<Record<keyof P & string, 'string' | 'number' | 'boolean'>> | undefined,
    events: events as Array<keyof P & string> | undefined,
    styles: component.styles,
  });
}
