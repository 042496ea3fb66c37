// Entry of the <racelens-page> chunk: contacts, legal notice and the marketing landings.
import { InfoPage } from './';
import { defineWidget } from '../../src/runtime/define-widget';

defineWidget(InfoPage, { props: { name: 'string' } });
