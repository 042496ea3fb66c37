/**
 * The `::part()` names of the order parts that the order page and the account both show (this
 * folder): written once, spread into both descriptors' `parts` (widgets/order-status,
 * widgets/my-account). Data only, imports nothing: the descriptors are read without the runtime
 * (src/runtime/descriptor.ts).
 */
export const orderParts = {
  'order-summary': 'Order number, date and state.',
  'order-items': "The order's items.",
  'order-item': 'One item.',
  'order-downloads': 'The downloads section.',
  'archive-link': 'The ZIP archive download link.',
  'load-error': '"Could not load" with retry.',
  'finisher-card': 'The finisher card dialog: its fields and the previews of the two cards.',
} as const;
