import * as v from 'valibot';
import { messageKeys } from '../messages';
import { formString, maxLengthMessage, minLengthMessage } from './text';

export const FAKENAME_MIN_LENGTH = 4;
export const FAKENAME_MAX_LENGTH = 32;

/** Fakename (§5): at least 4 characters, letters and digits only (no spaces or specials). */
export const fakenameRule = () =>
  v.pipe(
    formString(),
    v.trim(),
    v.nonEmpty(messageKeys.required),
    v.minLength(FAKENAME_MIN_LENGTH, minLengthMessage(FAKENAME_MIN_LENGTH)),
    v.maxLength(FAKENAME_MAX_LENGTH, maxLengthMessage(FAKENAME_MAX_LENGTH)),
    v.regex(/^[\p{L}\p{N}]+$/u, messageKeys.fakename),
  );
