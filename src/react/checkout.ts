// One module per component, so a host importing only Checkout bundles only its widget.
import type { FunctionComponent } from 'react';
import { Checkout as Widget } from '../components/checkout';
import type { CheckoutProps } from '../components/checkout/types';
import type { CommonWidgetProps } from '../components/common-props';
import { inShadowRoot } from '../components/shadow-host';

export const Checkout: FunctionComponent<CheckoutProps & CommonWidgetProps> = /* @__PURE__ */ inShadowRoot(Widget);
