import { type ReactNode, useId } from 'react';
import { ErrorText } from './Notice';

export interface CheckboxProps {
  checked: boolean;
  onChecked: (checked: boolean) => void;
  children: ReactNode;
  error?: string | null;
  name?: string;
}

export function Checkbox({ checked, onChecked, children, error, name }: CheckboxProps) {
  const id = useId();
  const errorId = error ? `${id}-error` : undefined;
  return (
    <div className={`rl-check${error ? ' rl-field--invalid' : ''}`}>
      <input
        id={id}
        type="checkbox"
        name={name}
        checked={checked}
        onChange={(e) => onChecked((e.currentTarget as HTMLInputElement).checked)}
        aria-invalid={error ? true : undefined}
        aria-describedby={errorId}
      />
      <label htmlFor={id}>{children}</label>
      <ErrorText id={errorId}>{error}</ErrorText>
    </div>
  );
}
