import { type FormEvent, useState } from 'react';
import { Link } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { Bonus, RequisiteField, Withdrawal, WithdrawSettings } from '@nfx/api-contract';
import { useLocalizedPath } from '@nfx/app-runtime';
import { formatMoney } from '@nfx/format';
import { paths } from '@nfx/paths';
import { useSession } from '@nfx/session';
import { isApiError } from '@nfx/errors';
import { useValidationText } from '@nfx/cms-config';
import { Button, alert, cluster, muted, stack } from '@nfx/ui';
import { parseSum, sumRule } from '@nfx/validation';
import { fetchActiveBonuses } from '../api/active-bonuses';
import { useBanks } from '../api/banks';
import { useMakeWithdrawal } from '../api/make-withdrawal';
import { AmountField } from '../common/AmountField';
import { errorMessageKey } from '../common/error-message';
import { firstIssue } from '../common/first-issue';
import { RequisiteFields } from '../common/RequisiteFields';
import { requisiteErrors, requisitesPayload } from '../common/requisite-rules';
import { formFailureOf } from '../common/server-field-errors';
import { statusLabel } from '../common/status-label';
import { BurnBonusesDialog } from './BurnBonusesDialog';
import { ConfirmWithdrawalDialog } from './ConfirmWithdrawalDialog';
import { withdrawBounds } from './withdraw-bounds';
import * as styles from '../common/cashier.css';
import { methodName } from '../common/method-name';

const AMOUNT_ID = 'withdraw-amount';

/** A card number is shown in the confirmation by its last four digits only. */
function shownValue(field: RequisiteField, value: string, bankName: (id: string) => string | undefined): string {
  if (field.rule === 'card_number') return `•••• ${value.slice(-4)}`;
  if (field.rule === 'bank') return bankName(value) ?? value;
  return value;
}

/**
 * Method, amount and requisites; the burn-bonuses warning when an active bonus would be forfeited;
 * a confirmation dialog; then the held withdrawal and where to follow it.
 */
