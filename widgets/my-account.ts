// Entry of the <racelens-my-account> chunk (issue 8): order history and one order, after sign-in.
import { defineWidget } from '../src/elements/define-widget';
import { MyAccount } from '../src/components/my-account';

defineWidget(MyAccount, { props: { orderId: 'string', headingLevel: 'number' }, events: ['onSignIn'] });
