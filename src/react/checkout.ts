// One module per component, so a host importing only Checkout bundles only its widget.
import type { FunctionComponent } from 'react';
import { Checkout as Widget } from '../components/checkout';
import type { CheckoutProps } from '../components/checkout/types';
import { inShadowRoot } from '../components/shadow-host';

export const Checkout: FunctionComponent<CheckoutProps> = /* @__PURE__ */ inShadowRoot(Widget);
