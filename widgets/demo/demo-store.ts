/**
 * The foundation's proof of "one store per page": a module-level signal that both
 * demo elements import. Built as separate lazily-loaded chunks, they still share this module,
 * so a click in one re-renders the other. Replaced by the real cart store with the widgets.
 */
import { signal } from '@preact/signals-core';

export const demoCount = signal(0);
