import { useValue } from '../../src/runtime/use-value';
import { demoCount } from './demo-store';

export interface DemoBadgeProps {
  label?: string;
}

export function DemoBadge({ label = 'Cart' }: DemoBadgeProps) {
  const count = useValue(demoCount);
  return (
    <span part="badge" className="badge" role="status" aria-live="polite">
      {label}: <output>{count}</output>
    </span>
  );
}
