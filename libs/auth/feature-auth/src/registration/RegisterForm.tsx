import { useEffect, useId, useMemo, useRef, useState } from 'react';
import { Controller, type FieldErrors, type Resolver, useForm } from 'react-hook-form';
import { valibotResolver } from '@hookform/resolvers/valibot';
import * as v from 'valibot';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { usePersonalDataFields } from '@nfx/account';
import { useLocalizedPath } from '@nfx/app-runtime';
import { queueFollowUpPopup } from '@nfx/dialogs';
import { isApiError } from '@nfx/errors';
import { paths } from '@nfx/paths';
import type { AccountInfo } from '@nfx/session';
import { useValidationText } from '@nfx/cms-config';
import { Button, Checkbox, Spinner, alert, heading, muted } from '@nfx/ui';
import { mapServerErrors, phoneMasksOf, registrationFormSchema, stripEmojiText } from '@nfx/validation';
import { authAnalytics } from '../analytics/auth-analytics';
import type { PhoneSettingsCountry } from '@nfx/api-contract';
import type { AuthConfig, AuthType, RegistrationFieldsConfig } from '@nfx/cms-config';
import { useRegister } from '../api/register';
import { errorCodeOf } from '../flow/error-code';
import { BETTING_CHOICE_KEY, clearRegistrationChoices, initialPromoCode, readStored, writeStored } from '../flow/stored-choices';
import { SocialBlock } from '../SocialBlock';
import type { SocialResult } from '../social/social-sign-in';
import { CharacterPicker } from './CharacterPicker';
import { PhoneField } from './PhoneField';
import { PromoCodeField } from './PromoCodeField';
import { RegistrationField } from './RegistrationField';
import { defaultCountryFor } from './default-country';
import { cmsFieldsFor, optionsOf, visibleRegistrationFields } from './registration-fields';
import { registrationPayload } from './registration-payload';
import * as styles from '../AuthForms.css';

type Values = Record<string, unknown>;

/** What the player chose in the form that decides where sign-up takes them. */
export interface RegistrationChoice {
  /** The betting-or-casino choice was shown and the player picked betting (`is_betting=1`). */
  betting: boolean;
}

export interface RegisterFormBodyProps {
  config: AuthConfig;
  fieldsConfig: RegistrationFieldsConfig | undefined;
  /** `settings.isVisibleNoticeBetting`: say under the choice that betting leads to the sportsbook. */
  bettingNotice?: boolean;
  countries: readonly PhoneSettingsCountry[];
  /** `social`: a signed-in social player completes the registration (no switcher, no social block). */
  variant: 'form' | 'social';
  onRegistered: (account: AccountInfo, choice: RegistrationChoice) => void | Promise<void>;
  onSwitchToLogin?: () => void;
  onSocialResult?: (result: SocialResult) => void;
}

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}

