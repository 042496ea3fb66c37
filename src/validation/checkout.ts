/** Checkout (SPEC §5): delivery e-mail, terms, and for a business card the company's VAT data. */
import { collect, type FieldErrors, type MessageKey } from './message-key';
import { email, required } from './rules';

export interface CheckoutForm {
  email: string;
  terms: boolean;
  /** Paying with a business card: the company box must be ticked and VAT data entered. */
  businessCard?: boolean;
  companyBox?: boolean;
  companyName?: string;
  vatNumber?: string;
}
export type CheckoutField = 'email' | 'terms' | 'companyBox' | 'companyName' | 'vatNumber';

export function validateCheckout(form: CheckoutForm): FieldErrors<CheckoutField> {
  const rules: Partial<Record<CheckoutField, () => MessageKey | null>> = {
    email: () => email(form.email, { required: 'validation.checkoutEmailRequired', invalid: 'validation.checkoutEmailInvalid' }),
    terms: () => (form.terms ? null : 'validation.required'),
  };
  if (form.businessCard) {
    rules.companyBox = () => (form.companyBox ? null : 'validation.required');
    rules.companyName = () => required(form.companyName, 'validation.companyRequired');
    rules.vatNumber = () => required(form.vatNumber, 'validation.vatRequired');
  }
  return collect(rules as Record<CheckoutField, () => MessageKey | null>);
}
