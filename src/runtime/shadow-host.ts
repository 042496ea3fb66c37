/**
 * React hosts render widgets as components, not custom elements; this gives them the same
 * isolation: the widget renders through a portal into its own shadow root, with the same
 * adopted stylesheets (theme, base, UI kit, its own), so host CSS neither reaches in nor is
 * touched. Works under real React and preact/compat alike.
 *
 * Until the shadow root is there (on the server, and in the hydrating first render) the host
 * keeps the widget's room, as the loader's rules do for a tag not yet defined, so the server's
 * HTML already holds the space and hydration moves nothing (ARCHITECTURE.md §embedding).
 */
import { createElement, type FunctionComponent, useLayoutEffect, useRef, useState } from 'react';
import { createPortal } from 'react-dom';
import { adoptStyles } from '../elements/styles';
import { getPage } from './page';
import type { WidgetComponent } from './widget';

export function inShadowRoot<P extends object>(widget: WidgetComponent<P>): FunctionComponent<P> {
  const Hosted: FunctionComponent<P> = (props: P) => {
    const host = useRef<HTMLDivElement>(null);
    const [root, setRoot] = useState<ShadowRoot | null>(null);
    useLayoutEffect(() => {
      const element = host.current!;
      const shadow = element.shadowRoot ?? element.attachShadow({ mode: 'open' });
      getPage(); // builds the page runtime and its theme sheet before the first paint
      adoptStyles(shadow, widget.styles);
      setRoot(shadow);
    }, []);
    // The room's height, which the widget's frame keeps once it renders (src/runtime/widget.ts).
    const room = root ? undefined : { minHeight: widget.descriptor.room };
    return createElement(
      'div',
      { ref: host, 'data-racelens': widget.tag, style: room },
      root ? createPortal(createElement(widget, props), root as unknown as Element) : null,
    );
  };
  Hosted.displayName = `Racelens(${widget.displayName ?? widget.tag})`;
  return Hosted;
}
