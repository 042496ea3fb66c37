/**
 * The shapes of the generated element registry (widgets/registry.ts, written by
 * widgets/build/generate.ts from the descriptors): imported by it rather than written into it.
 */
import type { Area } from '../../src/i18n/catalogs.ts';
import type { Room } from '../../src/runtime/descriptor.ts';

/** What a build needs of an element: the module that defines it and its translation areas. */
export interface WidgetEntry {
  entry: string;
  areas: readonly Area[];
}

export interface RegistryEntry extends WidgetEntry {
  folder: string;
  component: string;
  room: Room;
  shopOnly: boolean;
  /** Its module in racelens/react (widgets/react/<folder>.ts). */
  react?: string;
}
