/** Reference data seeded at start: countries with phone codes and masks, currency rates, profile fields. */

export interface CountrySeed {
  code: string;
  name: string;
  phoneCode: string;
  masks: string[];
  currency: string;
}

export const countrySeeds: CountrySeed[] = [
  { code: 'BR', name: 'Brazil', phoneCode: '55', masks: ['+55 (##) #####-####'], currency: 'BRL' },
  { code: 'DE', name: 'Germany', phoneCode: '49', masks: ['+49 ### ########', '+49 #### #######'], currency: 'EUR' },
  { code: 'LV', name: 'Latvia', phoneCode: '371', masks: ['+371 ## ### ###'], currency: 'EUR' },
  { code: 'RU', name: 'Russia', phoneCode: '7', masks: ['+7 (###) ###-##-##'], currency: 'RUB' },
  { code: 'ES', name: 'Spain', phoneCode: '34', masks: ['+34 ### ### ###'], currency: 'EUR' },
  { code: 'US', name: 'United States', phoneCode: '1', masks: ['+1 (###) ###-####'], currency: 'USD' },
  { code: 'GB', name: 'United Kingdom', phoneCode: '44', masks: ['+44 #### ######'], currency: 'GBP' },
  { code: 'CA', name: 'Canada', phoneCode: '1', masks: ['+1 (###) ###-####'], currency: 'CAD' },
  { code: 'IN', name: 'India', phoneCode: '91', masks: ['+91 #####-#####'], currency: 'INR' },
  { code: 'PL', name: 'Poland', phoneCode: '48', masks: ['+48 ### ### ###'], currency: 'PLN' },
  { code: 'TR', name: 'Turkey', phoneCode: '90', masks: ['+90 (###) ### ## ##'], currency: 'TRY' },
];

/** Units per 1 USD; demo figures, replaced by a rates feed in production. */
export const currencyRateSeeds: Record<string, number> = {
  USD: 1,
  EUR: 0.92,
  GBP: 0.79,
  BRL: 5.05,
  RUB: 91.5,
  CAD: 1.36,
  INR: 83.2,
  PLN: 3.98,
  TRY: 32.1,
  USDT: 1,
};

export interface FieldSeed {
  sysname: string;
  type: 'input' | 'select' | 'phone' | 'region' | 'password' | 'country_code' | 'date';
  required: boolean;
  visible?: boolean;
  options?: Record<string, unknown>;
}

const nameFields: FieldSeed[] = [
  { sysname: 'first_name', type: 'input', required: true },
  { sysname: 'last_name', type: 'input', required: true },
];
const birthDate: FieldSeed = { sysname: 'birth_date', type: 'date', required: true, options: { mask: '##.##.####' } };
const country: FieldSeed = { sysname: 'country_code', type: 'country_code', required: true };
const phone: FieldSeed = { sysname: 'mobile', type: 'phone', required: false };
const sex: FieldSeed = {
  sysname: 'sex',
  type: 'select',
  required: false,
  options: {
    select: [
      { value: 0, label: 'profile.sex.unknown' },
      { value: 1, label: 'profile.sex.male' },
      { value: 2, label: 'profile.sex.female' },
    ],
  },
};

/** Field sets per country; '*' is used for every country without its own set. */
export const personalFieldSeeds: Record<string, FieldSeed[]> = {
  '*': [
    ...nameFields,
    birthDate,
    country,
    { sysname: 'home_town', type: 'input', required: false },
    { sysname: 'address', type: 'input', required: false },
    phone,
  ],
  BR: [
    ...nameFields,
    birthDate,
    country,
    { sysname: 'region', type: 'region', required: true, options: { select: ['SP', 'RJ', 'MG', 'BA', 'RS', 'PR'] } },
    { sysname: 'document_type', type: 'select', required: true, options: { select: ['cpf'] } },
    {
      sysname: 'document_number',
      type: 'input',
      required: true,
      options: { mask: '###.###.###-##', regex: '^\\d{3}\\.\\d{3}\\.\\d{3}-\\d{2}$' },
    },
    phone,
  ],
  DE: [
    ...nameFields,
    birthDate,
    country,
    sex,
    { sysname: 'home_town', type: 'input', required: true },
    { sysname: 'address', type: 'input', required: true },
    { sysname: 'postcode', type: 'input', required: true, options: { mask: '#####', regex: '^\\d{5}$' } },
    phone,
  ],
  LV: [
    ...nameFields,
    birthDate,
    country,
    { sysname: 'home_town', type: 'input', required: false },
    { sysname: 'address', type: 'input', required: true },
    { sysname: 'postcode', type: 'input', required: false, options: { mask: 'LV-####', regex: '^(LV-)?\\d{4}$' } },
    phone,
  ],
  RU: [
    ...nameFields,
    { sysname: 'middle_name', type: 'input', required: false },
    birthDate,
    country,
    { sysname: 'region', type: 'region', required: false },
    { sysname: 'home_town', type: 'input', required: false },
    phone,
  ],
  ES: [
    ...nameFields,
    birthDate,
    country,
    { sysname: 'document_type', type: 'select', required: false, options: { select: ['id_card', 'passport'] } },
    { sysname: 'address', type: 'input', required: false },
    phone,
  ],
  US: [
    ...nameFields,
    birthDate,
    country,
    { sysname: 'region', type: 'region', required: true, options: { select: ['CA', 'NJ', 'NY', 'PA', 'MI'] } },
    { sysname: 'address', type: 'input', required: true },
    { sysname: 'postcode', type: 'input', required: true, options: { mask: '#####', regex: '^\\d{5}$' } },
    phone,
  ],
  GB: [
    ...nameFields,
    birthDate,
    country,
    { sysname: 'home_town', type: 'input', required: true },
    { sysname: 'address', type: 'input', required: true },
    { sysname: 'postcode', type: 'input', required: true, options: { regex: '^[A-Za-z0-9 ]{5,8}$' } },
    phone,
  ],
  CA: [
    ...nameFields,
    birthDate,
    country,
    { sysname: 'region', type: 'region', required: true, options: { select: ['ON', 'QC', 'BC', 'AB'] } },
    phone,
  ],
  PL: [...nameFields, birthDate, country, { sysname: 'address', type: 'input', required: false }, phone],
};
