/**
 * The `::part()` names of the UI kit, with what each is: they appear wherever a widget shows
 * that control, so docs/API.md, custom-elements.json and each element's parts list them besides
 * the widget's own (its descriptor's `parts`). Data only, read by the generator
 * (widgets/build/generate.ts); a test holds it to the `part=` names in src/ui.
 */
export const uiKitParts: Readonly<Record<string, string>> = {
  button: 'Every button of the UI kit (also has one of the three below).',
  'button-primary': 'A primary button (search, add to cart, pay, sign in).',
  'button-secondary': 'A secondary button.',
  'button-ghost': 'A low-emphasis button (cancel, back to cart).',
  notice: 'A message box in the flow (also has one of the three below).',
  'notice-info': 'An informational message.',
  'notice-error': 'An error message.',
  'notice-success': 'A success message.',
  'notice-offline': 'The notice while the browser is offline, fixed at the foot of the screen, one per page (checkout, photo search and the cart).',
  field: 'A form field: label, input, hint and error.',
  input: 'The text input of a field.',
  dialog: 'A dialog or drawer (the `<dialog>` element): cart drawer, photo viewer, camera, request forms, shop menu.',
  'dialog-close': 'The close (×) button of a dialog.',
  progress: 'A loading indicator.',
  tabs: 'A tab list (gallery tabs, search methods).',
  tab: 'One tab.',
  'tab-selected': 'The selected tab (also `tab`).',
};
