import type { FormFieldRequirement } from '@nfx/validation';
import type { RegistrationPayload } from '../api/register';

export interface PayloadContext {
  fields: readonly FormFieldRequirement[];
  locale: string;
  /** The calling code of the chosen country, sent as phone_country_code with a phone. */
  phoneCode?: string;
  notifyActive: boolean;
  bettingActive: boolean;
  promoActive: boolean;
  /** §3: character_id goes out only while the character select is on. */
  characterActive?: boolean;
}

const PHONE_FIELDS = ['phone', 'mobile'];

/**
 * The §3 registration payload: the shown fields, login falling back to email then phone,
 * locale, notify and is_betting as 1/0, the promo code only when its box is on; empty values
 * and hasPromocode are left out. Phones go out as calling code + national number.
 */
export function registrationPayload(values: Record<string, unknown>, context: PayloadContext): RegistrationPayload {
  const payload: RegistrationPayload = {};
  const put = (name: string, value: unknown) => {
    const text = typeof value === 'string' ? value.trim() : value === undefined || value === null ? '' : String(value);
    if (text !== '') payload[name] = text;
  };
  for (const { field } of context.fields) {
    const value = values[field.sysname];
    if (PHONE_FIELDS.includes(field.sysname) && typeof value === 'string' && value.trim() !== '') {
      put(field.sysname, `${context.phoneCode ?? ''}${value.replace(/\D/g, '')}`);
      if (context.phoneCode) put('phone_country_code', context.phoneCode);
      continue;
    }
    // Only a CPF's number is sent (§3).
    if (field.sysname === 'document_number' && values['document_type'] !== undefined && values['document_type'] !== 'cpf') continue;
    put(field.sysname, value);
  }
  put('login', values['login'] ?? payload['email'] ?? payload['phone'] ?? payload['mobile']);
  put('locale', context.locale);
  if (context.notifyActive) put('notify', values['notify'] ? '1' : '0');
  if (context.bettingActive && (values['is_betting'] === '1' || values['is_betting'] === '0')) put('is_betting', values['is_betting']);
  if (context.promoActive && values['hasPromocode']) put('promo_code', values['promo_code']);
  if (context.characterActive) put('character_id', values['character_id']);
  return payload;
}
