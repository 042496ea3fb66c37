// The chunk entry of the standalone shop's shell. Its attributes and events are its descriptor's (./descriptor.ts).

import { defineWidget } from '../../src/runtime/define-widget';
import { ShopShell } from './';

defineWidget(ShopShell);
