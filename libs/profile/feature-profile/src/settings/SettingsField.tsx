import { useTranslation } from 'react-i18next';
import type { UseFormRegisterReturn } from 'react-hook-form';
import type { PhoneSettingsCountry } from '@nfx/api-contract';
import { Input, Select } from '@nfx/ui';
import { DATE_CHARACTERS, type FieldDefinition, maskPhoneInput } from '@nfx/validation';
import { optionValues } from './settings-form';

const AUTOCOMPLETE: Record<string, string> = {
  first_name: 'given-name',
  middle_name: 'additional-name',
  last_name: 'family-name',
  birth_date: 'bday',
  address: 'street-address',
  postcode: 'postal-code',
  home_town: 'address-level2',
  region: 'address-level1',
  country_code: 'country',
};

export interface SettingsFieldProps {
  field: FieldDefinition;
  error?: string;
  registration: UseFormRegisterReturn;
  countries: readonly PhoneSettingsCountry[];
}

/** One personal data field: a select for countries, regions and listed options, a text input otherwise. */
export function SettingsField({ field, error, registration, countries }: SettingsFieldProps) {
  const { t } = useTranslation();
  const label = t(`profile.fields.${field.sysname}`, { defaultValue: field.sysname });
  const required = field.params?.is_required === true;
  const options =
    field.type === 'country_code'
      ? countries.map((country) => ({ value: country.country_code, label: country.name }))
      : optionValues(field).map((option) => ({
          value: option.value,
          label:
            field.sysname === 'document_type'
              ? t(`profile.documentTypes.${option.value}`, { defaultValue: option.label })
              : t(option.label),
        }));
  if (field.type === 'country_code' || field.type === 'select' || options.length > 0) {
    return (
      <Select {...registration} label={label} required={required} error={error}>
        {/* A required select still starts empty when nothing was chosen, so nothing is saved that the player did not pick. */}
        <option value="">{t(required ? 'profile.settings.choose' : 'profile.settings.notGiven')}</option>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </Select>
    );
  }
  const mask = field.type !== 'date' && field.options?.mask?.includes('#') ? field.options.mask : undefined;
  const onChange: typeof registration.onChange = (event) => {
    const input = event.target as HTMLInputElement;
    // §5: a date takes only its characters; a masked field (postcode, cpf number) is formatted as typed.
    if (field.type === 'date') input.value = [...input.value].filter((char) => DATE_CHARACTERS.test(char)).join('');
    else if (mask) input.value = maskPhoneInput(input.value, [mask]).text;
    return registration.onChange(event);
  };
  return (
    <Input
      {...registration}
      onChange={onChange}
      label={label}
      required={required}
      error={error}
      inputMode={field.type === 'date' || mask ? 'numeric' : undefined}
      placeholder={field.type === 'date' ? t('profile.settings.datePlaceholder') : mask}
      autoComplete={AUTOCOMPLETE[field.sysname] ?? 'off'}
    />
  );
}
