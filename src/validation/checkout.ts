/**
 * Checkout (PRODUCT.md §validation-checkout): delivery e-mail, terms, and for a business card the
 * company's VAT data.
 */
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

export type CompanyField = 'companyBox' | 'companyName' | 'vatNumber';
export type CompanyForm = Pick<CheckoutForm, CompanyField>;

/** PRODUCT.md §validation-business-card: the company box ticked and the VAT data entered. */
const companyRules = (form: CompanyForm): Record<CompanyField, () => MessageKey | null> => ({
  companyBox: () => (form.companyBox ? null : 'validation.required'),
  companyName: () => required(form.companyName, 'validation.companyRequired'),
  vatNumber: () => required(form.vatNumber, 'validation.vatRequired'),
});

/** A business card payment's company data (checkout, and a change of method after a decline). */
export const validateCompany = (form: CompanyForm): FieldErrors<CompanyField> => collect(companyRules(form));

export function validateCheckout(form: CheckoutForm): FieldErrors<CheckoutField> {
  const rules: Partial<Record<CheckoutField, () => MessageKey | null>> = {
    email: () => email(form.email, { required: 'validation.checkoutEmailRequired', invalid: 'validation.checkoutEmailInvalid' }),
    terms: () => (form.terms ? null : 'validation.required'),
    ...(form.businessCard ? companyRules(form) : {}),
  };
  return collect(rules as Record<CheckoutField, () => MessageKey | null>);
}
