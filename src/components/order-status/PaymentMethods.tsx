import { useEffect, useId, useState } from 'react';
import type { CreatePaymentRequest, Order } from '../../api/schemas';
import { Button } from '../ui/Button';
import { Field } from '../ui/Field';
import { useT } from '../WidgetRoot';
import { useValue } from '../use-value';
import { useOrders } from '../orders/use-orders';
import { methodKey } from './method-labels';

export interface PaymentMethodsProps {
  order: Order;
  current: string | number | null;
  busy: boolean;
  onPay: (paymentTypeId: string | number, company?: CreatePaymentRequest['company']) => void;
  onCancel: () => void;
}

/** SPEC §4 change of payment method: the types for this amount, then pay with the chosen one. */
export function PaymentMethods({ order, current, busy, onPay, onCancel }: PaymentMethodsProps) {
  const { t } = useT();
  const orders = useOrders();
  const types = useValue(orders.paymentTypes);
  const name = useId();
  const [chosen, setChosen] = useState<string | null>(null);
  const [company, setCompany] = useState('');
  const [vat, setVat] = useState('');
  const [tried, setTried] = useState(false);

  useEffect(() => {
    void orders.loadPaymentTypes(order.totalAmount, order.currencyId);
  }, [orders, order.totalAmount, order.currencyId]);

  // Another method than the one that was declined is the likely choice.
  const available = types.filter((type) => type.available);
  const selected = chosen ?? String(available.find((type) => String(type.paymentTypeId) !== String(current))?.paymentTypeId ?? available[0]?.paymentTypeId ?? '');
  const selectedType = types.find((type) => String(type.paymentTypeId) === selected);
  const business = selectedType?.kind === 'BusinessCard';
  const companyError = tried && business && !company.trim() ? t('validation.companyRequired') : null;
  const vatError = tried && business && !vat.trim() ? t('validation.vatRequired') : null;

  const submit = (event: Event) => {
    event.preventDefault();
    setTried(true);
    if (!selectedType || (business && (!company.trim() || !vat.trim()))) return;
    onPay(selectedType.paymentTypeId, business ? { name: company.trim(), vatNumber: vat.trim() } : undefined);
  };

  return (
    <form className="rl-stack" part="payment-methods" onSubmit={submit} noValidate>
      <fieldset className="rl-order-methods">
        <legend className="rl-label">{t('order.chooseMethod')}</legend>
        {types.map((type) => {
          const id = `${name}-${String(type.paymentTypeId)}`;
          return (
            <div key={String(type.paymentTypeId)} className="rl-check">
              <input
                id={id}
                type="radio"
                name={name}
                value={String(type.paymentTypeId)}
                disabled={!type.available}
                checked={String(type.paymentTypeId) === selected}
                onChange={() => setChosen(String(type.paymentTypeId))}
              />
              <label htmlFor={id}>
                {t(methodKey(type.kind))}
                {type.available ? null : ` (${t('order.methodUnavailable')})`}
              </label>
            </div>
          );
        })}
      </fieldset>
      {business ? (
        <>
          <Field label={t('order.companyName')} value={company} onValue={setCompany} error={companyError} autoComplete="organization" required />
          <Field label={t('order.vatNumber')} value={vat} onValue={setVat} error={vatError} required />
        </>
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
