/**
 * The element's names for a prop: its attributes and its event. Kept apart from define.ts (which
 * brings r2wc) so the build scripts name things exactly as the elements do.
 */

export const dashed = (name: string): string => name.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`);

/**
 * The attributes a prop is read from: its dashed name, and for camelCase props also the name
 * lowercased, which is what `setAttribute('eventId', …)` on an HTML element produces (React 19
 * and Vue do that while the element is not yet defined).
 */
export const attributesOf = (prop: string): string[] => (dashed(prop) === prop.toLowerCase() ? [prop.toLowerCase()] : [dashed(prop), prop.toLowerCase()]);

/** `onCartChange` → `racelens:cart-change`. */
export const eventName = (callbackProp: string): string => `racelens:${dashed(callbackProp.replace(/^on/, '')).replace(/^-/, '')}`;
