import { widget } from '../../src/runtime/widget';
import { InfoPageView } from './InfoPage';
import css from './pages.css?inline';
import { pageRoom } from '../../src/runtime/rooms';

export const InfoPage = widget('racelens-page', InfoPageView, { room: pageRoom, areas: ['shop'], styles: [css] });
