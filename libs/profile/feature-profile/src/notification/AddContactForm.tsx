import { useRef, useState } from 'react';
import { Controller, type Resolver, useForm } from 'react-hook-form';
import { valibotResolver } from '@hookform/resolvers/valibot';
import { useTranslation } from 'react-i18next';
import type { PhoneSettingsCountry } from '@nfx/api-contract';
import { isApiError } from '@nfx/errors';
import { useValidationText } from '@nfx/cms-config';
import { Button, Input, Select, alert, muted, heading } from '@nfx/ui';
import { countryFromPastedPhone, formatPhone, maskPhoneInput, phoneMasksOf } from '@nfx/validation';
import { useAddContact, useSendConfirmation } from '../api/contact-calls';
import { useErrorText } from '../common/error-text';
import { toastSuccess } from '../common/toast';
import * as styles from '../common/profile.css';
import { type AddContactValues, addContactPayload, addContactSchema, type ContactFieldState } from './add-contact-form';

export interface AddContactFormProps {
  countries: readonly PhoneSettingsCountry[];
  defaultCountry: string;
}

/** A new email or phone (POST account/addcontact); its confirmation code is sent at once. */
export function AddContactForm({ countries, defaultCountry }: AddContactFormProps) {
  const { t } = useTranslation();
  const text = useValidationText();
  const errorText = useErrorText();
  const add = useAddContact();
  const send = useSendConfirmation();
  const [state, setState] = useState<ContactFieldState>('valid');
  const [notice, setNotice] = useState<string | null>(null);
  const countryRef = useRef<PhoneSettingsCountry | undefined>(undefined);
  const { register, handleSubmit, formState, setError, watch, reset, control, setValue } = useForm<AddContactValues>({
    defaultValues: { kind: 'email', email: '', phone: '', country: defaultCountry },
    resolver: ((values, context, options) =>
      valibotResolver(addContactSchema(countryRef.current))(values as never, context, options as never)) as Resolver<AddContactValues>,
  });
  const kind = watch('kind');
  const country = countries.find((entry) => entry.country_code === watch('country'));
  countryRef.current = country;
  const masks = phoneMasksOf(country);

  const submit = handleSubmit((values) => {
    setNotice(null);
    const payload = addContactPayload(values, country);
    add.mutate(payload, {
      onSuccess: () => {
        setState('valid');
        reset({ ...values, email: '', phone: '' });
        send.mutate(payload.contact, {
          onSuccess: () => toastSuccess('contact-added', t('profile.notification.added')),
          onError: (error) => setNotice(errorText(error)),
        });
      },
      onError: (error) => {
        setState('invalid');
        // The server names the contact; the form shows it on the field the player typed it in.
        const key = isApiError(error) ? error.invalidParameters?.['contact']?.[0] : undefined;
        if (key) setError(values.kind === 'email' ? 'email' : 'phone', { type: 'server', message: key }, { shouldFocus: true });
        else setNotice(errorText(error));
      },
    });
  });

  const markDirty = () => setState('dirty');
  return (
    <form className={styles.form} onSubmit={submit} noValidate aria-labelledby="profile-add-contact-title" data-state={state}>
      <h2 id="profile-add-contact-title" className={heading({ weight: 'bold' })}>
        {t('profile.notification.addTitle')}
      </h2>
      {notice && (
        <p role="alert" className={alert({ look: 'soft' })}>
          {notice}
        </p>
      )}
      <div className={styles.fieldGrid}>
        <Select label={t('profile.notification.kind')} {...register('kind', { onChange: markDirty })}>
          <option value="email">{t('profile.notification.email')}</option>
          <option value="phone">{t('profile.notification.phone')}</option>
        </Select>
        {kind === 'email' ? (
          <Input
            label={t('profile.notification.email')}
            type="email"
            autoComplete="email"
            required
            error={text(formState.errors.email?.message)}
            {...register('email', { onChange: markDirty })}
          />
        ) : (
          <>
            <Select label={t('profile.fields.country_code')} {...register('country', { onChange: markDirty })}>
              {countries.map((entry) => (
                <option key={entry.country_code} value={entry.country_code}>
                  {`${entry.name} +${entry.phone_code}`}
                </option>
              ))}
            </Select>
            <Controller
              control={control}
              name="phone"
              render={({ field }) => (
                <Input
                  ref={field.ref}
                  name={field.name}
                  label={t('profile.notification.phone')}
                  type="tel"
                  inputMode="tel"
                  autoComplete="tel-national"
                  required
                  placeholder={masks[0]}
                  error={text(formState.errors.phone?.message)}
                  value={formatPhone(field.value, masks).text}
                  onBlur={field.onBlur}
                  onChange={(event) => {
                    markDirty();
                    field.onChange(maskPhoneInput(event.target.value, masks).slots);
                  }}
                  onPaste={(event) => {
                    // §5: pasting a full international number picks its country by the calling code.
                    const found = countryFromPastedPhone(event.clipboardData.getData('text'), countries, country);
                    if (!found) return;
                    event.preventDefault();
                    markDirty();
                    setValue('country', found.country.country_code);
                    field.onChange(formatPhone(found.slots, phoneMasksOf(found.country)).slots);
                  }}
                />
              )}
            />
          </>
        )}
      </div>
      <p className={muted({ size: 'inherit' })} aria-live="polite">
        {state === 'valid' ? '' : t(`profile.notification.state.${state}`)}
      </p>
      <Button type="submit" loading={add.isPending || send.isPending}>
        {t('profile.notification.add')}
      </Button>
    </form>
  );
}
