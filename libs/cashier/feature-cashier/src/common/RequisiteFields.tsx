import { useTranslation } from 'react-i18next';
import type { RequisiteField } from '@nfx/api-contract';
import { Input, Select } from '@nfx/ui';
import { useBanks } from '../api/banks';
import { requisiteAutoComplete } from './requisite-rules';

/** Requisites with their own words; any other name reads as its rule (an account holder is a card holder's rule). */
const NAMED = new Set(['card_number', 'card_holder', 'account_holder', 'iban', 'bank', 'email']);

export interface RequisiteFieldsProps {
  /** Prefix of the controls' ids, so the deposit and withdrawal forms can share a page in tests. */
  idPrefix: string;
  fields: readonly RequisiteField[];
  values: Readonly<Record<string, string>>;
  errors: Readonly<Record<string, string | undefined>>;
  onChange: (name: string, value: string) => void;
  disabled?: boolean;
}

/** One field per requisite the method asks for, with the browser's autofill hints and the §5 rule's message. */
export function RequisiteFields({ idPrefix, fields, values, errors, onChange, disabled }: RequisiteFieldsProps) {
  const { t } = useTranslation();
  const needsBanks = fields.some((field) => field.rule === 'bank');
  const banks = useBanks(needsBanks);
  const labelOf = (field: RequisiteField) =>
    t(NAMED.has(field.name) ? `cashier.requisites.${field.name}` : `cashier.requisites.${field.rule}`);

  return (
    <>
      {fields.map((field) => {
        const id = `${idPrefix}-${field.name}`;
        const common = {
          id,
          name: field.name,
          label: labelOf(field),
          required: field.required,
          disabled,
          error: errors[field.name],
          value: values[field.name] ?? '',
        };
        if (field.rule === 'bank') {
          return (
            <Select
              key={field.name}
              {...common}
              hint={banks.isError ? t('cashier.requisites.banksFailed') : undefined}
              aria-busy={banks.isPending || undefined}
              onChange={(event) => onChange(field.name, event.target.value)}
            >
              <option value="">{t('cashier.requisites.chooseBank')}</option>
              {(banks.data ?? []).map((bank) => (
                <option key={bank.id} value={String(bank.id)}>
                  {`${bank.name} (${bank.bic})`}
                </option>
              ))}
            </Select>
          );
        }
        return (
          <Input
            key={field.name}
            {...common}
            type={field.rule === 'email' ? 'email' : 'text'}
            inputMode={field.rule === 'card_number' ? 'numeric' : undefined}
            autoComplete={requisiteAutoComplete[field.rule]}
            spellCheck={false}
            onChange={(event) => onChange(field.name, event.target.value)}
          />
        );
      })}
    </>
  );
}
