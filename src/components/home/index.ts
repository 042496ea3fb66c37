import { widget } from '../widget';
import css from './home.css?inline';
import { HomeView } from './Home';

export const Home = widget('racelens-home', HomeView, { areas: ['shop'], styles: [css] });
