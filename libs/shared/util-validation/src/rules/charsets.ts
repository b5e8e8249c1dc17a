import * as v from 'valibot';
import { messageKeys } from '../messages';
import { formString } from './text';

/** §5: no spaces, quotes, punctuation or symbols — letters and digits of any script only. */
export const plainCharactersRule = () =>
  v.pipe(
    formString(),
    v.trim(),
    v.nonEmpty(messageKeys.required),
    v.maxLength(255, messageKeys.regex),
    v.regex(/^[\p{L}\p{N}]+$/u, messageKeys.regex),
  );

/** §5: word characters, Cyrillic and Latvian letters, spaces and punctuation (no markup symbols). */
export const wordCharactersRule = () =>
  v.pipe(
    formString(),
    v.trim(),
    v.nonEmpty(messageKeys.required),
    v.maxLength(255, messageKeys.regex),
    v.regex(/^[\w\u0400-\u04FFāčēģīķļņšūžĀČĒĢĪĶĻŅŠŪŽ\s.,:;!?'"()-]+$/u, messageKeys.regex),
  );
