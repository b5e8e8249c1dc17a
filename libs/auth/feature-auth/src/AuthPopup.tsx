import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@nfx/ui';
import { RegisterForm } from './RegisterForm';
import { SignInForm } from './SignInForm';
import * as styles from './AuthForms.css';

export type AuthPopupMode = 'authorization' | 'registration';

/** The auth popup the shell opens: sign-in and registration with a switch between them. */
export function AuthPopup({ initialMode = 'authorization', onDone }: { initialMode?: AuthPopupMode; onDone?: () => void }) {
  const { t } = useTranslation();
  const [mode, setMode] = useState<AuthPopupMode>(initialMode);
  return (
    <div data-auth-mode={mode}>
      {mode === 'authorization' ? <SignInForm onDone={onDone} /> : <RegisterForm onDone={onDone} />}
      <div className={styles.switcher}>
        <Button variant="ghost" size="sm" onClick={() => setMode(mode === 'authorization' ? 'registration' : 'authorization')}>
          {t(mode === 'authorization' ? 'auth.switch.toRegister' : 'auth.switch.toSignIn')}
        </Button>
      </div>
    </div>
  );
}
