// Entry of the <racelens-shop> chunk: the standalone shop's shell.
import { ShopShell } from '../src/components/shop';
import { defineWidget } from './define-widget';

defineWidget(ShopShell, { props: { path: 'string' }, events: ['onFeedback', 'onNotificationConfirm'] });
