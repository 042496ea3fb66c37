// One module per component, so a host importing only CartDrawer bundles only its widget.
import type { FunctionComponent } from 'react';
import { CartDrawer as Widget } from '../../widgets/cart-drawer';
import type { CartDrawerProps } from '../../widgets/cart-drawer/types';
import type { CommonWidgetProps } from '../runtime/common-props';
import { inShadowRoot } from '../runtime/shadow-host';

export const CartDrawer: FunctionComponent<CartDrawerProps & CommonWidgetProps> = /* @__PURE__ */ inShadowRoot(Widget);
