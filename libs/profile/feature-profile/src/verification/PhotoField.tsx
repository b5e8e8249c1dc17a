import { useId } from 'react';
import { muted } from '@nfx/ui';
import * as fieldStyles from './PhotoField.css';

export interface PhotoFieldProps {
  label: string;
  hint: string;
  error?: string;
  /** Already uploaded before: the field is optional then. */
  uploaded: boolean;
  uploadedText: string;
  onChange: (file: File | null) => void;
}

/** A file input for one photo, labelled, with its hint and error tied to it for screen readers. */
export function PhotoField({ label, hint, error, uploaded, uploadedText, onChange }: PhotoFieldProps) {
  const id = useId();
  const describedBy = [`${id}-hint`, error ? `${id}-error` : null].filter(Boolean).join(' ');
  return (
    <div className={fieldStyles.field}>
      <label htmlFor={id} className={fieldStyles.label}>
        {label}
      </label>
      <input
        id={id}
        type="file"
        accept="image/jpeg,image/png,image/webp"
        className={fieldStyles.input}
        aria-describedby={describedBy}
        aria-invalid={error ? true : undefined}
        onChange={(event) => onChange(event.target.files?.[0] ?? null)}
      />
      <p id={`${id}-hint`} className={muted({ size: 'inherit' })}>
        {uploaded ? `${hint} ${uploadedText}` : hint}
      </p>
      <p id={`${id}-error`} className={fieldStyles.error} aria-live="polite">
        {error}
      </p>
    </div>
  );
}
