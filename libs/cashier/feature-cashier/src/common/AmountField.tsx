import { useTranslation } from 'react-i18next';
import { formatMoney } from '@nfx/format';
import { Input, stack } from '@nfx/ui';
import * as styles from './cashier.css';

export interface AmountFieldProps {
  id: string;
  value: string;
  onChange: (value: string) => void;
  currency: string;
  min: number;
  max: number;
  error?: string;
  /** Whole amounts offered as one-press choices (deposit presets). */
  presets?: readonly number[];
  disabled?: boolean;
}

/** The amount by the Sum rule (§5): whole units, with the method's bounds said up front and optional presets. */
export function AmountField({ id, value, onChange, currency, min, max, error, presets = [], disabled }: AmountFieldProps) {
  const { t } = useTranslation();
  return (
    <div className={stack({ gap: 2 })}>
      <Input
        id={id}
        name="amount"
        label={t('cashier.amount.label', { currency })}
        hint={t('cashier.amount.bounds', { min: formatMoney(min, currency), max: formatMoney(max, currency) })}
        inputMode="numeric"
        autoComplete="off"
        required
        disabled={disabled}
        error={error}
        value={value}
        onChange={(event) => onChange(event.target.value)}
      />
      {presets.length > 0 && (
        <div role="group" aria-label={t('cashier.amount.presets')} className={styles.presets}>
          {presets.map((preset) => (
            <button
              key={preset}
              type="button"
              className={styles.presetButton}
              aria-pressed={value.replace(/,/g, '') === String(preset)}
              disabled={disabled}
              onClick={() => onChange(String(preset))}
            >
              {formatMoney(preset, currency)}
            </button>
          ))}
        </div>
      )}
    </div>
  );
}
