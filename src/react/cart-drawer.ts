// One module per component, so a host importing only CartDrawer bundles only its widget.
import type { FunctionComponent } from 'react';
import { CartDrawer as Widget } from '../components/cart-drawer';
import type { CartDrawerProps } from '../components/cart-drawer/types';
import type { CommonWidgetProps } from '../components/common-props';
import { inShadowRoot } from '../components/shadow-host';

export const CartDrawer: FunctionComponent<CartDrawerProps & CommonWidgetProps> = /* @__PURE__ */ inShadowRoot(Widget);
