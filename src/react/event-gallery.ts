// One module per component, so a host importing only EventGallery bundles only its widget.
import type { FunctionComponent } from 'react';
import { EventGallery as Widget } from '../components/event-gallery';
import type { EventGalleryProps } from '../components/event-gallery/types';
import type { CommonWidgetProps } from '../components/common-props';
import { inShadowRoot } from '../components/shadow-host';

export const EventGallery: FunctionComponent<EventGalleryProps & CommonWidgetProps> = /* @__PURE__ */ inShadowRoot(Widget);
