import { widget } from '../../src/runtime/widget';
import { InfoPageView } from './InfoPage';
import css from './pages.css?inline';
import { descriptor } from './descriptor.generated';

export const InfoPage = widget(descriptor, InfoPageView, [css]);
