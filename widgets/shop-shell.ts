// Entry of the <racelens-shop> chunk: the standalone shop's shell (issue 9).
import { ShopShell } from '../src/components/shop';
import { defineWidget } from '../src/elements/define-widget';

defineWidget(ShopShell, { props: { path: 'string' }, events: ['onFeedback', 'onNotificationConfirm'] });
