// One module per component, so a host importing only PhotoSearch bundles only its widget.
import type { FunctionComponent } from 'react';
import { PhotoSearch as Widget } from '../../widgets/photo-search';
import type { PhotoSearchProps } from '../../widgets/photo-search/types';
import type { CommonWidgetProps } from '../runtime/common-props';
import { inShadowRoot } from '../runtime/shadow-host';

export const PhotoSearch: FunctionComponent<PhotoSearchProps & CommonWidgetProps> = /* @__PURE__ */ inShadowRoot(Widget);
