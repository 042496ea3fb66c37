import { widget } from '../widget';
import { InfoPageView } from './InfoPage';
import css from './pages.css?inline';

export const InfoPage = widget('racelens-page', InfoPageView, { areas: ['shop'], styles: [css] });
