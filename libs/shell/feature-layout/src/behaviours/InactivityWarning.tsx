import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type DialogContentProps, registerDialog } from '@nfx/dialogs';
import { Button } from '@nfx/ui';

export const INACTIVITY_DIALOG = 'inactivity';

type Props = DialogContentProps & { deadline: number };

/** The countdown of spec §4; "Stay signed in" counts as activity because it is a click. */
export function InactivityWarning({ deadline, closeDialog }: Props) {
  const { t } = useTranslation();
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, []);
  const seconds = Math.max(0, Math.ceil((deadline - now) / 1000));
  return (
    <div data-inactivity-warning="">
      <p role="timer" aria-live="off">
        {t('shell.inactivity.description', { seconds })}
      </p>
      <Button onClick={closeDialog}>{t('shell.inactivity.stay')}</Button>
    </div>
  );
}

export function registerInactivityDialog(): () => void {
  return registerDialog(INACTIVITY_DIALOG, InactivityWarning as never);
}
