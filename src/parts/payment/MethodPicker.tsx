/**
 * The one payment-method picker (PRODUCT.md §validation-payment-methods), shown by the checkout and
 * by the change of payment method after a decline: the methods offered for an amount as radio
 * buttons, named by their kind. The bank options come with `available: false` and are never
 * chosen: the checkout lists them as text beside the choices, the order page (where the visitor
 * picks again among what they saw) as disabled choices. The methods' names and "Not available"
 * are the picker's own, one key each (`payment.*`, the `cart` area: the checkout loads it, the
 * order page's declined view brings it, widgets/order-status/lazy-views.ts); the legend and the
 * notes come from each widget.
 */
import { useId } from 'react';
import type { PaymentType } from '../../api/schemas';
import { useT } from '../../runtime/WidgetRoot';

export type MethodKind = PaymentType['kind'];

export interface MethodPickerProps {
  types: readonly PaymentType[];
  selected: string;
  onSelect: (paymentTypeId: string) => void;
  disabled?: boolean;
  legend: string;
  /** How an unavailable method shows: as text beside the choices, or as a disabled choice. */
  unavailableAs: 'text' | 'disabled';
  /** A line under an unavailable method's name (the Russian bank's terms). */
  noteOf?: (kind: MethodKind) => string | null;
}

export function MethodPicker({ types, selected, onSelect, disabled, legend, unavailableAs, noteOf }: MethodPickerProps) {
  const name = useId();
  const { t } = useT();
  const names: Readonly<Record<MethodKind, string>> = {
    PersonalCard: t('payment.personalCard'),
    BusinessCard: t('payment.businessCard'),
    BelarusianBank: t('payment.belarusianBank'),
    RussianBank: t('payment.russianBank'),
  };
  const unavailable = t('payment.unavailable');
  const choices = unavailableAs === 'disabled' ? types : types.filter((type) => type.available);
  const listed = unavailableAs === 'text' ? types.filter((type) => !type.available) : [];
  return (
    <fieldset className="rl-methods" part="payment-methods">
      <legend className="rl-label">{legend}</legend>
      {choices.map((type) => {
        const id = type.paymentTypeId;
        return (
          <label key={id} className="rl-method">
            <input type="radio" name={name} value={id} checked={selected === id} disabled={disabled || !type.available} onChange={() => onSelect(id)} />
            <span>
              {names[type.kind]}
              {type.available ? null : ` (${unavailable})`}
            </span>
          </label>
        );
      })}
      {listed.length ? (
        <ul className="rl-methods__labels">
          {listed.map((type) => {
            const note = noteOf?.(type.kind);
            return (
              <li key={type.paymentTypeId} className="rl-method rl-method--label">
                <span>{names[type.kind]}</span>
                <span className="rl-hint">{note ? `${note} · ${unavailable}` : unavailable}</span>
              </li>
            );
          })}
        </ul>
      ) : null}
    </fieldset>
  );
}

/** The method picked at first: the personal card when offered, else the first one offered. */
export function defaultMethod(types: readonly PaymentType[], avoid?: string | null): string {
  const offered = types.filter((type) => type.available && type.paymentTypeId !== avoid);
  const first = offered.find((type) => type.kind === 'PersonalCard') ?? offered[0] ?? types.find((type) => type.available);
  return first ? first.paymentTypeId : '';
}

export const isBusinessCard = (types: readonly PaymentType[], selected: string): boolean =>
  types.some((type) => type.paymentTypeId === selected && type.kind === 'BusinessCard');
