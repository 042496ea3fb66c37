/**
 * The checkout's payment methods for the cart's amount and currency
 * (PRODUCT.md §validation-payment-methods): the shared picker, with the bank options listed as
 * text beside the choices. Names are ours, by kind (the picker's), so they follow the visitor's language.
 */
import type { PaymentType } from '../../src/api/schemas';
import { MethodPicker } from '../../src/parts/payment/MethodPicker';
import { useT } from '../../src/runtime/WidgetRoot';

export interface PaymentMethodsProps {
  types: PaymentType[];
  selected: string;
  onSelect: (paymentTypeId: string) => void;
  disabled?: boolean;
}

export function PaymentMethods(props: PaymentMethodsProps) {
  const { t } = useT();
  return (
    <MethodPicker
      {...props}
      legend={t('checkout.paymentMethod')}
      unavailableAs="text"
      noteOf={(kind) => (kind === 'RussianBank' ? t('payment.russianBankNote') : null)}
    />
  );
}
