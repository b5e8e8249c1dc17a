import * as styles from './loyalty.css';

/** A labelled progress bar (percent 0–100) that screen readers announce with its value. */
export function ProgressBar({ percent, label }: { percent: number; label: string }) {
  const value = Math.round(Math.min(100, Math.max(0, percent)));
  return (
    <div role="progressbar" aria-label={label} aria-valuemin={0} aria-valuemax={100} aria-valuenow={value} className={styles.progressTrack}>
      <div className={styles.progressBar} style={{ width: `${value}%` }} />
    </div>
  );
}
