type FieldType = 'input' | 'select' | 'phone' | 'region' | 'password' | 'country_code' | 'date';

interface FieldDefinition {
  sysname: string;
  type: FieldType;
  params: { is_required: boolean; is_visible: boolean };
  options?: { list?: { value: string; label: string }[]; mask?: string; regex?: string };
}

const field = (sysname: string, type: FieldType, isRequired: boolean, options?: FieldDefinition['options']): FieldDefinition => ({
  sysname,
  type,
  params: { is_required: isRequired, is_visible: true },
  ...(options ? { options } : {}),
});

const currency = field('currency', 'select', true, {
  list: ['USD', 'EUR', 'GBP', 'BRL', 'RUB'].map((code) => ({ value: code, label: code })),
});

const common: FieldDefinition[] = [
  field('email', 'input', true),
  field('password', 'password', true),
  currency,
  field('country_code', 'country_code', true),
  field('phone', 'phone', false),
];

/**
 * Registration fields per country; `default` applies to every country without its own list.
 * Brazil asks for a CPF (the only document whose number is sent), Latvia and Russia for a region.
 */
export const registrationFields = {
  default: common,
  countries: {
    BR: [
      ...common,
      field('birth_date', 'date', true),
      field('document_type', 'select', true, { list: [{ value: 'cpf', label: 'CPF' }] }),
      field('document_number', 'input', true, { mask: '###.###.###-##', regex: '^\\d{3}\\.?\\d{3}\\.?\\d{3}-?\\d{2}$' }),
    ],
    LV: [...common, field('region', 'region', false), field('birth_date', 'date', true)],
    RU: [...common, field('region', 'region', false), field('birth_date', 'date', true)],
    DE: [...common, field('birth_date', 'date', true), field('postcode', 'input', false, { regex: '^\\d{5}$' })],
  },
};
