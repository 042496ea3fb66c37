/**
 * Registers a shop widget: the component inside a WidgetRoot (translations, skeleton, error
 * boundary) as a `racelens-*` element with the UI kit's styles. Defining a widget starts the
 * page runtime (store, translator, theme) so the theme sheet is in place before first paint.
 */
import { createElement, type ComponentType } from 'react';
import type { Area } from '../i18n/catalogs';
import { getPage } from '../components/page';
import { WidgetRoot } from '../components/WidgetRoot';
import uiCss from '../components/ui/ui.css?inline';
import { defineElement, type ElementOptions } from './define';

export interface WidgetOptions<P> extends ElementOptions<P> {
  areas?: Area[];
  /** Height reserved while the widget loads its strings (avoids layout shift). */
  minHeight?: string;
}

export function defineWidget<P extends object>(tag: string, component: ComponentType<P>, options: WidgetOptions<P> = {}) {
  if (typeof window !== 'undefined') getPage();
  const { areas = [], minHeight, styles = [], ...element } = options;
  const Widget = (props: P) =>
    createElement(WidgetRoot, { widget: tag, areas, minHeight, children: createElement(component, props) });
  return defineElement(tag, Widget as ComponentType<P>, { ...element, styles: [uiCss, ...styles] });
}
