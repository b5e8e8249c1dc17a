import type { ReactNode } from 'react';
import { Button, type ButtonProps } from '@nfx/ui';
import * as styles from './backoffice.css';

export interface FormSubmitProps {
  label: string;
  submitting: boolean;
  /** A refusal that names no field, read above the button. */
  rootError?: string | undefined;
  /** The submit button's look: `danger` for an action that cannot be taken back. */
  variant?: ButtonProps['variant'];
  /** Buttons before the submit one (a dialog's Cancel). */
  children?: ReactNode;
}

/** The end of a form: its general error, if any, and the button that sends it. */
export function FormSubmit({ label, submitting, rootError, variant, children }: FormSubmitProps) {
  return (
    <>
      {rootError ? (
        <p role="alert" className={styles.alert}>
          {rootError}
        </p>
      ) : null}
      <div className={styles.actions}>
        {children}
        <Button type="submit" variant={variant} loading={submitting}>
          {label}
        </Button>
      </div>
    </>
  );
}
