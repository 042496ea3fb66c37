/**
 * Registers a widget component (src/runtime/widget.ts) as its `racelens-*` element, with the
 * attributes and events its descriptor names. The first widget of a page starts the page in the
 * tasks after the one that ran its code, one step a task: the store, then the translator and the
 * theme, then the element is defined with the theme's sheet in place (defining upgrades every tag
 * on the page and draws its first view). All in one task made one long task a tap would wait
 * behind (ARCHITECTURE.md §budgets). Later widgets find the runtime started and are defined at once. It
 * sits with the widget entries, on the layer that puts components into elements: src/elements
 * stays a generic helper below the components.
 */

import { defineElement } from '../elements/define';
import { nextTask } from '../next-task';
import { getStore } from '../store/page';
import { getPage } from './page';
import type { WidgetComponent } from './widget';

/** Resolves once the page runtime has started and the task of the last widget defined has ended. */
let queue: Promise<void> | undefined;

export function defineWidget<P extends object>(component: WidgetComponent<P>): void {
  if (typeof window === 'undefined') return;
  const { tag, props, events } = component.descriptor;
  const defined = (queue ?? nextTask().then(getStore).then(nextTask).then(getPage).then(nextTask)).then(() => {
    defineElement<P>(tag, component, {
      props: props as Partial<Record<keyof P & string, 'string' | 'number' | 'boolean'>> | undefined,
      events: events as Array<keyof P & string> | undefined,
      styles: component.styles,
    });
  });
  // One widget's failure is reported as before (an uncaught error), and does not keep the next from being defined.
  defined.catch((error) =>
    queueMicrotask(() => {
      throw error;
    }),
  );
  queue = defined.then(nextTask, nextTask);
}
