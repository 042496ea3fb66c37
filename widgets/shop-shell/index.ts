import { widget } from '../../src/runtime/widget';
import css from './shop.css?inline';
import { ShopShellView } from './ShopShell';
import { descriptor } from './descriptor.generated';

export const ShopShell = widget(descriptor, ShopShellView, [css]);
