import { widget } from '../../src/runtime/widget';
import css from './shop.css?inline';
import { ShopShellView } from './ShopShell';
import { shopRoom } from '../../src/runtime/rooms';

export const ShopShell = widget('racelens-shop', ShopShellView, { room: shopRoom, areas: ['shop'], styles: [css] });
