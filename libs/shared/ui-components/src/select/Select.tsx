import { type ComponentPropsWithRef, type ReactNode } from 'react';
import { classNames } from '../class-names';
import { describedByProps, useFieldIds } from '../field/field-ids';
import * as fieldStyles from '../field/field.css';
import { FieldFrame } from '../field/FieldFrame';
import * as styles from './Select.css';

export type SelectProps = ComponentPropsWithRef<'select'> & {
  label: ReactNode;
  hint?: ReactNode;
  error?: string;
  /** `<option>` elements; native so mobile browsers show their own picker. */
  children: ReactNode;
};

export function Select({ label, hint, error, id, className, children, 'aria-describedby': callerDescribedBy, ref, ...rest }: SelectProps) {
  const { controlId, hintId, errorId } = useFieldIds(id);
  const description = { hint, hintId, error, errorId };

  return (
    <FieldFrame controlId={controlId} label={label} description={description} className={className}>
      <div className={styles.controlWrap}>
        <select
          {...rest}
          {...describedByProps(description, callerDescribedBy)}
          ref={ref}
          id={controlId}
          className={classNames(fieldStyles.control, styles.select)}
        >
          {children}
        </select>
      </div>
    </FieldFrame>
  );
}
