// Entry of the <racelens-demo-add-button> chunk (foundation demo).
import { defineElement } from '../../src/elements/define';
import { DemoAddButton } from './DemoAddButton';
import css from './demo.css?inline';

defineElement('racelens-demo-add-button', DemoAddButton, {
  props: { label: 'string', step: 'number', disabled: 'boolean' },
  events: ['onAdd'],
  styles: [css],
});
