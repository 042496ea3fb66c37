import { demoCount } from './demo-store';

export interface DemoAddButtonProps {
  label?: string;
  step?: number;
  disabled?: boolean;
  onAdd?: (detail: { count: number }) => void;
}

export function DemoAddButton({ label = 'Add to cart', step = 1, disabled = false, onAdd }: DemoAddButtonProps) {
  return (
    <button
      part="button"
      type="button"
      disabled={disabled}
      onClick={() => {
        demoCount.value += step;
        onAdd?.({ count: demoCount.value });
      }}
    >
      {label}
    </button>
  );
}
