export interface ProgressBarProps {
  /** 0 to 100. */
  percent: number;
  /** The track's class; the filled part takes `barClassName`. */
  className: string;
  barClassName: string;
  /** Named by a text (`aria-label`) or by an element on screen (`aria-labelledby`). */
  'aria-label'?: string;
  'aria-labelledby'?: string;
  'aria-valuetext'?: string;
}

/** A percent bar, announced as a progressbar. */
export function ProgressBar({ percent, className, barClassName, ...aria }: ProgressBarProps) {
  return (
    <div
      className={className}
      role="progressbar"
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={percent}
      {...aria}
    >
      <div className={barClassName} style={{ width: `${percent}%` }} />
    </div>
  );
}
