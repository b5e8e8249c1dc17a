import { type ComponentPropsWithRef, type ReactNode } from 'react';
import { classNames } from '../class-names';
import { describedByProps, useFieldIds } from '../field/field-ids';
import * as fieldStyles from '../field/field.css';
import { FieldMessages } from '../field/FieldMessages';
import * as styles from './Checkbox.css';

export type CheckboxProps = Omit<ComponentPropsWithRef<'input'>, 'type'> & {
  /** May hold links (e.g. "I accept the <a>terms</a>"). */
  label: ReactNode;
  hint?: ReactNode;
  error?: string;
};

export function Checkbox({
  label,
  hint,
  error,
  id,
  className,
  disabled,
  'aria-describedby': callerDescribedBy,
  ref,
  ...rest
}: CheckboxProps) {
  const { controlId, hintId, errorId } = useFieldIds(id);
  const description = { hint, hintId, error, errorId };

  return (
    <div className={classNames(fieldStyles.field, className)}>
      <label htmlFor={controlId} className={classNames(styles.row, disabled && styles.disabledRow)}>
        <input
          {...rest}
          {...describedByProps(description, callerDescribedBy)}
          ref={ref}
          id={controlId}
          type="checkbox"
          disabled={disabled}
          className={styles.box}
        />
        <span>{label}</span>
      </label>
      <FieldMessages {...description} />
    </div>
  );
}
