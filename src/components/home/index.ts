import { widget } from '../widget';
import css from './home.css?inline';
import { HomeView } from './Home';
import { homeRoom } from '../rooms';

export const Home = widget('racelens-home', HomeView, { room: homeRoom, areas: ['shop'], styles: [css] });
