/**
 * The one payment-method picker (PRODUCT.md §validation-payment-methods), shown by the checkout and
 * by the change of payment method after a decline: the methods offered for an amount as radio
 * buttons, named by their kind. The bank options come with `available: false` and are never
 * chosen: the checkout lists them as text beside the choices, the order page (where the visitor
 * picks again among what they saw) as disabled choices. Each widget passes the words from its own
 * translation area, as with CompanyFields.
 */
import { useId } from 'react';
import type { PaymentType } from '../../api/schemas';

export type MethodKind = PaymentType['kind'];

export interface MethodPickerProps {
  types: readonly PaymentType[];
  selected: string;
  onSelect: (paymentTypeId: string) => void;
  disabled?: boolean;
  legend: string;
  /** Each kind's name in the visitor's language. */
  names: Readonly<Record<MethodKind, string>>;
  /** "Not available", and how an unavailable method shows. */
  unavailable: { text: string; as: 'text' | 'disabled' };
  /** A line under an unavailable method's name (the Russian bank's terms). */
  noteOf?: (kind: MethodKind) => string | null;
}

export function MethodPicker({ types, selected, onSelect, disabled, legend, names, unavailable, noteOf }: MethodPickerProps) {
  const name = useId();
  const choices = unavailable.as === 'disabled' ? types : types.filter((type) => type.available);
  const listed = unavailable.as === 'text' ? types.filter((type) => !type.available) : [];
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
              {type.available ? null : ` (${unavailable.text})`}
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
                <span className="rl-hint">{note ? `${note} · ${unavailable.text}` : unavailable.text}</span>
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
