import { widget } from '../../src/runtime/widget';
import ordersCss from '../../src/parts/orders/orders.css?inline';
import css from './MyAccount.css?inline';
import { MyAccountView } from './MyAccountView';
import { myAccountRoom } from '../../src/runtime/rooms';

export type { MyAccountProps } from './types';

/** `<racelens-my-account>`: the signed-in customer's orders (PRODUCT.md §routes-my-account). */
export const MyAccount = widget('racelens-my-account', MyAccountView, {
  room: myAccountRoom,
  areas: ['orders'],
  styles: [ordersCss, css],
});
