import type { ComponentPropsWithoutRef, ReactNode } from 'react';
import { Link } from 'react-router';
import { Button } from '@nfx/ui';
import { LanguageSelect } from '../layout/LanguageSelect';
import { usePageTitle } from '../layout/page-title';
import * as styles from '../common/backoffice.css';

export interface StaffFormPageProps {
  /** The heading; it names the browser tab too. */
  title: string;
  children: ReactNode;
  /** Another way on (back to sign-in, a new link), under the content. */
  link?: { to: string; label: string };
}

/**
 * A page a staff member opens without a session (a forgotten password, a mailed link, enrolment):
 * a narrow column under its heading, with the language choice at the end.
 */
export function StaffFormPage({ title, children, link }: StaffFormPageProps) {
  usePageTitle(title);
  return (
    <main id="main" className={styles.page}>
      <div className={`${styles.main} ${styles.narrow}`}>
        <h1 className={styles.title}>{title}</h1>
        {children}
        {link ? (
          <p>
            <Link className={styles.link} to={link.to}>
              {link.label}
            </Link>
          </p>
        ) : null}
        <LanguageSelect />
      </div>
    </main>
  );
}

export type StaffFormProps = Pick<ComponentPropsWithoutRef<'form'>, 'onSubmit' | 'aria-label' | 'aria-labelledby'> & {
  /** What the form is for, read before it. */
  lead?: string;
  /** The fields, and anything read before them. */
  children: ReactNode;
  /** A refusal that names no field, read above the button. */
  rootError: string | undefined;
  submitLabel: string;
  submitting: boolean;
};

/** The form of such a page: its lead, its fields, a general refusal if any, and a full-width submit button. */
export function StaffForm({ lead, children, rootError, submitLabel, submitting, ...form }: StaffFormProps) {
  return (
    <>
      {lead ? <p className={styles.muted}>{lead}</p> : null}
      <form {...form} noValidate className={styles.dialogBody}>
        {children}
        {rootError ? (
          <p role="alert" className={styles.alert}>
            {rootError}
          </p>
        ) : null}
        <Button type="submit" fullWidth loading={submitting}>
          {submitLabel}
        </Button>
      </form>
    </>
  );
}
