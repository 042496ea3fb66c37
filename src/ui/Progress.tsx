export interface ProgressProps {
  label: string;
  /** 0..1; undefined for an indeterminate wait. */
  value?: number;
}

/** A labelled progress bar; an indeterminate one still says what is going on. */
export function Progress({ label, value }: ProgressProps) {
  return (
    <div className="rl-progress" part="progress">
      <span className="rl-progress__label">{label}</span>
      <progress className="rl-progress__bar" aria-label={label} max={1} value={value} />
    </div>
  );
}
