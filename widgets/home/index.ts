import { widget } from '../../src/runtime/widget';
import css from './home.css?inline';
import { HomeView } from './Home';
import { homeRoom } from '../../src/runtime/rooms';

export const Home = widget('racelens-home', HomeView, { room: homeRoom, areas: ['shop'], styles: [css] });
