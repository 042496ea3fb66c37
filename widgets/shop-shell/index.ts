import { widget } from '../../src/runtime/widget';
import { descriptor } from './descriptor.generated';
import { ShopShellView } from './ShopShell';
import css from './shop.css?inline';

export const ShopShell = widget(descriptor, ShopShellView, [css]);
