// One module per component, so a host importing only Checkout bundles only its widget.
import type { FunctionComponent } from 'react';
import { Checkout as Widget } from '../../widgets/checkout';
import type { CheckoutProps } from '../../widgets/checkout/types';
import type { CommonWidgetProps } from '../runtime/common-props';
import { inShadowRoot } from '../runtime/shadow-host';

export const Checkout: FunctionComponent<CheckoutProps & CommonWidgetProps> = /* @__PURE__ */ inShadowRoot(Widget);
