import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { valibotResolver } from '@hookform/resolvers/valibot';
import { useTranslation } from 'react-i18next';
import { useValidationText } from '@nfx/cms-config';
import { Button, Input, alert, heading } from '@nfx/ui';
import { changeFakenameSchema } from '@nfx/validation';
import { useSaveSettings } from '../api/settings-calls';
import { useErrorText } from '../common/error-text';
import { applyServerErrors } from '../common/server-errors';
import { toastSuccess } from '../common/toast';
import * as styles from '../common/profile.css';

/** The public nickname shown instead of the login in winners lists and leaderboards (POST account/changefakename). */
export function FakenameForm({ fakename }: { fakename: string }) {
  const { t } = useTranslation();
  const text = useValidationText();
  const errorText = useErrorText();
  const save = useSaveSettings();
  const [generalError, setGeneralError] = useState<string | null>(null);
  const { register, handleSubmit, formState, setError } = useForm<{ fakename: string }>({
    defaultValues: { fakename },
    resolver: valibotResolver(changeFakenameSchema),
  });
  const submit = handleSubmit((values) => {
    setGeneralError(null);
    save.mutate([{ call: 'account.changefakename', input: values }], {
      onSuccess: () => toastSuccess('fakename', t('profile.settings.fakenameSaved')),
      onError: (error) => {
        if (!applyServerErrors(error, ['fakename'], setError)) setGeneralError(errorText(error));
      },
    });
  });
  return (
    <form className={styles.form} onSubmit={submit} noValidate aria-labelledby="profile-fakename-title">
      <h2 id="profile-fakename-title" className={heading({ weight: 'bold' })}>
        {t('profile.settings.fakenameTitle')}
      </h2>
      {generalError && (
        <p role="alert" className={alert({ look: 'soft' })}>
          {generalError}
        </p>
      )}
      <div className={styles.row}>
        <Input
          className={styles.grow}
          label={t('profile.fields.fakename')}
          hint={t('profile.settings.fakenameHint')}
          autoComplete="nickname"
          error={text(formState.errors.fakename?.message)}
          {...register('fakename')}
        />
        <Button type="submit" variant="secondary" loading={save.isPending}>
          {t('common.save')}
        </Button>
      </div>
    </form>
  );
}
