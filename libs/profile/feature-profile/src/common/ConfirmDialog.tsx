import { useId, useRef } from 'react';
import { createPortal } from 'react-dom';
import { useTranslation } from 'react-i18next';
import { Button, DialogOverlay, DialogPanel, stack, heading } from '@nfx/ui';
import * as styles from './profile.css';

export interface ConfirmDialogProps {
  title: string;
  text: string;
  confirmLabel: string;
  busy: boolean;
  /** A destructive action (money forfeited, an entry removed) gets the danger button. */
  danger?: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}

/** A yes-or-back question before an action that cannot be undone (§2 confirm dialogs); Esc or "Back" keeps things as they are. */
export function ConfirmDialog({ title, text, confirmLabel, busy, danger = false, onConfirm, onCancel }: ConfirmDialogProps) {
  const { t } = useTranslation();
  const titleId = useId();
  const confirmRef = useRef<HTMLButtonElement>(null);
  return createPortal(
    <DialogOverlay onRequestClose={onCancel} closable={!busy}>
      <DialogPanel aria-labelledby={titleId} closeLabel={t('profile.confirm.close')} initialFocusRef={confirmRef}>
        <div className={stack({ gap: 4 })}>
          <h2 id={titleId} className={heading({ weight: 'bold' })}>
            {title}
          </h2>
          <p>{text}</p>
          <div className={styles.row}>
            <Button ref={confirmRef} variant={danger ? 'danger' : 'primary'} loading={busy} onClick={onConfirm}>
              {confirmLabel}
            </Button>
            <Button variant="secondary" disabled={busy} onClick={onCancel}>
              {t('profile.confirm.back')}
            </Button>
          </div>
        </div>
      </DialogPanel>
    </DialogOverlay>,
    document.body,
  );
}
