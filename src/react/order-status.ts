// One module per component, so a host importing only OrderStatus bundles only its widget.
import type { FunctionComponent } from 'react';
import { OrderStatus as Widget } from '../components/order-status';
import type { OrderStatusProps } from '../components/order-status/types';
import type { CommonWidgetProps } from '../components/common-props';
import { inShadowRoot } from '../components/shadow-host';

export const OrderStatus: FunctionComponent<OrderStatusProps & CommonWidgetProps> = /* @__PURE__ */ inShadowRoot(Widget);
