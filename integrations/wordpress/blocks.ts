/**
 * The plugin's own choices for each block, in the order the inserter and the shortcode's help
 * list them: its icon, which of the widget's attributes an organizer sets (in the block sidebar
 * and as shortcode attributes), what kind of value each takes, and the sidebar's texts (English;
 * languages/*.json translates them). What the widget itself is (its element, attributes, types)
 * comes from its BlockSource; block-json.ts joins the two.
 */

/**
 * The rules a value of each kind follows, written once: the build puts them into
 * blocks/widgets.json, PHP checks every block and shortcode value with them and hands them to the
 * editor script, which flags a value in the sidebar and leaves it out of the preview by the same
 * rules. A pattern is read by PHP's PCRE and by JavaScript's RegExp alike, so it keeps to what
 * both read the same (no `#`, PHP's delimiter; no lookbehind, no named groups).
 */
export const valueRules = {
  /** An id on the platform. */
  id: { pattern: '^[0-9]{1,12}$', flags: '' },
  /** A whole number of seconds. */
  seconds: { pattern: '^[1-9][0-9]{0,4}$', flags: '' },
  /** A name: a bib number, an order id, the settings' theme. */
  name: { pattern: '^[A-Za-z0-9][A-Za-z0-9_-]{0,63}$', flags: '' },
  /** A column of a results table: its header's text or its position from 1 (no markup, no quotes). */
  column: { pattern: '^[^<>"&]{1,40}$', flags: '' },
  /** An http(s) address or a page of this site (`/…`, not `//host`); PHP then escapes it. */
  url: { pattern: '^(https?://\\S+|/(?!/)\\S*)$', flags: 'i' },
} as const;

export type ValueKind = keyof typeof valueRules | 'select' | 'toggle';

export interface BlockControl {
  /** The attribute name in `[racelens …]`. */
  shortcode: string;
  /** `toggle` for a boolean attribute, `select` for one of `options`, else the rule it follows. */
  kind: ValueKind;
  label: string;
  help?: string;
  options?: Array<{ value: string; label: string }>;
}

export interface WordPressBlock {
  /** The block's name after `racelens/`, the shortcode's `widget="…"`: the element's without `racelens-`. */
  name: string;
  /** A Dashicon. */
  icon: string;
  /** A line under the sidebar's fields. */
  hint?: string;
  /** The widget's attributes an organizer sets, by property name, in the sidebar's order. */
  controls: Record<string, BlockControl>;
}

const eventId: BlockControl = { shortcode: 'event', kind: 'id', label: 'Event ID', help: 'The event’s number on the platform, e.g. 101.' };

export const wordpressBlocks: WordPressBlock[] = [
  {
    name: 'photo-search',
    icon: 'search',
    controls: {
      eventId,
      number: {
        shortcode: 'number',
        kind: 'name',
        label: 'Bib number (optional)',
        help: 'Shows this bib’s results at once to a visitor who already found them, otherwise fills in the field.',
      },
      view: {
        shortcode: 'view',
        kind: 'select',
        label: 'Results shown for a bib number',
        options: [
          { value: '', label: 'Photos' },
          { value: 'video', label: 'Videos' },
        ],
      },
    },
  },
  {
    name: 'event-gallery',
    icon: 'format-gallery',
    hint: 'More photos per row: choose Align → Wide width in the block toolbar.',
    controls: {
      eventId,
      tab: {
        shortcode: 'tab',
        kind: 'select',
        label: 'Tab shown first',
        options: [
          { value: '', label: 'All photos' },
          { value: 'reports', label: 'Photo reports' },
          { value: 'mine', label: 'My photos' },
          { value: 'video', label: 'Videos' },
        ],
      },
    },
  },
  {
    name: 'cart-drawer',
    icon: 'cart',
    controls: {
      inline: { shortcode: 'inline', kind: 'toggle', label: 'Show the cart in the page', help: 'Off: a cart button that opens a drawer.' },
      checkoutUrl: {
        shortcode: 'checkout-url',
        kind: 'url',
        label: 'Checkout page (optional)',
        help: 'A page of this site with the Racelens checkout block; by default the shop’s checkout.',
      },
      cartUrl: {
        shortcode: 'cart-url',
        kind: 'url',
        label: 'Cart page (optional)',
        help: 'The button links to this page instead of opening the drawer.',
      },
    },
  },
  { name: 'checkout', icon: 'money-alt', controls: {} },
  {
    name: 'results-photos',
    icon: 'camera',
    hint: 'Place it on the page of your results table, and give the table an id (Advanced → HTML anchor).',
    controls: {
      eventId,
      for: { shortcode: 'for', kind: 'name', label: 'Results table ID', help: 'The id of your results table, e.g. results.' },
      bibColumn: {
        shortcode: 'bib-column',
        kind: 'column',
        label: 'Bib column (optional)',
        help: 'Only where it is not found by itself: the column’s header text, or its position from 1.',
      },
      nameColumn: {
        shortcode: 'name-column',
        kind: 'column',
        label: 'Name column (optional)',
        help: 'Only where it is not found by itself: the column’s header text, or its position from 1.',
      },
    },
  },
  {
    name: 'bib-photos',
    icon: 'camera-alt',
    controls: {
      bib: { shortcode: 'bib', kind: 'name', label: 'Bib number' },
      eventId,
      name: { shortcode: 'name', kind: 'column', label: 'Participant’s name (optional)' },
    },
  },
  {
    name: 'order-status',
    icon: 'yes-alt',
    controls: {
      orderId: {
        shortcode: 'order',
        kind: 'name',
        label: 'Order ID (optional)',
        help: 'Empty: the order in the page address (?order=… or ?preorder=…).',
      },
      preorderId: { shortcode: 'preorder', kind: 'name', label: 'Pre-order ID (optional)' },
      checkTimeoutSeconds: {
        shortcode: 'check-timeout-seconds',
        kind: 'seconds',
        label: 'Seconds to wait for the payment result',
        help: 'Default 90.',
      },
    },
  },
];
