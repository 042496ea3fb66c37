// Entry of the <racelens-demo-badge> chunk (foundation demo).
import { defineElement } from '../../src/elements/define';
import { DemoBadge } from './DemoBadge';
import css from './demo.css?inline';

defineElement('racelens-demo-badge', DemoBadge, { props: { label: 'string' }, styles: [css] });
