// Entry of the <racelens-shop> chunk: the standalone shop's shell.
import { ShopShell } from './';
import { defineWidget } from '../../src/runtime/define-widget';

defineWidget(ShopShell, { props: { path: 'string' }, events: ['onFeedback', 'onNotificationConfirm'] });
