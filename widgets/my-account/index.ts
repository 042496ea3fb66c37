import ordersCss from '../../src/parts/orders/orders.css?inline';
import { widget } from '../../src/runtime/widget';
import { descriptor } from './descriptor.generated';
import css from './MyAccount.css?inline';
import { MyAccountView } from './MyAccountView';

/** The customer's account: the signed-in customer's orders (PRODUCT.md §routes-my-account). */
export const MyAccount = widget(descriptor, MyAccountView, [ordersCss, css]);
