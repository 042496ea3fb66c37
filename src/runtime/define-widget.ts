/**
 * Registers a widget component (src/runtime/widget.ts) as its `racelens-*` element.
 * Defining it starts the page runtime (store, translator, theme) so the theme sheet is in
 * place before the first paint. It sits with the widget entries, on the layer that puts
 * components into elements: src/elements stays a generic helper below the components.
 */
import { getPage } from './page';
import type { WidgetComponent } from './widget';
import { defineElement, type ElementOptions } from '../elements/define';

export function defineWidget<P extends object>(component: WidgetComponent<P>, options: Omit<ElementOptions<P>, 'styles'> = {}) {
  if (typeof window !== 'undefined') getPage();
  return defineElement(component.tag, component, { ...options, styles: component.styles });
}
