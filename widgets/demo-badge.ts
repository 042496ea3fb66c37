// Entry of the <racelens-demo-badge> chunk (foundation demo).
import { defineElement } from '../src/elements/define';
import { DemoBadge } from '../src/components/demo/DemoBadge';
import css from '../src/components/demo/demo.css?inline';

defineElement('racelens-demo-badge', DemoBadge, { props: { label: 'string' }, styles: [css] });
