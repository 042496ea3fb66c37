// Entry of the <racelens-my-account> chunk: order history and one order, after sign-in.
import { defineWidget } from './define-widget';
import { MyAccount } from '../src/components/my-account';

defineWidget(MyAccount, { props: { orderId: 'string', headingLevel: 'number' }, events: ['onSignIn'] });
