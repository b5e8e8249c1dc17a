import type { ClipboardEvent } from 'react';
import { Input } from '@nfx/ui';
import { countryFromPastedPhone, formatPhone, maskPhoneInput, phoneMasksOf } from '@nfx/validation';
import type { PhoneSettingsCountry } from '@nfx/api-contract';

export interface PhoneFieldProps {
  name: string;
  label: string;
  required: boolean;
  error?: string;
  /** The national number as typed (the mask's slots). */
  value: string;
  onChange: (slots: string) => void;
  onBlur: () => void;
  country: PhoneSettingsCountry | undefined;
  countries: readonly PhoneSettingsCountry[];
  /** A pasted international number names another country (§5). */
  onCountryFromPaste: (country: PhoneSettingsCountry) => void;
  ref?: React.Ref<HTMLInputElement>;
}

/** A phone input formatted with the chosen country's masks; input past the longest mask is ignored. */
export function PhoneField({
  name,
  label,
  required,
  error,
  value,
  onChange,
  onBlur,
  country,
  countries,
  onCountryFromPaste,
  ref,
}: PhoneFieldProps) {
  const masks = phoneMasksOf(country);
  const paste = (event: ClipboardEvent<HTMLInputElement>) => {
    const found = countryFromPastedPhone(event.clipboardData.getData('text'), countries, country);
    if (!found) return;
    event.preventDefault();
    if (found.country.country_code !== country?.country_code) onCountryFromPaste(found.country);
    onChange(formatPhone(found.slots, phoneMasksOf(found.country)).slots);
  };
  return (
    <Input
      ref={ref}
      name={name}
      label={label}
      type="tel"
      inputMode="tel"
      autoComplete="tel-national"
      required={required}
      error={error}
      placeholder={masks[0]}
      value={formatPhone(value, masks).text}
      onChange={(event) => onChange(maskPhoneInput(event.target.value, masks).slots)}
      onPaste={paste}
      onBlur={onBlur}
    />
  );
}
