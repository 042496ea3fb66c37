/**
 * The payment methods offered for the cart's amount and currency
 * (PRODUCT.md §validation-payment-methods): personal card and business card as choices; the
 * Belarusian and Russian bank options only as labels (they come with `available: false`). Names are
 * ours, by kind, so they follow the visitor's language.
 */
import type { PaymentType } from '../../src/api/schemas';
import type { MessageKey } from '../../src/i18n/catalogs';
import { useT } from '../../src/runtime/WidgetRoot';

const LABELS: Record<PaymentType['kind'], MessageKey> = {
  PersonalCard: 'payment.personalCard',
  BusinessCard: 'payment.businessCard',
  BelarusianBank: 'payment.belarusianBank',
  RussianBank: 'payment.russianBank',
};

export interface PaymentMethodsProps {
  types: PaymentType[];
  selected: string;
  onSelect: (paymentTypeId: string) => void;
  disabled?: boolean;
}

export function PaymentMethods({ types, selected, onSelect, disabled }: PaymentMethodsProps) {
  const { t } = useT();
  const choices = types.filter((type) => type.available);
  const labels = types.filter((type) => !type.available);
  return (
    <fieldset className="rl-methods" part="payment-methods">
      <legend className="rl-label">{t('checkout.paymentMethod')}</legend>
      {choices.map((type) => {
        const id = type.paymentTypeId;
        return (
          <label key={id} className="rl-method">
            <input type="radio" name="paymentType" value={id} checked={selected === id} disabled={disabled} onChange={() => onSelect(id)} />
            <span>{t(LABELS[type.kind])}</span>
          </label>
        );
      })}
      {labels.length ? (
        <ul className="rl-methods__labels">
          {labels.map((type) => (
            <li key={type.paymentTypeId} className="rl-method rl-method--label">
              <span>{t(LABELS[type.kind])}</span>
              <span className="rl-hint">
                {type.kind === 'RussianBank' ? `${t('payment.russianBankNote')} · ` : ''}
                {t('payment.unavailable')}
              </span>
            </li>
          ))}
        </ul>
      ) : null}
    </fieldset>
  );
}

/** The method picked at first: the personal card when offered. */
export function defaultMethod(types: PaymentType[]): string {
  const first = types.find((type) => type.available && type.kind === 'PersonalCard') ?? types.find((type) => type.available);
  return first ? first.paymentTypeId : '';
}

export const isBusinessCard = (types: PaymentType[], selected: string): boolean =>
  types.some((type) => type.paymentTypeId === selected && type.kind === 'BusinessCard');
