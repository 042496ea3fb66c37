/**
 * A business card payment's company data (PRODUCT.md §validation-business-card): the company box,
 * the company's name and its VAT number. Shown by the checkout and by the change of payment method
 * after a decline, which validate it alike (validation/checkout.ts validateCompany); each passes
 * labels from its own translation area.
 */

import { Checkbox } from '../../ui/Checkbox';
import { Field } from '../../ui/Field';
import type { CompanyField, CompanyForm } from '../../validation/checkout';

export type CompanyValue = Required<CompanyForm>;

export interface CompanyFieldsProps {
  value: CompanyValue;
  onChange: (patch: Partial<CompanyValue>) => void;
  /** Translated error per field, null when fine. */
  errors: Partial<Record<CompanyField, string | null>>;
  labels: Record<CompanyField, string>;
}

export function CompanyFields({ value, onChange, errors, labels }: CompanyFieldsProps) {
  return (
    <div className="rl-stack rl-checkout-company" part="company">
      <Checkbox checked={value.companyBox} onChecked={(companyBox) => onChange({ companyBox })} name="companyBox" error={errors.companyBox ?? null}>
        {labels.companyBox}
      </Checkbox>
      <Field
        label={labels.companyName}
        name="companyName"
        autoComplete="organization"
        required
        value={value.companyName}
        onValue={(companyName) => onChange({ companyName })}
        error={errors.companyName ?? null}
      />
      <Field
        label={labels.vatNumber}
        name="vatNumber"
        required
        value={value.vatNumber}
        onValue={(vatNumber) => onChange({ vatNumber })}
        error={errors.vatNumber ?? null}
      />
    </div>
  );
}
