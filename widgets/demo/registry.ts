/**
 * The demo elements (two elements sharing one store), for the stories and the examples only:
 * `npm run build` makes them a separate CDN tree with its own loader (`/demo/loader.js` on the
 * examples' CDN), never part of the SDK's registry, loader or bundle.
 */
import type { WidgetEntry } from '../build/registry-entry';

export const demoWidgets = {
  'racelens-demo-badge': { entry: 'widgets/demo/badge-element.ts', areas: [] },
  'racelens-demo-add-button': { entry: 'widgets/demo/add-button-element.ts', areas: [] },
} as const satisfies Record<string, WidgetEntry>;
