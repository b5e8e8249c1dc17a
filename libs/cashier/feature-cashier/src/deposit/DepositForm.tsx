import { type FormEvent, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { CampaignOffer, DepositMethod, DepositPreset } from '@nfx/api-contract';
import { useLocalizedPath } from '@nfx/app-runtime';
import { sumRule } from '@nfx/validation';
import { useValidationText } from '@nfx/cms-config';
import { Button, alert, stack } from '@nfx/ui';
import { useMakeDeposit } from '../api/make-deposit';
import { AmountField } from '../common/AmountField';
import { errorMessageKey } from '../common/error-message';
import { firstIssue } from '../common/first-issue';
import { RequisiteFields } from '../common/RequisiteFields';
import { requisiteErrors, requisitesPayload } from '../common/requisite-rules';
import { formFailureOf } from '../common/server-field-errors';
import { FeeBreakdown } from './FeeBreakdown';
import { NO_OFFER, OfferChoice } from './OfferChoice';
import { redirectTarget } from './redirect-target';
import { methodName } from '../common/method-name';

export interface DepositFormProps {
  method: DepositMethod;
  presets: readonly DepositPreset[];
  offers: readonly CampaignOffer[];
  /** Full navigation to the provider's page; replaced in tests. */
  leaveSite?: (url: string) => void;
}

const AMOUNT_ID = 'deposit-amount';

/** Amount (presets, Sum rule), requisites, an offer; then the provider's page or an outcome page. */
export function DepositForm({ method, presets, offers, leaveSite = (url) => window.location.assign(url) }: DepositFormProps) {
  const { t } = useTranslation();
  const text = useValidationText();
  const navigate = useNavigate();
  const localized = useLocalizedPath();
  const deposit = useMakeDeposit();
  const [amount, setAmount] = useState('');
  const [searchParams] = useSearchParams();
  const [chosenOfferId, setOfferId] = useState<number | null>(null);
  // An offer taken on a promotion page arrives as `offer_id`: it is the starting choice once this
  // method's offers (loaded apart from the form) include it; the player's own choice wins after that.
  const requestedOfferId = Number(searchParams.get('offer_id'));
  const offerId = chosenOfferId ?? (offers.some((offer) => offer.id === requestedOfferId) ? requestedOfferId : NO_OFFER);
  const [requisites, setRequisites] = useState<Record<string, string>>({});
  const [errors, setErrors] = useState<Record<string, string | undefined>>({});
  const [generalError, setGeneralError] = useState<unknown>(null);
  const fieldNames = ['amount', ...method.requisites.map((field) => field.name)];

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setGeneralError(null);
    const found: Record<string, string | undefined> = {
      amount: firstIssue(sumRule({ min: method.min_amount, max: method.max_amount }), amount),
      ...requisiteErrors(method.requisites, requisites),
    };
    setErrors(found);
    const firstInvalid = fieldNames.find((name) => found[name]);
    if (firstInvalid) {
      document.getElementById(firstInvalid === 'amount' ? AMOUNT_ID : `deposit-${firstInvalid}`)?.focus();
      return;
    }
    deposit.mutate(
      {
        method: method.sysname,
        amount: amount.trim(),
        campaign_offer_id: offerId,
        requisites: requisitesPayload(method.requisites, requisites),
      },
      {
        onSuccess: ({ redirect_url }) => {
          const target = redirectTarget(redirect_url, window.location.origin);
          if ('internal' in target) navigate(localized(target.internal));
          else leaveSite(target.external);
        },
        onError: (error) => {
          const failure = formFailureOf(error, fieldNames);
          setErrors(failure.fields);
          if (failure.general) setGeneralError(error);
        },
      },
    );
  };

  return (
    <form
      className={stack({ gap: 4 })}
      onSubmit={submit}
      noValidate
      aria-label={t('cashier.deposit.formLabel', { name: methodName(t, method.sysname, method.name) })}
    >
      {generalError !== null && (
        <p role="alert" className={alert()} data-testid="deposit-error">
          {t(errorMessageKey(generalError))}
        </p>
      )}
      <AmountField
        id={AMOUNT_ID}
        value={amount}
        onChange={setAmount}
        currency={method.currency}
        min={method.min_amount}
        max={method.max_amount}
        presets={presets.map((preset) => preset.value).filter((value) => value >= method.min_amount && value <= method.max_amount)}
        error={text(errors.amount)}
        disabled={deposit.isPending}
      />
      <RequisiteFields
        idPrefix="deposit"
        fields={method.requisites}
        values={requisites}
        errors={Object.fromEntries(Object.entries(errors).map(([name, key]) => [name, text(key)]))}
        onChange={(name, value) => setRequisites((current) => ({ ...current, [name]: value }))}
        disabled={deposit.isPending}
      />
      <OfferChoice offers={offers} value={offerId} onChange={setOfferId} disabled={deposit.isPending} />
      <FeeBreakdown method={method} amount={amount} />
      <Button type="submit" size="lg" loading={deposit.isPending}>
        {t('cashier.deposit.submit')}
      </Button>
    </form>
  );
}
