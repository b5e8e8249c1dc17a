import { type ComponentPropsWithRef } from 'react';
import { classNames } from '../class-names';
import { Spinner } from '../spinner/Spinner';
import * as styles from './Button.css';

export type ButtonProps = ComponentPropsWithRef<'button'> &
  styles.ButtonVariants & {
    /** Shows a spinner, marks the button busy and disables it so a form cannot be sent twice. */
    loading?: boolean;
  };

/**
 * `type` defaults to "button": a plain button inside a form should not submit it by
 * accident; submit buttons say so explicitly.
 */
export function Button({
  variant,
  size,
  fullWidth,
  loading = false,
  disabled,
  type = 'button',
  className,
  children,
  ref,
  ...rest
}: ButtonProps) {
  return (
    <button
      {...rest}
      ref={ref}
      type={type}
      className={classNames(styles.button({ variant, size, fullWidth }), className)}
      disabled={disabled || loading}
      aria-busy={loading || undefined}
    >
      <span className={classNames(styles.label, loading && styles.labelHidden)}>{children}</span>
      {loading ? (
        <span className={styles.spinnerSlot}>
          <Spinner size={size === 'lg' ? 'md' : 'sm'} />
        </span>
      ) : null}
    </button>
  );
}
