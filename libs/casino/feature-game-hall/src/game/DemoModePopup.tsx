import { useTranslation } from 'react-i18next';
import { Button } from '@nfx/ui';
import * as styles from './GamePage.css';

export interface DemoModePopupProps {
  isAuthenticated: boolean;
  /** The player's balance cannot pay for real play (and zero-balance play is off): offer a deposit first. */
  needsDeposit: boolean;
  onRegister: () => void;
  onSignIn: () => void;
  onPlayForReal: () => void;
  onDeposit: () => void;
  onContinueDemo: () => void;
}

/** Spec §2 "demo mode" popup: what demo play is, and the same ways out the page's mode switch offers. */
export function DemoModePopup(props: DemoModePopupProps) {
  const { t } = useTranslation();
  return (
    <div className={styles.notice} data-testid="demo-mode-popup">
      <p>{t('casino.game.demoPopup.body')}</p>
      <div className={styles.noticeActions}>
        {!props.isAuthenticated ? (
          <>
            <Button onClick={props.onRegister}>{t('common.register')}</Button>
            <Button variant="secondary" onClick={props.onSignIn}>
              {t('common.signIn')}
            </Button>
          </>
        ) : (
          <>
            {props.needsDeposit && <Button onClick={props.onDeposit}>{t('casino.game.deposit')}</Button>}
            {/* Offered even on an empty balance: free spins may still pay, and the page then says what is missing. */}
            <Button variant={props.needsDeposit ? 'secondary' : 'primary'} onClick={props.onPlayForReal}>
              {t('casino.game.demoPopup.playForReal')}
            </Button>
          </>
        )}
        <Button variant="ghost" onClick={props.onContinueDemo}>
          {t('casino.game.demoPopup.continue')}
        </Button>
      </div>
    </div>
  );
}
