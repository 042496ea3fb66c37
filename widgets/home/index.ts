import { widget } from '../../src/runtime/widget';
import { descriptor } from './descriptor.generated';
import css from './home.css?inline';
import { HomeView } from './Home';

export const Home = widget(descriptor, HomeView, { styles: [css] });