export function WithdrawForm({ settings }: { settings: WithdrawSettings }) {
  const { t } = useTranslation();
  const text = useValidationText();
  const localized = useLocalizedPath();
  const withdrawal = useMakeWithdrawal();
  const [sysname, setSysname] = useState(settings.methods[0]?.sysname ?? '');
  const [amount, setAmount] = useState('');
  const [requisites, setRequisites] = useState<Record<string, string>>({});
  const [errors, setErrors] = useState<Record<string, string | undefined>>({});
  const [generalError, setGeneralError] = useState<unknown>(null);
  const [confirming, setConfirming] = useState(false);
  const [checking, setChecking] = useState(false);
  const [burning, setBurning] = useState<Bonus[]>([]);
  const queryClient = useQueryClient();
  const uid = useSession().account?.uid ?? 0;
  const [done, setDone] = useState<Withdrawal | null>(null);
  const method = settings.methods.find((entry) => entry.sysname === sysname) ?? settings.methods[0];
  const banks = useBanks(method?.requisites.some((field) => field.rule === 'bank') ?? false);
  if (!method) return null;
  const bounds = withdrawBounds(method, settings);
  const fieldNames = ['amount', ...method.requisites.map((field) => field.name)];
  const payload = () => requisitesPayload(method.requisites, requisites);
  const shownAmount = () => formatMoney(parseSum(amount.trim()), settings.currency);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setGeneralError(null);
    const found: Record<string, string | undefined> = {
      amount: firstIssue(sumRule(bounds), amount),
      ...requisiteErrors(method.requisites, requisites),
    };
    setErrors(found);
    const firstInvalid = fieldNames.find((name) => found[name]);
    if (firstInvalid) {
      document.getElementById(firstInvalid === 'amount' ? AMOUNT_ID : `withdraw-${firstInvalid}`)?.focus();
      return;
    }
    void askAboutBonuses();
  };

  /**
   * Read the active bonuses afresh (one may have been activated in another tab). If they cannot
   * be read the request still goes on to its confirmation: the server, not this check, decides
   * the forfeit, and a failing bonus list must not block a payout.
   */
  const askAboutBonuses = async () => {
    setChecking(true);
    const active = await fetchActiveBonuses(queryClient, uid);
    setChecking(false);
    if (active.length > 0) setBurning(active);
    else setConfirming(true);
  };

  const confirm = () => {
    withdrawal.mutate(
      { method: method.sysname, amount: amount.trim(), requisites: payload() },
      {
        onSuccess: (result) => {
          setConfirming(false);
          setDone(result);
          setAmount('');
        },
        onError: (error) => {
          setConfirming(false);
          const failure = formFailureOf(error, fieldNames);
          setErrors(failure.fields);
          if (failure.general) setGeneralError(error);
        },
      },
    );
  };

  if (done) {
    return (
      <div className={stack({ gap: 4 })}>
        <p role="status" className={alert({ tone: 'success' })} data-testid="withdraw-done">
          {t('cashier.withdraw.requested', {
            amount: formatMoney(done.amount.amount, done.amount.currency),
            status: statusLabel(t, done.status),
          })}
        </p>
        <div className={cluster()}>
          <Link className={styles.buttonLink} to={localized(paths.cashier.history('withdrawal'))}>
            {t('cashier.withdraw.follow')}
          </Link>
          <Link className={styles.secondaryLink} to={localized(paths.cashier.receipt(done.id, 'withdrawal'))}>
            {t('cashier.withdraw.receipt')}
          </Link>
          <Button variant="secondary" onClick={() => setDone(null)}>
            {t('cashier.withdraw.another')}
          </Button>
        </div>
      </div>
    );
  }

  return (
    <form className={stack({ gap: 4 })} onSubmit={submit} noValidate aria-label={t('cashier.withdraw.formLabel')}>
      {generalError !== null && (
        <p role="alert" className={alert()} data-testid="withdraw-error">
          {t(errorMessageKey(generalError))}
          {isApiError(generalError) && generalError.type === 'RequisitesOnVerification' && ` ${t('cashier.withdraw.onVerification')}`}
        </p>
      )}
      <fieldset className={styles.fieldset}>
        <legend className={styles.legend}>{t('cashier.withdraw.method')}</legend>
        {settings.methods.map((entry) => (
          <label key={entry.sysname} className={styles.radioCard}>
            <input
              type="radio"
              name="method"
              value={entry.sysname}
              checked={entry.sysname === method.sysname}
              disabled={withdrawal.isPending}
              onChange={() => {
                setSysname(entry.sysname);
                setErrors({});
              }}
            />
            <span>{methodName(t, entry.sysname, entry.name)}</span>
          </label>
        ))}
      </fieldset>
      <AmountField
        id={AMOUNT_ID}
        value={amount}
        onChange={setAmount}
        currency={settings.currency}
        min={bounds.min}
        max={Math.max(bounds.max, 0)}
        error={text(errors.amount)}
        disabled={withdrawal.isPending}
      />
      <RequisiteFields
        idPrefix="withdraw"
        fields={method.requisites}
        values={requisites}
        errors={Object.fromEntries(Object.entries(errors).map(([name, key]) => [name, text(key)]))}
        onChange={(name, value) => setRequisites((current) => ({ ...current, [name]: value }))}
        disabled={withdrawal.isPending}
      />
      <p className={muted()}>{t('cashier.withdraw.requisitesRule')}</p>
      <Button type="submit" size="lg" loading={withdrawal.isPending || checking}>
        {t('cashier.withdraw.submit')}
      </Button>
      {burning.length > 0 && (
        <BurnBonusesDialog
          bonuses={burning}
          onCancel={() => setBurning([])}
          onConfirm={() => {
            setBurning([]);
            setConfirming(true);
          }}
        />
      )}
      {confirming && (
        <ConfirmWithdrawalDialog
          amount={shownAmount()}
          method={methodName(t, method.sysname, method.name)}
          details={method.requisites
            .filter((field) => payload()[field.name] !== undefined)
            .map((field) => ({
              label: t(`cashier.requisites.${field.name}`, { defaultValue: t(`cashier.requisites.${field.rule}`) }),
              value: shownValue(field, payload()[field.name] ?? '', (id) => banks.data?.find((bank) => String(bank.id) === id)?.name),
            }))}
          busy={withdrawal.isPending}
          onConfirm={confirm}
          onCancel={() => setConfirming(false)}
        />
      )}
    </form>
  );
}
