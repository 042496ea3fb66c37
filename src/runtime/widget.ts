/**
 * A widget component: the view inside a WidgetRoot (translations, skeleton, error boundary),
 * carrying its descriptor and stylesheets. The same component becomes the custom element
 * (src/runtime/define-widget.ts) and the React export (src/react.ts), so both behave alike.
 */
import { createElement, type ComponentType, type FunctionComponent } from 'react';
import type { RuntimeDescriptor } from './descriptor';
import { WidgetRoot } from './WidgetRoot';
import uiCss from '../ui/ui.css?inline';
import type { CommonWidgetProps } from './common-props';

export interface WidgetComponent<P extends object> extends FunctionComponent<P> {
  tag: string;
  /** The runtime's part of the widget's descriptor (its folder's descriptor.generated.ts). */
  descriptor: RuntimeDescriptor;
  /** UI kit first, then the widget's own CSS. */
  styles: string[];
}

export interface WidgetOptions {
  /** The widget's own CSS, after the UI kit's. */
  styles?: string[];
}

export type { CommonWidgetProps } from './common-props';

/**
 * `widget(descriptor, View, { styles })`: the descriptor brings the tag, the translation areas
 * (loaded before the view shows) and the room the loader reserved while the code loaded (kept
 * while the strings load).
 */
export function widget<P extends object>(
  descriptor: RuntimeDescriptor,
  view: ComponentType<P>,
  options: WidgetOptions = {},
): WidgetComponent<P & CommonWidgetProps> {
  const { tag, areas, room } = descriptor;
  const { styles = [] } = options;
  const component = ((props: P & CommonWidgetProps) =>
    createElement(WidgetRoot, { widget: tag, areas, minHeight: room.minHeight, headingLevel: props.headingLevel, children: createElement(view, props) })) as WidgetComponent<
    P & CommonWidgetProps
  >;
  component.displayName = view.displayName ?? view.name;
  component.tag = tag;
  component.descriptor = descriptor;
  component.styles = [uiCss, ...styles];
  return component;
}
