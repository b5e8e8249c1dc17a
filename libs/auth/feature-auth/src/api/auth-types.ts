import type { FieldDefinition } from '@nfx/validation';

/** A flag of auth.registration in the CMS config (§3). */
export interface ConfigFlag {
  isActive: boolean;
  defaultValue: boolean;
}

export interface RegistrationFlags {
  confirmEmailPopup?: ConfigFlag;
  showCharacterSelect?: ConfigFlag;
  showPromocode?: ConfigFlag;
  showPromoFieldByDefault?: ConfigFlag;
  terms?: ConfigFlag;
  notify?: ConfigFlag;
  markBetting?: ConfigFlag;
  /** Validate while typing (`eager`) or only on submit (the default). */
  validationStrategy?: 'eager' | 'submit';
  /** Strip emoji from text fields as they are typed. */
  preventEmoji?: boolean;
  /** What the currency select starts with after a country change: empty, first or previous. */
  currencyDefault?: 'empty' | 'first' | 'previous';
}

/** One way to register (§3 authTypes): a form (full), a fast form, or the social block. */
export interface AuthType {
  label: string;
  component: 'form' | 'fast' | 'social';
  field?: string;
  isFast?: boolean;
  services?: string[];
}

export interface AuthConfig {
  registration: RegistrationFlags;
  authTypes: AuthType[];
}

export interface RegistrationFieldsConfig {
  default: FieldDefinition[];
  countries?: Record<string, FieldDefinition[]>;
}

/** The parts of `/nfx/cms-config/{locale}` the auth remote reads. */
export interface AuthCmsConfig {
  auth?: AuthConfig;
  registrationFields?: RegistrationFieldsConfig;
  settings?: { validator?: { messages?: Record<string, string> }; isTwoFAEnable?: boolean };
}
