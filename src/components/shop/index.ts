import { widget } from '../widget';
import css from './shop.css?inline';
import { ShopShellView } from './ShopShell';

export const ShopShell = widget('racelens-shop', ShopShellView, { areas: ['shop'], styles: [css] });
