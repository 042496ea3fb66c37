import { widget } from '../../src/runtime/widget';
import { descriptor } from './descriptor.generated';
import { InfoPageView } from './InfoPage';
import css from './pages.css?inline';

export const InfoPage = widget(descriptor, InfoPageView, [css]);
