/**
 * The texts of the gallery's video tab and frame page (the `media` area), listed by those parts'
 * own chunks so the gallery's first load carries neither them nor their list
 * (docs/ARCHITECTURE.md §budgets).
 */
import type { ComponentType } from 'react';
import { withAreas } from '../../src/runtime/lazy-part';

export const withMediaTexts = <P extends object>(View: ComponentType<P>) =>
  withAreas(import.meta.glob('../../src/i18n/locales/media/*.json'), () => Promise.resolve(View));
