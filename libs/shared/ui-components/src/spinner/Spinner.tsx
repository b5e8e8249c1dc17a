import { visuallyHidden } from '@nfx/design-tokens';
import { classNames } from '../class-names';
import { spinner, wrapper, type SpinnerVariants } from './Spinner.css';

export type SpinnerProps = SpinnerVariants & {
  /** Announced as a status when given; without it the spinner is decorative (e.g. inside a busy button). */
  label?: string;
  className?: string;
};

export function Spinner({ size, label, className }: SpinnerProps) {
  if (label === undefined) {
    return <span className={classNames(spinner({ size }), className)} aria-hidden="true" />;
  }
  return (
    <span role="status" className={classNames(wrapper, className)}>
      <span className={spinner({ size })} aria-hidden="true" />
      <span className={visuallyHidden}>{label}</span>
    </span>
  );
}
