import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { valibotResolver } from '@hookform/resolvers/valibot';
import * as v from 'valibot';
import { useTranslation } from 'react-i18next';
import { isApiError } from '@nfx/errors';
import { useValidationText } from '@nfx/cms-config';
import { Button, Input, panel, alert, heading } from '@nfx/ui';
import { messageKeys, promoCodeRule } from '@nfx/validation';
import { useActivatePromoCode } from '../api/bonuses';
import { useErrorText } from '../common/error-text';
import { toastSuccess } from '../common/toast';
import * as styles from '../common/profile.css';

const promoSchema = v.object({ promo_code: v.pipe(promoCodeRule(), v.nonEmpty(messageKeys.required)) });
type PromoValues = v.InferOutput<typeof promoSchema>;

/** A promo code applied from the profile (campaigns.activateOffer); a refused code is shown on its field (§8: INVALID). */
export function PromoCodeForm() {
  const { t } = useTranslation();
  const text = useValidationText();
  const errorText = useErrorText();
  const activate = useActivatePromoCode();
  const [notice, setNotice] = useState<string | null>(null);
  const { register, handleSubmit, formState, setError, reset } = useForm<PromoValues>({
    defaultValues: { promo_code: '' },
    resolver: valibotResolver(promoSchema) as never,
  });

  const submit = handleSubmit(({ promo_code }) => {
    setNotice(null);
    activate.mutate(promo_code, {
      onSuccess: (bonus) => {
        reset();
        toastSuccess('promo', t('profile.bonuses.promoActivated', { title: bonus.title }));
      },
      onError: (error) => {
        const reason = isApiError(error) ? error.invalidParameters?.['promo_code']?.[0] : undefined;
        if (reason)
          setError('promo_code', { message: reason === 'ALREADY_USED' ? 'profile.bonuses.promoUsed' : 'profile.bonuses.promoInvalid' });
        else setNotice(errorText(error));
      },
    });
  });

  return (
    <form className={`${panel({ padding: 'md' })} ${styles.form}`} onSubmit={submit} noValidate aria-labelledby="profile-promo-title">
      <h2 id="profile-promo-title" className={heading({ weight: 'bold' })}>
        {t('profile.bonuses.promoTitle')}
      </h2>
      {notice && (
        <p role="alert" className={alert({ look: 'soft' })}>
          {notice}
        </p>
      )}
      <div className={styles.row}>
        <Input
          className={styles.grow}
          label={t('profile.bonuses.promoLabel')}
          autoComplete="off"
          error={
            formState.errors.promo_code?.message?.startsWith('profile.')
              ? t(formState.errors.promo_code.message)
              : text(formState.errors.promo_code?.message)
          }
          {...register('promo_code')}
        />
        <Button type="submit" loading={activate.isPending}>
          {t('profile.bonuses.promoSubmit')}
        </Button>
      </div>
    </form>
  );
}
