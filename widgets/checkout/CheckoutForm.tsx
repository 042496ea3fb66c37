/**
 * The checkout form (PRODUCT.md §validation-checkout): delivery e-mail, payment method, for a
 * business card the company box and VAT data, and the terms. Errors appear at their fields; the
 * first invalid field takes the focus. Paying runs the store's single-flight checkout, so a double
 * click or a reload half-way never creates a second payment; the browser then goes to the pay page
 * the store has checked (https, or the platform's own origin).
 */
import { useEffect, useRef, useState } from 'react';
import { isOffline, waitFor } from '../../src/api/retry';
import type { Cart } from '../../src/api/schemas';
import { hostDetail } from '../../src/api/schemas';
import { ORDER, shopPath } from '../../src/links/shop-paths';
import { useMoney } from '../../src/parts/cart/use-money';
import { NetworkNotices } from '../../src/parts/network';
import { orderReturnUrl } from '../../src/parts/orders/links';
import { CompanyFields, type CompanyValue } from '../../src/parts/payment/CompanyFields';
import { defaultMethod, isBusinessCard } from '../../src/parts/payment/MethodPicker';
import { navigate } from '../../src/runtime/navigation';
import { useStore } from '../../src/runtime/use-store';
import { useValue } from '../../src/runtime/use-value';
import { useT } from '../../src/runtime/WidgetRoot';
import { checkoutOf } from '../../src/store/checkout';
import { Button, Checkbox, Field, Notice, Progress } from '../../src/ui';
import { type CheckoutField, validateCheckout } from '../../src/validation/checkout';
import { type FieldErrors, isValid } from '../../src/validation/message-key';
import { PaymentMethods } from './PaymentMethods';
import { termsHref } from './terms';
import type { CheckoutProps } from './types';

export interface CheckoutFormProps {
  cart: Cart;
  onCheckout?: CheckoutProps['onCheckout'];
  onError?: CheckoutProps['onError'];
}

