import { useTranslation } from 'react-i18next';
import { DialogOverlay, DialogPanel } from '@nfx/ui';
import { RemoteMount } from '../remotes/RemoteMount';

export type AuthMode = 'authorization' | 'registration';

/** The auth remote's popup inside the shell's dialog frame; the remote owns the forms. */
export function AuthDialog({ mode, onClose }: { mode: AuthMode; onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <DialogOverlay onRequestClose={onClose}>
      <DialogPanel aria-label={t(mode === 'authorization' ? 'common.signIn' : 'common.register')} closeLabel={t('common.close')}>
        <RemoteMount remote="auth" expose="./AuthPopup" props={{ initialMode: mode, onDone: onClose }} />
      </DialogPanel>
    </DialogOverlay>
  );
}
