import { useTranslation } from 'react-i18next';
import { isApiError } from '@nfx/errors';
import { Input, Spinner, useDebouncedValue } from '@nfx/ui';
import { useCheckPromocode } from '../api/check-promocode';
import * as styles from '../AuthForms.css';

/** §9: the server check waits for 300 ms without typing. */
export const PROMO_CHECK_DEBOUNCE_MS = 300;

export interface PromoCodeFieldProps {
  value: string;
  onChange: (value: string) => void;
  error?: string;
}

/** The promo code input with its debounced server check: spinner while checking, a check mark when valid. */
export function PromoCodeField({ value, onChange, error }: PromoCodeFieldProps) {
  const { t } = useTranslation();
  const code = useDebouncedValue(value.trim(), PROMO_CHECK_DEBOUNCE_MS);
  const check = useCheckPromocode(code);
  const invalid = check.isError && isApiError(check.error) && check.error.type === 'InvalidParameter';
  const shownError = error ?? (invalid && code === value.trim() ? t('validation.promoInvalid') : undefined);
  return (
    <div>
      <Input
        name="promo_code"
        label={t('auth.register.promoCode')}
        autoComplete="off"
        error={shownError}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        hint={
          check.isFetching ? (
            <Spinner size="sm" label={t('auth.register.promoChecking')} />
          ) : check.data && code === value.trim() ? (
            <span className={styles.promoStatus} role="status">
              <span aria-hidden="true">✓ </span>
              {t('auth.register.promoValid')}
            </span>
          ) : undefined
        }
      />
    </div>
  );
}
