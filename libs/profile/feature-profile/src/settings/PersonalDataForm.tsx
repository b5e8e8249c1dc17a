import { useMemo, useRef, useState } from 'react';
import { type Resolver, useForm } from 'react-hook-form';
import { valibotResolver } from '@hookform/resolvers/valibot';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { personalDataFieldsQueryOptions, usePersonalDataFields } from '@nfx/account';
import type { PhoneSettingsCountry, Profile } from '@nfx/api-contract';
import { useValidationText } from '@nfx/cms-config';
import { Button, Select, Skeleton, alert, muted, heading } from '@nfx/ui';
import { type SettingsChange, useSaveSettings } from '../api/settings-calls';
import { useErrorText } from '../common/error-text';
import { applyServerErrors } from '../common/server-errors';
import { toastSuccess } from '../common/toast';
import * as styles from '../common/profile.css';
import { SettingsField } from './SettingsField';
import {
  applyCountryChange,
  initialValues,
  profilePayload,
  settingsFields,
  settingsSchema,
  type SettingsValues,
  usesDocumentNumber,
} from './settings-form';

export interface PersonalDataFormProps {
  profile: Profile;
  fallbackCountry: string;
  countries: readonly PhoneSettingsCountry[];
  currencies: readonly string[];
}

/** The personal data of §3 with the fields of the chosen country, and the currency while it may change. */
export function PersonalDataForm({ profile, fallbackCountry, countries, currencies }: PersonalDataFormProps) {
  const { t } = useTranslation();
  const text = useValidationText();
  const errorText = useErrorText();
  const queryClient = useQueryClient();
  const save = useSaveSettings();
  const [generalError, setGeneralError] = useState<string | null>(null);
  const defaults = useMemo(() => initialValues(profile, fallbackCountry), [profile, fallbackCountry]);
  const [country, setCountry] = useState(defaults['country_code'] ?? '');
  const definitions = usePersonalDataFields(country, { keepPrevious: true });
  const fields = useMemo(() => settingsFields(definitions.data ?? []), [definitions.data]);
  // The resolver reads the fields on screen when it runs: they change with the country.
  const fieldsRef = useRef(fields);
  fieldsRef.current = fields;
  const currencyLocked = profile.has_deposits;

  const form = useForm<SettingsValues>({
    defaultValues: defaults,
    mode: 'onSubmit',
    reValidateMode: 'onChange',
    resolver: ((values, context, options) =>
      valibotResolver(settingsSchema(fieldsRef.current, values))(values, context, options as never)) as Resolver<SettingsValues>,
  });
  const { register, handleSubmit, formState, setError, getValues, reset, watch } = form;
  const documentType = watch('document_type');

  const changeCountry = async (next: string) => {
    setCountry(next);
    const nextFields = await queryClient.fetchQuery(personalDataFieldsQueryOptions(next));
    reset(applyCountryChange(getValues(), next, nextFields, { offered: currencies, locked: currencyLocked }), { keepDefaultValues: true });
  };

  const submit = handleSubmit((values) => {
    setGeneralError(null);
    const changes: SettingsChange[] = [{ call: 'account.saveProfileInfo', input: profilePayload(fields, values) }];
    if (!currencyLocked && values['currency'] && values['currency'] !== profile.currency)
      changes.push({ call: 'account.setCurrency', input: { currency: values['currency'] } });
    save.mutate(changes, {
      onSuccess: () => toastSuccess('settings', t('profile.settings.saved')),
      onError: (error) => {
        const names = [...fields.map((field) => field.sysname), 'currency'];
        if (!applyServerErrors(error, names, setError)) setGeneralError(errorText(error));
      },
    });
  });

  const countryRegistration = register('country_code', { onChange: (event) => void changeCountry(String(event.target.value)) });

  return (
    <form className={styles.form} onSubmit={submit} noValidate aria-labelledby="profile-personal-title" aria-busy={save.isPending}>
      <h2 id="profile-personal-title" className={heading({ weight: 'bold' })}>
        {t('profile.settings.personalTitle')}
      </h2>
      {generalError && (
        <p role="alert" className={alert({ look: 'soft' })}>
          {generalError}
        </p>
      )}
      {definitions.isPending && <Skeleton shape="block" height="10rem" />}
      <div className={styles.fieldGrid} aria-busy={definitions.isFetching}>
        {!definitions.isPending &&
          fields
            .filter((field) => field.sysname !== 'document_number' || usesDocumentNumber({ document_type: documentType ?? '' }))
            .map((field) => (
              <SettingsField
                key={field.sysname}
                field={field}
                countries={countries}
                error={text(formState.errors[field.sysname]?.message)}
                registration={field.sysname === 'country_code' ? countryRegistration : register(field.sysname)}
              />
            ))}
        {!currencyLocked && currencies.length > 0 && (
          <Select
            {...register('currency')}
            label={t('common.currency')}
            hint={t('profile.settings.currencyHint')}
            error={text(formState.errors['currency']?.message)}
          >
            {currencies.map((currency) => (
              <option key={currency} value={currency}>
                {currency}
              </option>
            ))}
          </Select>
        )}
      </div>
      {currencyLocked && (
        <p className={muted({ size: 'inherit' })}>{t('profile.settings.currencyLocked', { currency: profile.currency })}</p>
      )}
      <Button type="submit" loading={save.isPending}>
        {t('profile.settings.save')}
      </Button>
    </form>
  );
}
