// Entry of the <racelens-my-account> chunk: order history and one order, after sign-in.
import { defineWidget } from '../../src/runtime/define-widget';
import { MyAccount } from './';

defineWidget(MyAccount, { props: { orderId: 'string', headingLevel: 'number' }, events: ['onSignIn'] });
