import { useTranslation } from 'react-i18next';
import { answerConfirm, type OpenDialog } from '@nfx/dialogs';
import { Button, Skeleton } from '@nfx/ui';
import { useSanitizedHtml } from '@nfx/shell-feature-core';
import * as styles from './DialogHost.css';

/** A confirm dialog: CMS or API HTML, sanitised here because it is inserted as markup. */
export function ConfirmContent({ dialog }: { dialog: OpenDialog }) {
  const { t } = useTranslation();
  const html = useSanitizedHtml(typeof dialog.content === 'string' ? dialog.content : '');
  return (
    <>
      {html === null ? <Skeleton shape="text" /> : <div className={styles.confirmBody} dangerouslySetInnerHTML={{ __html: html }} />}
      <div className={styles.confirmActions}>
        <Button variant="secondary" onClick={() => answerConfirm(dialog.id, 'reject')}>
          {dialog.textReject ?? t('common.cancel')}
        </Button>
        <Button onClick={() => answerConfirm(dialog.id, 'agree')}>{dialog.textAgree ?? t('common.confirm')}</Button>
      </div>
    </>
  );
}
