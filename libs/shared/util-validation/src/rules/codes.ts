import * as v from 'valibot';
import { messageKeys } from '../messages';
import { formString } from './text';

export const CODE_LENGTH = 6;

/** Confirmation code (§5): required, digits only, exactly 6 characters. */
export const codeRule = () => v.pipe(formString(), v.trim(), v.nonEmpty(messageKeys.required), v.regex(/^\d{6}$/, messageKeys.code));

/** Two-factor code (§5): 6 digits ("code must contain 6 digits"). */
export const twoFactorCodeRule = () =>
  v.pipe(formString(), v.trim(), v.nonEmpty(messageKeys.required), v.regex(/^\d{6}$/, messageKeys.twoFactorCode));
