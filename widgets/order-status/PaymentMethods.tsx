import { useEffect, useState } from 'react';
import type { CreatePaymentRequest, Id, Order } from '../../src/api/schemas';
import { CompanyFields, type CompanyValue } from '../../src/parts/payment/CompanyFields';
import { defaultMethod, MethodPicker } from '../../src/parts/payment/MethodPicker';
import { useFeature } from '../../src/runtime/use-store';
import { useValue } from '../../src/runtime/use-value';
import { useT } from '../../src/runtime/WidgetRoot';
import { paymentTypesOf } from '../../src/store/payments';
import { Button } from '../../src/ui/Button';
import { type CompanyField, validateCompany } from '../../src/validation/checkout';
import { isValid } from '../../src/validation/message-key';

export interface PaymentMethodsProps {
  order: Order;
  current: Id | null;
  busy: boolean;
  onPay: (paymentTypeId: Id, company?: CreatePaymentRequest['company']) => void;
  onCancel: () => void;
}

/**
 * PRODUCT.md §states-payment change of payment method: the types for this amount, then pay with the
 * chosen one.
 */
export function PaymentMethods({ order, current, busy, onPay, onCancel }: PaymentMethodsProps) {
  const { t } = useT();
  const paymentTypes = useFeature(paymentTypesOf);
  const forAmount = { amount: order.totalAmount, currencyId: order.currencyId };
  const types = useValue(paymentTypes.state(forAmount)).data ?? [];
  const [chosen, setChosen] = useState<string | null>(null);
  const [company, setCompany] = useState<CompanyValue>({ companyBox: false, companyName: '', vatNumber: '' });
  const [tried, setTried] = useState(false);

  useEffect(() => {
    void paymentTypes.load(forAmount);
  }, [paymentTypes, order.totalAmount, order.currencyId]);

  // Another method than the one that was declined is the likely choice.
  const selected = chosen ?? defaultMethod(types, current);
  const selectedType = types.find((type) => type.paymentTypeId === selected);
  const business = selectedType?.kind === 'BusinessCard';
  // PRODUCT.md §validation-business-card: the same company rules as the checkout.
  const errors = business ? validateCompany(company) : {};
  const errorText = (field: CompanyField) => (tried && errors[field] ? t(errors[field]!) : null);

  const submit = (event: Event) => {
    event.preventDefault();
    setTried(true);
    if (!selectedType || !isValid(errors)) {
      (event.currentTarget as HTMLFormElement | null)?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
      return;
    }
    onPay(selectedType.paymentTypeId, business ? { name: company.companyName.trim(), vatNumber: company.vatNumber.trim() } : undefined);
  };

  return (
    <form className="rl-stack" onSubmit={submit} noValidate>
      <MethodPicker types={types} selected={selected} onSelect={setChosen} legend={t('order.chooseMethod')} unavailableAs="disabled" />
      {business ? (
        <CompanyFields
          value={company}
          onChange={(patch) => setCompany((current) => ({ ...current, ...patch }))}
          errors={{ companyBox: errorText('companyBox'), companyName: errorText('companyName'), vatNumber: errorText('vatNumber') }}
          labels={{ companyBox: t('order.companyBox'), companyName: t('order.companyName'), vatNumber: t('order.vatNumber') }}
        />
      ) : null}
      <div className="rl-row">
        <Button type="submit" busy={busy} disabled={!selectedType}>
          {t('order.payWithMethod')}
        </Button>
        <Button variant="ghost" onClick={onCancel}>
          {t('common.cancel')}
        </Button>
      </div>
    </form>
  );
}
