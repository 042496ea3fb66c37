/**
 * What each theme token styles, for the reference: docs/API.md's custom-property table and
 * custom-elements.json are generated from it (widgets/build/reference.ts) with the property
 * names of tokens.ts and the default theme's values. Data only; no bundle imports it.
 */
import type { TokenName } from './tokens';

export const TOKEN_DESCRIPTIONS: Readonly<Record<TokenName, string>> = {
  primary: 'Primary buttons, links, the selected tab, the cart badge, checkboxes.',
  onPrimary: 'Text on the primary colour.',
  surface: 'Backgrounds of widgets, cards and dialogs.',
  onSurface: 'Body text.',
  muted: 'Secondary text and hints.',
  border: 'Borders and dividers.',
  accent: "The package offer's frame.",
  danger: 'Errors.',
  success: 'Success messages.',
  focus: 'The focus ring.',
  focusRingWidth: 'Width of the focus ring.',
  fontFamily: 'All text.',
  fontSize: 'Base text size.',
  radiusSmall: 'Small corners (inputs, badges).',
  radiusMedium: 'Buttons and cards.',
  radiusLarge: 'Dialogs and the drawer.',
  space: 'The spacing unit (gaps and paddings are multiples of it).',
};
