/**
 * A widget component: the view inside a WidgetRoot (translations, skeleton, error boundary),
 * carrying its tag and stylesheets. The same component becomes the custom element
 * (src/runtime/define-widget.ts) and the React export (src/react.ts), so both behave alike.
 */
import { createElement, type ComponentType, type FunctionComponent } from 'react';
import type { Area } from '../i18n/catalogs';
import type { Room } from './rooms';
import { WidgetRoot } from './WidgetRoot';
import uiCss from '../ui/ui.css?inline';
import type { CommonWidgetProps } from './common-props';

export interface WidgetComponent<P extends object> extends FunctionComponent<P> {
  tag: string;
  /** UI kit first, then the widget's own CSS. */
  styles: string[];
}

export interface WidgetOptions {
  areas?: Area[];
  styles?: string[];
  /** The room the loader reserved while the code loaded (rooms.ts), kept while the strings load. */
  room?: Room;
}

export type { CommonWidgetProps } from './common-props';

export function widget<P extends object>(
  tag: string,
  view: ComponentType<P>,
  options: WidgetOptions = {},
): WidgetComponent<P & CommonWidgetProps> {
  const { areas = [], styles = [], room } = options;
  const minHeight = room?.minHeight;
  const component = ((props: P & CommonWidgetProps) =>
    createElement(WidgetRoot, { widget: tag, areas, minHeight, headingLevel: props.headingLevel, children: createElement(view, props) })) as WidgetComponent<
    P & CommonWidgetProps
  >;
  component.displayName = view.displayName ?? view.name;
  component.tag = tag;
  component.styles = [uiCss, ...styles];
  return component;
}
