import type { ReactNode } from 'react';

export interface NoticeProps {
  tone?: 'info' | 'error' | 'success';
  title?: string;
  children?: ReactNode;
}

/** A message in the flow of the widget: errors are alerts, the rest polite status updates. */
export function Notice({ tone = 'info', title, children }: NoticeProps) {
  return (
    <div className={`rl-notice rl-notice--${tone}`} part={`notice notice-${tone}`} role={tone === 'error' ? 'alert' : 'status'}>
      {title ? <p className="rl-notice__title">{title}</p> : null}
      {children}
    </div>
  );
}

/** A short error next to what failed (a field, a button), announced at once. Nothing shown without one. */
export function ErrorText({ id, children }: { id?: string; children?: ReactNode }) {
  if (!children) return null;
  return (
    <p id={id} className="rl-error" role="alert">
      {children}
    </p>
  );
}