export function CheckoutForm({ cart, onCheckout, onError }: CheckoutFormProps) {
  const { t, lang } = useT();
  const store = useStore();
  const checkout = checkoutOf(store);
  const methods = useValue(checkout.paymentTypes);
  const types = methods.data;
  const typesError = methods.status === 'error';
  const failure = useValue(checkout.failure);
  const busy = useValue(checkout.busy);
  const format = useMoney(cart.currencyId);

  const user = useValue(store.session.user);
  const [email, setEmail] = useState(cart.customer?.email ?? user ?? '');
  const [terms, setTerms] = useState(false);
  const [method, setMethod] = useState('');
  const [company, setCompany] = useState<CompanyValue>({
    companyBox: !!cart.customer?.company,
    companyName: cart.customer?.company?.name ?? '',
    vatNumber: cart.customer?.company?.vatNumber ?? '',
  });
  const [errors, setErrors] = useState<FieldErrors<CheckoutField>>({});
  const [redirecting, setRedirecting] = useState(false);
  const [focusTick, setFocusTick] = useState(0);
  const form = useRef<HTMLFormElement>(null);
  // Set synchronously: a second click before the re-render must not start another redirect.
  const submitting = useRef(false);
  /** The 10 s notice's "Try again": the wait under way is cancelled, then the same Pay once more. */
  const again = useRef(false);

  const free = cart.totalAmount === 0;
  const business = !free && !!types && isBusinessCard(types, method);

  // The user becomes known after mount (sign-in, the shop's user re-set): fill an empty field only.
  useEffect(() => {
    if (user) setEmail((current) => current || user);
  }, [user]);
  useEffect(() => {
    if (!free) void checkout.loadPaymentTypes(cart.totalAmount, cart.currencyId);
  }, [free, cart.totalAmount, cart.currencyId]);
  useEffect(() => {
    if (types && !types.some((type) => type.available && type.paymentTypeId === method)) setMethod(defaultMethod(types));
  }, [types]);
  useEffect(() => {
    if (focusTick) form.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [focusTick]);

  const fieldError = (field: CheckoutField) => (errors[field] ? t(errors[field]!) : null);

  async function pay(e: Event) {
    e.preventDefault();
    if (submitting.current) return;
    const found = validateCheckout({ email, terms, businessCard: business, ...company });
    setErrors(found);
    if (!isValid(found)) {
      setFocusTick((n) => n + 1);
      return;
    }
    if (!free && !method) return;
    submitting.current = true;
    const outcome = await checkout.checkout({
      email,
      // A free order makes no payment: the method is not sent.
      paymentTypeId: method,
      company: business ? { name: company.companyName.trim(), vatNumber: company.vatNumber.trim() } : null,
      returnUrl: orderReturnUrl,
    });
    if (!outcome.ok) {
      submitting.current = false;
      if (outcome.error.code !== 'Aborted') onError?.({ step: outcome.step, status: outcome.error.status, code: outcome.error.code });
      else if (again.current) form.current?.requestSubmit();
      again.current = false;
      return;
    }
    setRedirecting(true);
    onCheckout?.(hostDetail({ orderId: outcome.orderId }));
    // Offline, the browser would show its own error page instead of the pay page (no page of ours
    // can wait there): the offline notice says why nothing moves until the network is back.
    if (isOffline()) await waitFor(null);
    if (!outcome.free) location.assign(outcome.payUrl);
    else navigate(shopPath(ORDER, { id: outcome.orderId }));
  }

  const [termsBefore = '', termsAfter = ''] = t('checkout.termsAccept', { terms: '\u0000' }).split('\u0000');

  return (
    <form ref={form} className="rl-checkout-form rl-stack" part="checkout-form" onSubmit={pay} noValidate>
      <Field
        label={t('checkout.emailLabel')}
        hint={t('checkout.emailHint')}
        type="email"
        name="email"
        autoComplete="email"
        inputMode="email"
        required
        value={email}
        onValue={setEmail}
        error={fieldError('email')}
      />
      {free ? null : types ? (
        <PaymentMethods types={types} selected={method} onSelect={setMethod} disabled={busy || redirecting} />
      ) : typesError ? (
        <Notice tone="error">
          <p>{t('checkout.methodsError')}</p>
          <Button variant="secondary" onClick={() => void checkout.loadPaymentTypes(cart.totalAmount, cart.currencyId)}>
            {t('cart.retry')}
          </Button>
        </Notice>
      ) : (
        <Progress label={t('checkout.loadingMethods')} />
      )}
      {business ? (
        <CompanyFields
          value={company}
          onChange={(patch) => setCompany((current) => ({ ...current, ...patch }))}
          errors={{ companyBox: fieldError('companyBox'), companyName: fieldError('companyName'), vatNumber: fieldError('vatNumber') }}
          labels={{ companyBox: t('checkout.companyBox'), companyName: t('checkout.companyName'), vatNumber: t('checkout.vatNumber') }}
        />
      ) : null}
      <Checkbox checked={terms} onChecked={setTerms} name="terms" error={fieldError('terms')}>
        {termsBefore}
        <a href={termsHref(lang)} target="_blank" rel="noopener noreferrer">
          {t('checkout.termsLink')}
        </a>
        {termsAfter}
      </Checkbox>
      {failure ? (
        <Notice tone="error" title={t(failure.key)}>
          {failure.step === 'payment' ? <p>{t('payment.changeMethod')}</p> : null}
          {/* The same as pressing Pay again: the checkout goes on from the step that failed. */}
          <Button variant="secondary" disabled={busy} onClick={() => form.current?.requestSubmit()}>
            {t('cart.retry')}
          </Button>
        </Notice>
      ) : null}
      {redirecting ? <Notice tone="info">{t('checkout.redirecting')}</Notice> : null}
      <NetworkNotices
        busy={busy}
        waitingFor="wait.checkout"
        onRetry={() => {
          again.current = true;
          checkout.cancel();
        }}
        onCancel={() => checkout.cancel()}
      />
      <Button type="submit" className="rl-checkout-form__pay" busy={busy || redirecting} disabled={!free && !types}>
        {free ? t('checkout.confirmFree') : t('checkout.pay', { amount: format(cart.totalAmount) })}
      </Button>
    </form>
  );
}
