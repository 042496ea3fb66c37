// One module per component, so a host importing only OrderStatus bundles only its widget.
import type { FunctionComponent } from 'react';
import { OrderStatus as Widget } from '../../widgets/order-status';
import type { OrderStatusProps } from '../../widgets/order-status/types';
import type { CommonWidgetProps } from '../runtime/common-props';
import { inShadowRoot } from '../runtime/shadow-host';

export const OrderStatus: FunctionComponent<OrderStatusProps & CommonWidgetProps> = /* @__PURE__ */ inShadowRoot(Widget);
