import * as v from 'valibot';
import { encodeMessage, messageKeys } from '../messages';

/**
 * Every string the API accepts has an upper bound, so a megabyte string is rejected by the
 * schema instead of reaching the database or the password hasher.
 */
export const DEFAULT_MAX_TEXT = 255;

/** A form value that must be a string at all (form data and query values always are). */
export const formString = () => v.string(messageKeys.type);

export const minLengthMessage = (min: number) => encodeMessage(messageKeys.minLength, { min });
export const maxLengthMessage = (max: number) => encodeMessage(messageKeys.maxLength, { max });

/** Control characters never belong in a single-line field. */
const CONTROL = /\p{Cc}/u;
export const singleLine = () => v.check((value: string) => !CONTROL.test(value), messageKeys.type);

/** Trimmed, non-empty, bounded single-line text ("Field is required"). */
export const requiredText = (max = DEFAULT_MAX_TEXT) =>
  v.pipe(formString(), v.trim(), v.nonEmpty(messageKeys.required), v.maxLength(max, maxLengthMessage(max)), singleLine());

/** Trimmed, bounded single-line text that may be empty or absent. */
export const optionalText = (max = DEFAULT_MAX_TEXT) =>
  v.optional(v.pipe(formString(), v.trim(), v.maxLength(max, maxLengthMessage(max)), singleLine()));

/** Emoji and other pictographs, stripped from fields where the form prevents them (§5). */
const EMOJI = /[\p{Extended_Pictographic}\u{FE0F}\u{200D}]/gu;
export const stripEmojiText = (value: string) => value.replace(EMOJI, '');
export const stripEmoji = () => v.transform(stripEmojiText);
