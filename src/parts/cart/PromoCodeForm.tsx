/**
 * Promo codes (PRODUCT.md §routes-cart, PRODUCT.md §validation-promo-code,
 * PRODUCT.md §errors-promo): the field where a code is typed, its error right under it (tied to the
 * field with aria-describedby by Field), and the codes already applied, each removable. A gift code
 * is just a code here: the server prices the package at 0.
 */
import { useState } from 'react';
import type { PromotionalCode } from '../../api/schemas';
import { useStore } from '../../runtime/use-store';
import { useValue } from '../../runtime/use-value';
import { useT } from '../../runtime/WidgetRoot';
import { Button, Field } from '../../ui';
import { useMutation } from '../../ui/use-mutation';
import { promoErrorText } from './promo-error';

export interface PromoCodeFormProps {
  codes: PromotionalCode[];
  format: (amount: number) => string;
  busy?: boolean;
  onRemove: (code: PromotionalCode) => void;
}

export function PromoCodeForm({ codes, format, busy, onRemove }: PromoCodeFormProps) {
  const { t } = useT();
  const cart = useStore().cart;
  const error = useValue(cart.promoError);
  const [code, setCode] = useState('');
  // The code's error is the cart's (promoError, its wording by status); here only the sending.
  const send = useMutation(
    async (typed: string) => {
      const result = await cart.addPromoCode(typed);
      if (result.ok) setCode('');
      return result;
    },
    { single: true },
  );

  function apply(e: Event) {
    e.preventDefault();
    if (code.trim()) void send.run(code);
  }

  return (
    <div className="rl-promo" part="promo">
      {codes.length ? (
        <ul className="rl-promo__codes" aria-label={t('promo.codes')}>
          {codes.map((c) => (
            <li key={String(c.promotionalCodeId)} className="rl-promo__code">
              <span>{t('promo.applied', { code: c.code })}</span>
              {c.discount > 0 ? <span className="rl-promo__discount">−{format(c.discount)}</span> : null}
              <button type="button" className="rl-icon-button" aria-label={t('promo.remove', { code: c.code })} disabled={busy} onClick={() => onRemove(c)}>
                <span aria-hidden="true">×</span>
              </button>
            </li>
          ))}
        </ul>
      ) : null}
      <form className="rl-promo__form" onSubmit={apply} noValidate>
        <Field
          label={t('promo.label')}
          name="promoCode"
          value={code}
          onValue={(value) => {
            setCode(value);
            if (error) cart.promoError.value = null;
          }}
          error={error ? promoErrorText(error, t) : null}
          autoComplete="off"
          maxLength={40}
        />
        <Button type="submit" variant="secondary" busy={send.pending} disabled={busy}>
          {t('promo.apply')}
        </Button>
      </form>
    </div>
  );
}
