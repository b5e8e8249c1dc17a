import { type ReactNode } from 'react';
import { classNames } from '../class-names';
import { type FieldDescription } from './field-ids';
import * as styles from './field.css';
import { FieldMessages } from './FieldMessages';

export interface FieldFrameProps {
  controlId: string;
  label: ReactNode;
  description: FieldDescription;
  className: string | undefined;
  /** The control, with whatever sits beside it (a reveal toggle, a select's arrow). */
  children: ReactNode;
}

/** A labelled control's frame: the label above it, its hint and error below. */
export function FieldFrame({ controlId, label, description, className, children }: FieldFrameProps) {
  return (
    <div className={classNames(styles.field, className)}>
      <label htmlFor={controlId} className={styles.label}>
        {label}
      </label>
      {children}
      <FieldMessages {...description} />
    </div>
  );
}
