/**
 * The first widget on a page runs its code, makes the store, starts the translator and theme, and
 * is defined (every tag upgraded, its first view drawn) in four tasks, so they are not one long task a tap would wait
 * behind; a widget whose code came meanwhile is defined in the task after; one that comes once all
 * is done, at once (src/runtime/define-widget.ts).
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { nextTask } from '../../src/next-task';
import { defineWidget } from '../../src/runtime/define-widget';
import { getPage, resetPage } from '../../src/runtime/page';
import type { WidgetComponent } from '../../src/runtime/widget';
import { getStore } from '../../src/store/page';

vi.mock('../../src/runtime/page', async (importOriginal) => {
  const actual = await importOriginal<typeof import('../../src/runtime/page')>();
  return { ...actual, getPage: vi.fn(actual.getPage) };
});
vi.mock('../../src/store/page', async (importOriginal) => {
  const actual = await importOriginal<typeof import('../../src/store/page')>();
  return { ...actual, getStore: vi.fn(actual.getStore) };
});

let n = 0;
/** A widget of a tag no other test defines. */
function probe(): WidgetComponent<object> {
  const tag = `racelens-start-probe-${++n}`;
  const view = (() => <p>{tag}</p>) as unknown as WidgetComponent<object>;
  return Object.assign(view, { tag, descriptor: { tag, areas: [], room: '0px' }, styles: [] }) as WidgetComponent<object>;
}

afterEach(() => {
  document.body.innerHTML = '';
  resetPage();
});

describe('defining the widgets as the page starts', () => {
  it('the first widget makes the store, starts the page and is defined one task after another; the next in a task of its own; a later widget at once', async () => {
    const first = probe();
    const second = probe();
    document.body.innerHTML = `<${first.tag}></${first.tag}><${second.tag}></${second.tag}>`;
    defineWidget(first);
    defineWidget(second);
    // Not in the task that ran the widget's code: the store comes in the next one...
    await Promise.resolve();
    expect(getStore).not.toHaveBeenCalled();
    await nextTask();
    expect(getStore).toHaveBeenCalledTimes(1);
    expect(getPage).not.toHaveBeenCalled();
    // ...the translator and the theme in the one after...
    await nextTask();
    expect(getPage).toHaveBeenCalledTimes(1);
    expect(customElements.get(first.tag)).toBeUndefined();
    // ...and the element is defined (every tag upgraded, its first view drawn) in the next.
    await nextTask();
    await Promise.resolve();
    expect(customElements.get(first.tag)).toBeDefined();
    // The widget whose code ran meanwhile: in the task after.
    expect(customElements.get(second.tag)).toBeUndefined();
    await nextTask();
    await Promise.resolve();
    expect(customElements.get(second.tag)).toBeDefined();
    await nextTask();

    const later = probe();
    defineWidget(later);
    await Promise.resolve();
    expect(customElements.get(later.tag)).toBeDefined();
    expect(getPage).toHaveBeenCalledTimes(1);
  });
});
