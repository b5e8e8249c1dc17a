import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { Bonus } from '@nfx/api-contract';
import { useLocalizedPath } from '@nfx/app-runtime';
import { type DialogContentProps, registerDialog } from '@nfx/dialogs';
import { formatDate, formatMoney } from '@nfx/format';
import { paths } from '@nfx/paths';
import { Button } from '@nfx/ui';
import * as styles from '../dialogs/DialogHost.css';

/**
 * Name of the "betting bonus activated" popup (spec §2). The profile remote opens it by this name
 * through @nfx/dialogs after BettingBonuses.activate, so its words stay in the shell's namespace.
 */
export const BETTING_BONUS_ACTIVATED_DIALOG = 'bettingBonusActivated';

/** What the opener passes: the bonus as BettingBonuses.activate answered it. */
export interface BettingBonusActivatedProps {
  bonus: Pick<Bonus, 'title' | 'amount' | 'expires_at' | 'min_price'>;
}

/** Hundredths of a price as the bet slip shows them (150 → 1.50). */
const formatPrice = (price: number) => (price / 100).toFixed(2);

/** Says what the free bet is worth, until when and at which least odds, and leads to the sportsbook where it is spent. */
export function BettingBonusActivated({ bonus, closeDialog }: DialogContentProps & BettingBonusActivatedProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const localized = useLocalizedPath();
  return (
    <>
      {/* Opened by name without a title, so the host names the dialog with shell.dialogs.bettingBonusActivated (same words). */}
      <h2 className={styles.title}>{t('shell.bonusPopups.bettingBonus.title')}</h2>
      <div className={styles.confirmBody}>
        <p>
          {t('shell.bonusPopups.bettingBonus.text', {
            title: bonus.title,
            amount: formatMoney(bonus.amount.amount, bonus.amount.currency),
            until: formatDate(bonus.expires_at),
          })}
        </p>
        {bonus.min_price !== null && <p>{t('shell.bonusPopups.bettingBonus.odds', { price: formatPrice(bonus.min_price) })}</p>}
      </div>
      {/* Only the way on: the panel's own close button already says "Close". */}
      <div className={styles.confirmActions}>
        <Button
          onClick={() => {
            closeDialog();
            void navigate(localized(paths.betting()));
          }}
        >
          {t('shell.bonusPopups.bettingBonus.toBetting')}
        </Button>
      </div>
    </>
  );
}

export function registerBettingBonusActivatedDialog(): () => void {
  return registerDialog(BETTING_BONUS_ACTIVATED_DIALOG, BettingBonusActivated as never);
}
