import { widget } from '../widget';
import { InfoPageView } from './InfoPage';
import css from './pages.css?inline';
import { pageRoom } from '../rooms';

export const InfoPage = widget('racelens-page', InfoPageView, { room: pageRoom, areas: ['shop'], styles: [css] });
