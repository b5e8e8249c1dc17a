import { type ReactNode, useId } from 'react';

/** Ids that tie a control to its hint and error text; a caller's `id` wins so labels elsewhere can point at it. */
export function useFieldIds(id: string | undefined) {
  const generated = useId();
  const controlId = id ?? generated;
  return { controlId, hintId: `${controlId}-hint`, errorId: `${controlId}-error` };
}

export type FieldDescription = {
  hint?: ReactNode;
  hintId: string;
  error?: string;
  errorId: string;
};

/** aria-describedby and aria-invalid for a control, matching what FieldMessages renders. */
export function describedByProps({ hint, hintId, error, errorId }: FieldDescription, callerDescribedBy: string | undefined) {
  const invalid = Boolean(error);
  const ids = [callerDescribedBy, hint ? hintId : null, invalid ? errorId : null].filter(Boolean).join(' ');
  return {
    'aria-describedby': ids === '' ? undefined : ids,
    'aria-invalid': invalid || undefined,
  };
}
