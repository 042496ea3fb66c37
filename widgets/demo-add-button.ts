// Entry of the <racelens-demo-add-button> chunk (foundation demo).
import { defineElement } from '../src/elements/define';
import { DemoAddButton } from '../src/components/demo/DemoAddButton';
import css from '../src/components/demo/demo.css?inline';

defineElement('racelens-demo-add-button', DemoAddButton, {
  props: { label: 'string', step: 'number', disabled: 'boolean' },
  events: ['onAdd'],
  styles: [css],
});
