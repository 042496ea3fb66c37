import { widget } from '../../src/runtime/widget';
import { descriptor } from './descriptor.generated';
import { HomeView } from './Home';
import css from './home.css?inline';

export const Home = widget(descriptor, HomeView, [css]);
