import { useTranslation } from 'react-i18next';
import { Button } from '@nfx/ui';

/** Every content editor's save and undo: undo puts back what was loaded, and only once something changed. */
export function SaveAndUndo({ dirty, submitting, onUndo }: { dirty: boolean; submitting: boolean; onUndo: () => void }) {
  const { t } = useTranslation();
  return (
    <>
      <Button type="submit" loading={submitting}>
        {t('backoffice-content.save')}
      </Button>
      <Button type="button" variant="secondary" disabled={!dirty || submitting} onClick={onUndo}>
        {t('backoffice-content.undo')}
      </Button>
    </>
  );
}
