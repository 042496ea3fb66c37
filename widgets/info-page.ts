// Entry of the <racelens-page> chunk: contacts, legal notice and the marketing landings.
import { InfoPage } from '../src/components/pages';
import { defineWidget } from './define-widget';

defineWidget(InfoPage, { props: { name: 'string' } });
