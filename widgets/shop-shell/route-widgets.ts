/**
 * The widgets placed under a host element, and when they are all defined: the shop's shell waits
 * for a route's widgets (PRODUCT.md §shell-footer: no footer meanwhile) and reports each one whose
 * code could not load, so the visitor sees the common error instead of an empty screen.
 */
import { loadWidget } from '../../src/config';

export interface WidgetsDefined {
  /** Some are not defined yet. */
  waiting: boolean;
  /** Settles once each is defined or has failed (each failure told to `onFailure` first). */
  settled: Promise<void>;
}

export function widgetsDefined(host: Element | null | undefined, onFailure: () => void): WidgetsDefined {
  const children = host ? [...host.querySelectorAll('*')] : [];
  const tags = new Set(children.map((el) => el.localName).filter((tag) => tag.startsWith('racelens-')));
  const waiting = [...tags].filter((tag) => !customElements.get(tag));
  // Asked of the loader for each one not yet defined: a failure that happened before anyone
  // listened is caught too, and a failed widget gets a fresh attempt.
  const settled = waiting.map((tag) => Promise.race([customElements.whenDefined(tag), loadWidget(tag)]).catch(onFailure));
  return { waiting: waiting.length > 0, settled: Promise.all(settled).then(() => undefined) };
}
