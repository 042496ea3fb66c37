/**
 * A widget component: the view inside a WidgetRoot (translations, skeleton, error boundary),
 * carrying its descriptor and stylesheets. The same component becomes the custom element
 * (src/runtime/define-widget.ts) and the React export (widgets/react.ts, generated), so both behave alike.
 */
import { type ComponentType, createElement, type FunctionComponent } from 'react';
import { addCatalogs } from '../i18n/catalogs';
import uiCss from '../ui/ui.css?inline';
import type { CommonWidgetProps } from './common-props';
import type { RuntimeDescriptor } from './descriptor';
import { WidgetRoot } from './WidgetRoot';

export interface WidgetComponent<P extends object> extends FunctionComponent<P> {
  tag: string;
  /** The runtime's part of the widget's descriptor (its folder's descriptor.generated.ts). */
  descriptor: RuntimeDescriptor;
  /** UI kit first, then the widget's own CSS. */
  styles: string[];
}

export type { CommonWidgetProps } from './common-props';

/**
 * `widget(descriptor, View, [css])`: the descriptor brings the tag, the translation areas
 * (loaded before the view shows) and the room's height the loader reserved while the code
 * loaded, which the frame keeps while the strings load. `styles` are the widget's own CSS,
 * adopted after the UI kit's.
 */
export function widget<P extends object>(descriptor: RuntimeDescriptor, view: ComponentType<P>, styles: string[] = []): WidgetComponent<P & CommonWidgetProps> {
  const { tag, areas, room, catalogs } = descriptor;
  if (catalogs) addCatalogs(catalogs);
  const component = ((props: P & CommonWidgetProps) =>
    createElement(WidgetRoot, {
      widget: tag,
      areas,
      minHeight: room,
      headingLevel: props.headingLevel,
      // biome-ignore lint/correctness/noChildrenProp: createElement without JSX; WidgetRootProps requires its child, so it goes in the props
      children: createElement(view, props),
    })) as WidgetComponent<P & CommonWidgetProps>;
  component.displayName = view.displayName ?? view.name;
  component.tag = tag;
  component.descriptor = descriptor;
  component.styles = [uiCss, ...styles];
  return component;
}
