/**
 * Every custom element the SDK ships: tag → entry module. The build makes one chunk per entry
 * and the loader learns the hashed file names from the build manifest, so this list is the only
 * place a new widget has to be added.
 */
export const widgetEntries = {
  'racelens-demo-badge': 'widgets/demo-badge.ts',
  'racelens-demo-add-button': 'widgets/demo-add-button.ts',
} as const;

export type WidgetTag = keyof typeof widgetEntries;
