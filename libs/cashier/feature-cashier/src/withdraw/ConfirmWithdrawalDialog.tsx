import { useId, useRef } from 'react';
import { createPortal } from 'react-dom';
import { useTranslation } from 'react-i18next';
import { Button, DialogOverlay, DialogPanel, cluster, heading, stack } from '@nfx/ui';
import * as styles from '../common/cashier.css';

export interface ConfirmWithdrawalDialogProps {
  amount: string;
  method: string;
  /** What the player typed, as labelled lines (a card number masked). */
  details: ReadonlyArray<{ label: string; value: string }>;
  busy: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}

/** The last look before money is held: amount, method and where it goes; Esc or "Back" returns to the form. */
export function ConfirmWithdrawalDialog({ amount, method, details, busy, onConfirm, onCancel }: ConfirmWithdrawalDialogProps) {
  const { t } = useTranslation();
  const titleId = useId();
  const confirmRef = useRef<HTMLButtonElement>(null);
  return createPortal(
    <DialogOverlay onRequestClose={onCancel} closable={!busy}>
      <DialogPanel aria-labelledby={titleId} closeLabel={t('cashier.common.close')} initialFocusRef={confirmRef}>
        <div className={stack({ gap: 4 })}>
          <h2 id={titleId} className={heading()}>
            {t('cashier.withdraw.confirmTitle')}
          </h2>
          <p>{t('cashier.withdraw.confirmText', { amount, method })}</p>
          {details.length > 0 && (
            <dl className={styles.details}>
              {details.map(({ label, value }) => (
                <div key={label} className={styles.contents}>
                  <dt>{label}</dt>
                  <dd>{value}</dd>
                </div>
              ))}
            </dl>
          )}
          <div className={cluster()}>
            <Button ref={confirmRef} loading={busy} onClick={onConfirm}>
              {t('cashier.withdraw.confirm')}
            </Button>
            <Button variant="secondary" disabled={busy} onClick={onCancel}>
              {t('cashier.withdraw.back')}
            </Button>
          </div>
        </div>
      </DialogPanel>
    </DialogOverlay>,
    document.body,
  );
}
