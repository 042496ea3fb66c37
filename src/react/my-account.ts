// One module per component, so a host importing only MyAccount bundles only its widget.
import type { FunctionComponent } from 'react';
import { MyAccount as Widget } from '../../widgets/my-account';
import type { MyAccountProps } from '../../widgets/my-account/types';
import type { CommonWidgetProps } from '../runtime/common-props';
import { inShadowRoot } from '../runtime/shadow-host';

export const MyAccount: FunctionComponent<MyAccountProps & CommonWidgetProps> = /* @__PURE__ */ inShadowRoot(Widget);
