import { type JSX, useId } from 'react';
import { ErrorText } from './Notice';

export interface FieldProps extends Omit<JSX.HTMLAttributes<HTMLInputElement>, 'onInput' | 'value'> {
  label: string;
  value: string;
  onValue: (value: string) => void;
  /** Translated error text shown under the field and announced. */
  error?: string | null;
  hint?: string;
  type?: string;
  name?: string;
  required?: boolean;
  autoComplete?: string;
  inputMode?: 'text' | 'numeric' | 'email' | 'tel';
  placeholder?: string;
  maxLength?: number;
}

/** A labelled text input with its hint and error tied to it for screen readers. */
export function Field({ label, value, onValue, error, hint, type = 'text', className, ...rest }: FieldProps) {
  const id = useId();
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  return (
    <div className={`rl-field${error ? ' rl-field--invalid' : ''}${className ? ` ${className}` : ''}`} part="field">
      <label htmlFor={id} className="rl-label">
        {label}
      </label>
      <input
        {...rest}
        id={id}
        type={type}
        className="rl-input"
        part="input"
        value={value}
        onInput={(e) => onValue((e.currentTarget as HTMLInputElement).value)}
        aria-invalid={error ? true : undefined}
        aria-describedby={[hintId, errorId].filter(Boolean).join(' ') || undefined}
      />
      {hint ? (
        <p id={hintId} className="rl-hint">
          {hint}
        </p>
      ) : null}
      <ErrorText id={errorId}>{error}</ErrorText>
    </div>
  );
}
