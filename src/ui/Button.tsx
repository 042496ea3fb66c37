import type { JSX, ReactNode } from 'react';

export interface ButtonProps extends Omit<JSX.HTMLAttributes<HTMLButtonElement>, 'type'> {
  variant?: 'primary' | 'secondary' | 'ghost';
  type?: 'button' | 'submit';
  busy?: boolean;
  disabled?: boolean;
  children: ReactNode;
}

/** A themed button; `busy` keeps it focusable but inert and tells assistive tech. */
export function Button({ variant = 'primary', type = 'button', busy = false, disabled, className, children, ...rest }: ButtonProps) {
  return (
    <button
      {...rest}
      type={type}
      part={`button button-${variant}`}
      className={`rl-button rl-button--${variant}${className ? ` ${className}` : ''}`}
      disabled={disabled}
      aria-busy={busy || undefined}
      aria-disabled={busy || undefined}
      onClick={busy ? (e: Event) => e.preventDefault() : rest.onClick}
    >
      {busy ? <span className="rl-spinner" aria-hidden="true" /> : null}
      {children}
    </button>
  );
}
