/**
 * The foundation's two demo elements, rendered as the custom elements organizers use,
 * so the story shows the shadow root, the adopted stylesheet and the shared store.
 */
import type { Meta, StoryObj } from '@storybook/preact-vite';
import '../widgets/demo/badge-element';
import '../widgets/demo/add-button-element';

declare module 'preact' {
  namespace JSX {
    interface IntrinsicElements {
      'racelens-demo-badge': { label?: string };
      'racelens-demo-add-button': { label?: string; step?: number; disabled?: boolean };
    }
  }
}

interface Args {
  badgeLabel: string;
  buttonLabel: string;
  step: number;
  disabled: boolean;
}

const meta: Meta<Args> = {
  title: 'Foundation/Demo elements',
  args: { badgeLabel: 'Cart', buttonLabel: 'Add to cart', step: 1, disabled: false },
  render: (args) => (
    <div style={{ display: 'flex', gap: '1rem', alignItems: 'center' }}>
      <racelens-demo-badge label={args.badgeLabel} />
      <racelens-demo-add-button label={args.buttonLabel} step={args.step} disabled={args.disabled} />
    </div>
  ),
};
export default meta;

export const SharedStore: StoryObj<Args> = {};
export const Disabled: StoryObj<Args> = { args: { disabled: true } };
