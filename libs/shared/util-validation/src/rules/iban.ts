import * as v from 'valibot';
import { electronicFormatIBAN, isValidIBAN } from 'ibantools';
import { messageKeys } from '../messages';
import { formString } from './text';

/**
 * IBAN (§5 "Wrong iban"): spaces removed and upper-cased, then the country's length and BBAN
 * format and the mod-97 checksum, for every country ibantools knows.
 */
export const ibanRule = () =>
  v.pipe(
    formString(),
    v.trim(),
    v.nonEmpty(messageKeys.required),
    v.maxLength(64, messageKeys.iban),
    v.transform((value) => electronicFormatIBAN(value) ?? ''),
    v.check((value) => isValidIBAN(value), messageKeys.iban),
  );
