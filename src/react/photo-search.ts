// One module per component, so a host importing only PhotoSearch bundles only its widget.
import type { FunctionComponent } from 'react';
import { PhotoSearch as Widget } from '../components/photo-search';
import type { PhotoSearchProps } from '../components/photo-search/types';
import type { CommonWidgetProps } from '../components/common-props';
import { inShadowRoot } from '../components/shadow-host';

export const PhotoSearch: FunctionComponent<PhotoSearchProps & CommonWidgetProps> = /* @__PURE__ */ inShadowRoot(Widget);
