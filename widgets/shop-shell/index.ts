import { widget } from '../../src/runtime/widget';
import { descriptor } from './descriptor.generated';
import css from './shop.css?inline';
import { ShopShellView } from './ShopShell';

export const ShopShell = widget(descriptor, ShopShellView, { styles: [css] });
