import type { FormEvent, ReactNode } from 'react';
import { Button, Input } from '@nfx/ui';
import * as styles from './backoffice.css';

export interface SearchFormProps {
  /** The form's name for assistive technology. */
  label: string;
  field: string;
  hint: string;
  /** The search the page shows now (from its address). */
  value: string;
  maxLength: number;
  submitLabel: string;
  /** Receives the typed text, trimmed. */
  onSearch: (text: string) => void;
  /** A search box (`type="search"`, no autocomplete) rather than a plain text field. */
  searchBox?: boolean;
  className?: string;
  /** Shown after the button (a way to clear the search). */
  children?: ReactNode;
}

/**
 * A page's search: one field `q` and a button. The caller keys it by the address, so the field
 * shows the search again after back/forward.
 */
export function SearchForm({
  label,
  field,
  hint,
  value,
  maxLength,
  submitLabel,
  onSearch,
  searchBox,
  className = styles.search,
  children,
}: SearchFormProps) {
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    onSearch(String(new FormData(event.currentTarget).get('q') ?? '').trim());
  };
  return (
    <form className={className} onSubmit={submit} role="search" aria-label={label}>
      <Input
        name="q"
        label={field}
        hint={hint}
        defaultValue={value}
        maxLength={maxLength}
        {...(searchBox ? { type: 'search', autoComplete: 'off' } : {})}
      />
      <Button type="submit">{submitLabel}</Button>
      {children}
    </form>
  );
}
