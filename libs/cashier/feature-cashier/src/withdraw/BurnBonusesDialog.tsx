import { useId, useRef } from 'react';
import { createPortal } from 'react-dom';
import { useTranslation } from 'react-i18next';
import type { Bonus } from '@nfx/api-contract';
import { formatMoney } from '@nfx/format';
import { Button, DialogOverlay, DialogPanel, cluster, heading, muted, stack } from '@nfx/ui';
import * as styles from '../common/cashier.css';

export interface BurnBonusesDialogProps {
  /** The active casino and betting bonuses a withdrawal request forfeits (never empty), each named with its wallet. */
  bonuses: readonly Bonus[];
  onConfirm: () => void;
  onCancel: () => void;
}

/**
 * Spec §2 "burn bonuses": the server forfeits every active bonus when a withdrawal is requested,
 * so the player is told what is lost before anything is sent. Focus starts on keeping the bonus,
 * the choice that loses nothing; Esc does the same.
 */
export function BurnBonusesDialog({ bonuses, onConfirm, onCancel }: BurnBonusesDialogProps) {
  const { t } = useTranslation();
  const titleId = useId();
  const keepRef = useRef<HTMLButtonElement>(null);
  return createPortal(
    <DialogOverlay onRequestClose={onCancel} closable>
      <DialogPanel aria-labelledby={titleId} closeLabel={t('cashier.common.close')} initialFocusRef={keepRef}>
        <div className={stack({ gap: 4 })} data-testid="burn-bonuses-dialog">
          <h2 id={titleId} className={heading()}>
            {t('cashier.burnBonuses.title')}
          </h2>
          <p>{t('cashier.burnBonuses.text')}</p>
          <dl className={styles.details}>
            {bonuses.map((bonus) => (
              <div key={bonus.id} className={styles.contents}>
                <dt>
                  {bonus.title}
                  <span className={muted()}>
                    {' '}
                    · {t(bonus.type === 'betting' ? 'cashier.burnBonuses.betting' : 'cashier.burnBonuses.casino')}
                  </span>
                </dt>
                <dd className={styles.amount}>{formatMoney(bonus.amount.amount, bonus.amount.currency)}</dd>
              </div>
            ))}
          </dl>
          <div className={cluster()}>
            <Button ref={keepRef} variant="secondary" onClick={onCancel}>
              {t('cashier.burnBonuses.keep')}
            </Button>
            <Button onClick={onConfirm}>{t('cashier.burnBonuses.confirm')}</Button>
          </div>
        </div>
      </DialogPanel>
    </DialogOverlay>,
    document.body,
  );
}
