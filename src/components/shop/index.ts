import { widget } from '../widget';
import css from './shop.css?inline';
import { ShopShellView } from './ShopShell';
import { shopRoom } from '../rooms';

export const ShopShell = widget('racelens-shop', ShopShellView, { room: shopRoom, areas: ['shop'], styles: [css] });