/** The CMS-driven registration form (§2, §4, §5) once its configuration has loaded. */
export function RegisterFormBody({
  config,
  fieldsConfig,
  bettingNotice = false,
  countries,
  variant,
  onRegistered,
  onSwitchToLogin,
  onSocialResult,
}: RegisterFormBodyProps) {
  const { t, i18n } = useTranslation();
  const text = useValidationText();
  const location = useLocation();
  const titleId = useId();
  const bettingNoticeId = useId();
  const flags = config.registration;
  const formTypes = config.authTypes.filter((type) => type.component !== 'social');
  const socialType = config.authTypes.find((type) => type.component === 'social');
  const [typeIndex, setTypeIndex] = useState(0);
  const authType: AuthType | undefined =
    variant === 'social' ? (formTypes.find((type) => type.component === 'form') ?? formTypes[0]) : formTypes[typeIndex];
  const termsActive = flags.terms?.isActive === true;
  const charactersActive = flags.showCharacterSelect?.isActive === true;
  const eager = flags.validationStrategy === 'eager';
  const preventEmoji = flags.preventEmoji !== false;
  const initialPromo = useMemo(() => initialPromoCode(location.search), [location.search]);
  const storedBetting = readStored(BETTING_CHOICE_KEY);

  const schemaRef = useRef<v.GenericSchema<Values, Values> | null>(null);
  const resolver: Resolver<Values> = (values, context, options) =>
    valibotResolver(schemaRef.current!)(values, context, options as never) as never;
  const form = useForm<Values>({
    mode: eager ? 'onChange' : 'onSubmit',
    reValidateMode: 'onChange',
    resolver,
    shouldUnregister: true,
    defaultValues: {
      country_code: defaultCountryFor(i18n.language, countries),
      terms: flags.terms?.defaultValue ?? false,
      notify: flags.notify?.defaultValue ?? false,
      is_betting: storedBetting === '1' || storedBetting === '0' ? storedBetting : flags.markBetting?.defaultValue ? '1' : '0',
      hasPromocode: Boolean(flags.showPromoFieldByDefault?.defaultValue) || initialPromo !== '',
      promo_code: initialPromo,
    },
  });
  const { register: field, control, formState, watch, setValue, setError, handleSubmit, reset, getValues } = form;

  const country = String(watch('country_code') ?? '');
  const isFull = authType?.component !== 'fast' && authType?.isFast !== true;
  const personal = usePersonalDataFields(country, { enabled: isFull && country !== '' });
  const fields = useMemo(
    () =>
      visibleRegistrationFields(authType, cmsFieldsFor(fieldsConfig, country), personal.data ?? [], {
        contactsOptional: variant === 'social',
      }),
    [authType, fieldsConfig, country, personal.data, variant],
  );
  const countryEntry = countries.find((entry) => entry.country_code === country);
  schemaRef.current = useMemo(() => {
    const schema = registrationFormSchema(fields, {
      termsRequired: termsActive,
      phoneMasks: countryEntry ? phoneMasksOf(countryEntry) : undefined,
    });
    // The chosen character is not a CMS field; kept here so the validated values still carry it
    // (null while no radio of the group is checked).
    return v.object({ ...schema.entries, character_id: v.nullish(v.string()) });
  }, [fields, termsActive, countryEntry]);

  // §4: a new country resets region and document type to their first options and applies the currency rule.
  const appliedCountry = useRef(country);
  useEffect(() => {
    if (appliedCountry.current === country || personal.isFetching) return;
    appliedCountry.current = country;
    for (const { field: definition } of fields) {
      if (definition.sysname === 'region' || definition.sysname === 'document_type')
        setValue(definition.sysname, optionsOf(definition)[0]?.value ?? '');
      if (definition.sysname === 'currency') {
        const rule = flags.currencyDefault ?? 'previous';
        if (rule === 'empty') setValue('currency', '');
        if (rule === 'first') setValue('currency', optionsOf(definition)[0]?.value ?? '');
      }
    }
  }, [country, fields, personal.isFetching, setValue, flags.currencyDefault]);

  const mutation = useRegister();
  const [generalError, setGeneralError] = useState(false);
  const navigate = useNavigate();
  const localized = useLocalizedPath();

  const scrollToFirstError = (errors: FieldErrors<Values>) => {
    const first = Object.keys(errors)[0];
    const element = first ? document.querySelector<HTMLElement>(`[name="${CSS.escape(first)}"]`) : null;
    element?.scrollIntoView?.({ block: 'center', behavior: 'smooth' });
  };

  const submit = handleSubmit((values) => {
    setGeneralError(false);
    const payload = registrationPayload(values, {
      fields,
      locale: i18n.language,
      phoneCode: countryEntry?.phone_code,
      notifyActive: flags.notify?.isActive === true,
      bettingActive: flags.markBetting?.isActive === true,
      promoActive: flags.showPromocode?.isActive === true,
      characterActive: charactersActive,
    });
    mutation.mutate(payload, {
      onSuccess: async (account) => {
        reset();
        clearRegistrationChoices();
        if (flags.confirmEmailPopup?.isActive && payload['email']) {
          queueFollowUpPopup({
            id: 'confirm-email',
            kind: 'confirm',
            title: t('auth.confirmEmail.title'),
            content: `<p>${escapeHtml(t('auth.confirmEmail.text', { email: payload['email'] }))}</p>`,
            textAgree: t('auth.confirmEmail.enterCode'),
            textReject: t('auth.confirmEmail.later'),
            // The popup is gone by then; its navigate still works (the router outlives it).
            onAgree: () => void navigate(localized(paths.confirmation())),
          });
        }
        // The payload carries is_betting only when the choice was on the form.
        await onRegistered(account, { betting: payload['is_betting'] === '1' });
      },
      onError: (error) => {
        authAnalytics().error(errorCodeOf(error), 'registration');
        const reported = isApiError(error)
          ? (error.invalidParameters ?? (error.errorData as Record<string, string[]> | undefined))
          : undefined;
        const mapped = mapServerErrors(reported && typeof reported === 'object' ? reported : undefined, [
          ...fields.map((entry) => entry.field.sysname),
          'promo_code',
          'terms',
          'character_id',
        ]);
        const names = Object.keys(mapped.fields);
        for (const name of names) setError(name, { type: 'server', message: mapped.fields[name] }, { shouldFocus: name === names[0] });
        if (names.length === 0 || mapped.unmatched.length > 0) setGeneralError(true);
      },
    });
  }, scrollToFirstError);

  const errorOf = (name: string) => text(formState.errors[name]?.message as string | undefined);
  // The editor's notice (isVisibleNoticeBetting) says where betting leads while betting is picked.
  const showBettingNotice = bettingNotice && watch('is_betting') === '1';
  const socialServices = socialType?.services ?? [];
  const requireTerms = () => {
    if (!termsActive || getValues('terms') === true) return true;
    setError('terms', { type: 'required', message: 'validation.terms' }, { shouldFocus: true });
    return false;
  };

  if (variant === 'form' && formTypes.length === 0 && socialType) {
    return (
      <div className={styles.form}>
        <h2 id={titleId} className={heading({ weight: 'bold' })}>
          {t('auth.register.title')}
        </h2>
        <SocialBlock services={socialServices} typeAuth="registration" onResult={(result) => onSocialResult?.(result)} />
      </div>
    );
  }

  return (
    <form className={styles.form} onSubmit={submit} noValidate aria-labelledby={titleId} aria-busy={mutation.isPending}>
      <h2 id={titleId} className={heading({ weight: 'bold' })}>
        {t(variant === 'social' ? 'auth.socialRegistration.title' : 'auth.register.title')}
      </h2>
      {variant === 'social' && <p className={muted({ size: 'inherit' })}>{t('auth.socialRegistration.description')}</p>}
      {variant === 'form' && formTypes.length > 1 && (
        <div className={styles.tabs} role="group" aria-label={t('auth.register.typeSwitcher')}>
          {formTypes.map((type, index) => (
            <Button
              key={type.label}
              type="button"
              size="sm"
              variant={index === typeIndex ? 'primary' : 'ghost'}
              aria-pressed={index === typeIndex}
              onClick={() => setTypeIndex(index)}
            >
              {type.label}
            </Button>
          ))}
        </div>
      )}
      {generalError && (
        <p role="alert" className={alert({ look: 'soft', icon: true })}>
          <span aria-hidden="true">⚠</span>
          {t('auth.register.wrongRegServerError')}
        </p>
      )}
      {fields.map(({ field: definition, required }) =>
        definition.type === 'phone' || definition.sysname === 'phone' || definition.sysname === 'mobile' ? (
          <Controller
            key={definition.sysname}
            name={definition.sysname}
            control={control}
            render={({ field: controlled }) => (
              <PhoneField
                ref={controlled.ref}
                name={definition.sysname}
                label={t(`auth.fields.${definition.sysname}`)}
                required={required}
                error={errorOf(definition.sysname)}
                value={String(controlled.value ?? '')}
                onChange={controlled.onChange}
                onBlur={controlled.onBlur}
                country={countryEntry}
                countries={countries}
                onCountryFromPaste={(found) => setValue('country_code', found.country_code)}
              />
            )}
          />
        ) : (
          <RegistrationField
            key={definition.sysname}
            field={definition}
            required={required}
            error={errorOf(definition.sysname)}
            registration={field(definition.sysname)}
            countries={countries}
            preventEmoji={preventEmoji}
            stripEmoji={stripEmojiText}
          />
        ),
      )}
      {personal.isFetching && <Spinner size="sm" label={t('common.loading')} />}
      {charactersActive && <CharacterPicker registration={field('character_id')} error={errorOf('character_id')} />}
      {flags.markBetting?.isActive && (
        <fieldset className={styles.fieldset} aria-describedby={showBettingNotice ? bettingNoticeId : undefined}>
          <legend className={styles.legend}>{t('auth.register.preference')}</legend>
          <div className={styles.radios}>
            {(['0', '1'] as const).map((value) => (
              <label key={value}>
                <input
                  type="radio"
                  value={value}
                  {...field('is_betting', { onChange: (event) => writeStored(BETTING_CHOICE_KEY, String(event.target.value)) })}
                />{' '}
                {t(value === '1' ? 'auth.register.betting' : 'auth.register.casino')}
              </label>
            ))}
          </div>
          {/* Present while the notice is switched on, so picking betting is announced (politely). */}
          {bettingNotice && (
            <p id={bettingNoticeId} className={muted({ size: 'inherit' })} aria-live="polite">
              {showBettingNotice ? t('auth.register.bettingNotice') : null}
            </p>
          )}
        </fieldset>
      )}
      {flags.showPromocode?.isActive && variant === 'form' && (
        <>
          <Checkbox label={t('auth.register.havePromoCode')} {...field('hasPromocode')} />
          {watch('hasPromocode') === true && (
            <Controller
              name="promo_code"
              control={control}
              render={({ field: controlled }) => (
                <PromoCodeField value={String(controlled.value ?? '')} onChange={controlled.onChange} error={errorOf('promo_code')} />
              )}
            />
          )}
        </>
      )}
      {termsActive && <Checkbox label={t('auth.register.terms')} required error={errorOf('terms')} {...field('terms')} />}
      {flags.notify?.isActive && <Checkbox label={t('auth.register.notify')} {...field('notify')} />}
      <Button type="submit" fullWidth loading={mutation.isPending} disabled={personal.isFetching}>
        {t(variant === 'social' ? 'auth.socialRegistration.submit' : 'common.register')}
      </Button>
      {variant === 'form' && socialType && socialServices.length > 0 && (
        <SocialBlock
          services={socialServices}
          typeAuth="registration"
          beforeOpen={requireTerms}
          onResult={(result) => onSocialResult?.(result)}
        />
      )}
      {onSwitchToLogin && (
        <div className={styles.switcher}>
          <span>{t('auth.register.haveAccount')}</span>
          <button type="button" className={styles.linkButton} onClick={onSwitchToLogin}>
            {t('common.signIn')}
          </button>
        </div>
      )}
    </form>
  );
}
