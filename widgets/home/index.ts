import { widget } from '../../src/runtime/widget';
import css from './home.css?inline';
import { HomeView } from './Home';
import { descriptor } from './descriptor.generated';

export const Home = widget(descriptor, HomeView, [css]);
