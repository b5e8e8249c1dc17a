import { type ComponentPropsWithRef, type ReactNode } from 'react';
import { classNames } from '../class-names';
import { describedByProps, useFieldIds } from '../field/field-ids';
import * as fieldStyles from '../field/field.css';
import { FieldFrame } from '../field/FieldFrame';
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
    <FieldFrame controlId={controlId} label={label} description={description} className={className}>
      <textarea
        rows={5}
        {...rest}
        {...describedByProps(description, callerDescribedBy)}
        ref={ref}
        id={controlId}
        className={classNames(fieldStyles.control, styles.textarea)}
      />
    </FieldFrame>
  );
}
