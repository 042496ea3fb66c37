/**
 * A heading at its place in the widget's outline: depth 0 is the widget's top heading (its
 * `heading-level`, h2 by default), depth 1 the sections below it, so a widget fits under an h1
 * of the host page, under an h2 of it, or is the page's h1 itself (the shop's routes).
 */
import { createElement, type HTMLAttributes, type ReactNode } from 'react';
import { useHeadingLevel } from '../runtime/WidgetRoot';

export interface HeadingProps extends HTMLAttributes<HTMLHeadingElement> {
  depth?: 0 | 1;
  children: ReactNode;
}

export function Heading({ depth = 0, children, ...rest }: HeadingProps) {
  return createElement(`h${useHeadingLevel(depth)}`, rest, children);
}
