import { type FormEventHandler, type ReactNode, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, DialogOverlay, DialogPanel } from '@nfx/ui';
import { FormSubmit } from './FormSubmit';
import * as styles from './backoffice.css';

export interface FormDialogProps {
  title: string;
  /** The form's fields and any text read before them. */
  children: ReactNode;
  onSubmit: FormEventHandler<HTMLFormElement>;
  onClose: () => void;
  submitLabel: string;
  submitting: boolean;
  /** A refusal that names no field: shown above the buttons, the dialog stays open. */
  rootError?: string | undefined;
}

/**
 * The frame every back-office action dialog shares: a modal form with its title, the fields, a
 * general error and Cancel / the action. Esc, the overlay and the close button cancel.
 */
export function FormDialog({ title, children, onSubmit, onClose, submitLabel, submitting, rootError }: FormDialogProps) {
  const { t } = useTranslation();
  const titleId = useId();
  return (
    <DialogOverlay onRequestClose={onClose}>
      <DialogPanel aria-labelledby={titleId} closeLabel={t('backoffice.common.close')}>
        <form className={styles.dialogBody} onSubmit={onSubmit} noValidate>
          <h2 id={titleId} className={styles.subtitle}>
            {title}
          </h2>
          {children}
          <FormSubmit label={submitLabel} submitting={submitting} rootError={rootError} variant="danger">
            <Button variant="secondary" onClick={onClose}>
              {t('backoffice.common.cancel')}
            </Button>
          </FormSubmit>
        </form>
      </DialogPanel>
    </DialogOverlay>
  );
}
