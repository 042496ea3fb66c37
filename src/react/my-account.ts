// One module per component, so a host importing only MyAccount bundles only its widget.
import type { FunctionComponent } from 'react';
import { MyAccount as Widget } from '../components/my-account';
import type { MyAccountProps } from '../components/my-account/types';
import type { CommonWidgetProps } from '../components/common-props';
import { inShadowRoot } from '../components/shadow-host';

export const MyAccount: FunctionComponent<MyAccountProps & CommonWidgetProps> = /* @__PURE__ */ inShadowRoot(Widget);
