import { type ComponentPropsWithRef, type ReactNode } from 'react';
import { classNames } from '../class-names';
import { describedByProps, useFieldIds } from '../field/field-ids';
import * as fieldStyles from '../field/field.css';
import { FieldMessages } from '../field/FieldMessages';
import * as styles from './Textarea.css';

export type TextareaProps = ComponentPropsWithRef<'textarea'> & {
  /** Always rendered: placeholder text is not a label. */
  label: ReactNode;
  hint?: ReactNode;
  /** Already-translated message; when set the control is marked invalid and describes itself with it. */
  error?: string;
};

/** Multi-line text with the same label, hint and error wiring as Input. */
export function Textarea({ label, hint, error, id, className, 'aria-describedby': callerDescribedBy, ref, ...rest }: TextareaProps) {
  const { controlId, hintId, errorId } = useFieldIds(id);
  const description = { hint, hintId, error, errorId };
  return (
    <div className={classNames(fieldStyles.field, className)}>
      <label htmlFor={controlId} className={fieldStyles.label}>
        {label}
      </label>
      <textarea
        rows={5}
        {...rest}
        {...describedByProps(description, callerDescribedBy)}
        ref={ref}
        id={controlId}
        className={classNames(fieldStyles.control, styles.textarea)}
      />
      <FieldMessages {...description} />
    </div>
  );
}
