import { useTranslation } from 'react-i18next';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { Input, Select } from '@nfx/ui';
import { DATE_CHARACTERS, type FieldDefinition } from '@nfx/validation';
import type { PhoneSettingsCountry } from '@nfx/api-contract';
import { optionsOf } from './registration-fields';

const AUTOCOMPLETE: Record<string, string> = {
  email: 'email',
  password: 'new-password',
  first_name: 'given-name',
  middle_name: 'additional-name',
  last_name: 'family-name',
  birth_date: 'bday',
  address: 'street-address',
  postcode: 'postal-code',
  home_town: 'address-level2',
  region: 'address-level1',
  login: 'username',
};

export interface RegistrationFieldProps {
  field: FieldDefinition;
  required: boolean;
  error?: string;
  registration: UseFormRegisterReturn;
  countries: readonly PhoneSettingsCountry[];
  /** Strip emoji as the player types (§5). */
  preventEmoji: boolean;
  stripEmoji: (value: string) => string;
}

/** One CMS field other than the phone: text, password, date, select, country or region. */
export function RegistrationField({ field, required, error, registration, countries, preventEmoji, stripEmoji }: RegistrationFieldProps) {
  const { t } = useTranslation();
  const label = t(`auth.fields.${field.sysname}`, { defaultValue: field.sysname });
  const options = optionsOf(field);
  const common = { ...registration, label, required, error };

  if (field.type === 'country_code' || field.type === 'select' || (field.type === 'region' && options.length > 0)) {
    const list =
      field.type === 'country_code' ? countries.map((country) => ({ value: country.country_code, label: country.name })) : options;
    return (
      <Select {...common}>
        <option value="">{t('auth.register.choose')}</option>
        {list.map((option) => (
          <option key={option.value} value={option.value}>
            {t(option.label, { defaultValue: option.label })}
          </option>
        ))}
      </Select>
    );
  }
  if (field.type === 'password') {
    return (
      <Input
        {...common}
        type="password"
        autoComplete="new-password"
        showPasswordLabel={t('common.showPassword')}
        hidePasswordLabel={t('common.hidePassword')}
      />
    );
  }
  const onChange: typeof registration.onChange = (event) => {
    const input = event.target as HTMLInputElement;
    if (field.type === 'date') input.value = [...input.value].filter((char) => DATE_CHARACTERS.test(char)).join('');
    else if (preventEmoji) input.value = stripEmoji(input.value);
    return registration.onChange(event);
  };
  return (
    <Input
      {...common}
      onChange={onChange}
      type={field.sysname === 'email' ? 'email' : 'text'}
      inputMode={field.type === 'date' ? 'numeric' : undefined}
      placeholder={field.type === 'date' ? t('auth.register.datePlaceholder') : undefined}
      autoComplete={AUTOCOMPLETE[field.sysname] ?? 'off'}
    />
  );
}
