/**
 * Who runs the shop, for the contacts page and the legal notice. Deployment data rather than
 * interface text, so it is not translated; replace it for a real operator.
 */
export const OPERATOR = {
  name: 'Racelens Media GmbH',
  representative: 'Anna Example',
  address: 'Musterstraße 1, 10115 Berlin, Germany',
  register: 'Amtsgericht Berlin-Charlottenburg, HRB 000000',
  vat: 'DE000000000',
  email: 'support@racelens.example',
} as const;
