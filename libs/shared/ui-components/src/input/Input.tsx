import { type ComponentPropsWithRef, type ReactNode, useState } from 'react';
import { classNames } from '../class-names';
import { describedByProps, useFieldIds } from '../field/field-ids';
import * as fieldStyles from '../field/field.css';
import { FieldFrame } from '../field/FieldFrame';
import { EyeIcon } from '../icons/EyeIcon';
import * as styles from './Input.css';

/** Input types this component styles; checkboxes, radios and files have their own components. */
export type TextInputType = 'text' | 'email' | 'tel' | 'url' | 'search' | 'number' | 'date' | 'time' | 'datetime-local' | 'month';

type CommonInputProps = Omit<ComponentPropsWithRef<'input'>, 'type'> & {
  /** Always rendered: placeholder text is not a label. */
  label: ReactNode;
  hint?: ReactNode;
  /** Already-translated message; when set the control is marked invalid and describes itself with it. */
  error?: string;
};

type PlainInputProps = CommonInputProps & {
  type?: TextInputType;
  showPasswordLabel?: never;
  hidePasswordLabel?: never;
};

/** A password field always gets a reveal toggle, so its two accessible names are required. */
type PasswordInputProps = CommonInputProps & {
  type: 'password';
  showPasswordLabel: string;
  hidePasswordLabel: string;
};

export type InputProps = PlainInputProps | PasswordInputProps;

export function Input({
  label,
  hint,
  error,
  id,
  type = 'text',
  showPasswordLabel,
  hidePasswordLabel,
  className,
  disabled,
  'aria-describedby': callerDescribedBy,
  ref,
  ...rest
}: InputProps) {
  const { controlId, hintId, errorId } = useFieldIds(id);
  const [revealed, setRevealed] = useState(false);
  const isPassword = type === 'password';
  const description = { hint, hintId, error, errorId };

  return (
    <FieldFrame controlId={controlId} label={label} description={description} className={className}>
      <div className={styles.controlWrap}>
        <input
          {...rest}
          {...describedByProps(description, callerDescribedBy)}
          ref={ref}
          id={controlId}
          type={isPassword && revealed ? 'text' : type}
          disabled={disabled}
          className={classNames(fieldStyles.control, isPassword && styles.withToggle)}
        />
        {isPassword ? (
          <button
            type="button"
            className={styles.toggle}
            aria-label={revealed ? hidePasswordLabel : showPasswordLabel}
            aria-controls={controlId}
            disabled={disabled}
            onClick={() => setRevealed((current) => !current)}
          >
            <EyeIcon struck={revealed} />
          </button>
        ) : null}
      </div>
    </FieldFrame>
  );
}
