/**
 * The element's names for a prop, as src/elements/define.ts gives them at run time, for the build
 * scripts, which cannot import define.ts (it brings r2wc and CSS). tests/unit/descriptors.test.ts
 * holds the two to the same results.
 */

/** `eventId` → `event-id`. */
export const dashed = (name: string): string => name.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`);

/** The attributes a prop is read from: its dashed name and, for camelCase props, the name lowercased. */
export const attributesOf = (prop: string): string[] =>
  dashed(prop) === prop.toLowerCase() ? [prop.toLowerCase()] : [dashed(prop), prop.toLowerCase()];

/** `onCartChange` → `racelens:cart-change`. */
export const eventName = (callbackProp: string): string =>
  `racelens:${dashed(callbackProp.replace(/^on/, '')).replace(/^-/, '')}`;
