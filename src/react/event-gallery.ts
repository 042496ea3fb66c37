// One module per component, so a host importing only EventGallery bundles only its widget.
import type { FunctionComponent } from 'react';
import { EventGallery as Widget } from '../../widgets/event-gallery';
import type { EventGalleryProps } from '../../widgets/event-gallery/types';
import type { CommonWidgetProps } from '../runtime/common-props';
import { inShadowRoot } from '../runtime/shadow-host';

export const EventGallery: FunctionComponent<EventGalleryProps & CommonWidgetProps> = /* @__PURE__ */ inShadowRoot(Widget);
