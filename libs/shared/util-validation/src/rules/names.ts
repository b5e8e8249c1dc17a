import * as v from 'valibot';
import { messageKeys } from '../messages';
import { formString, maxLengthMessage, singleLine } from './text';

export const NAME_MAX_LENGTH = 100;

/** §5: no digits or any of @ _ " ! ? # $ % ^ & * ( ) { } [ ] | / \ < > ~ § + : ; and backtick. */
const STRICT_NAME_FORBIDDEN = /[\d@_"!?#$%^&*(){}[\]|/\\<>~§+:;`]/u;
/** The looser name allows digits and some punctuation, never markup or code symbols. */
const LOOSE_NAME_FORBIDDEN = /[@"#$%^&*{}[\]|\\<>~§+;`]/u;
/** Address: the strict name set with digits, | and / allowed. */
const ADDRESS_FORBIDDEN = /[@_"!?#$%^&*(){}[\]\\<>~§+:;`]/u;

const nameLike = (forbidden: RegExp, message: string) =>
  v.pipe(
    formString(),
    v.trim(),
    v.nonEmpty(messageKeys.required),
    v.maxLength(NAME_MAX_LENGTH, maxLengthMessage(NAME_MAX_LENGTH)),
    singleLine(),
    v.check((value) => !forbidden.test(value), message),
  );

/** Name, strict (§5 "Wrong symbols in name"). */
export const nameRule = () => nameLike(STRICT_NAME_FORBIDDEN, messageKeys.name);
/** Name, loose variant: digits and some punctuation allowed. */
export const looseNameRule = () => nameLike(LOOSE_NAME_FORBIDDEN, messageKeys.name);
/** Address (§5 "Wrong address"). */
export const addressRule = () => nameLike(ADDRESS_FORBIDDEN, messageKeys.address);
