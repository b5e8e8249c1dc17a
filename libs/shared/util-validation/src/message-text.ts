import { decodeMessage } from './messages';

/** Looks a key up in the player's language; undefined when the catalogue lacks it. */
export type Translate = (key: string, params: Record<string, string>) => string | undefined;

/** The fallback of §8 when a key is known to neither the configuration nor the catalogue. */
export const FALLBACK_MESSAGE_KEY = 'validation.wrongField';

function interpolate(template: string, params: Record<string, string>): string {
  return template.replace(/\{\{?\s*(\w+)\s*\}?\}/g, (whole, name: string) => params[name] ?? whole);
}

/**
 * The text of a rule's message key (`validation.minLength?min=6`): a CMS validator override
 * (by key, `{min}` placeholders) wins over the translated default; unknown keys fall back.
 */
export function validationMessageText(message: string, translate: Translate, overrides: Readonly<Record<string, string>> = {}): string {
  const { key, params } = decodeMessage(message);
  const override = overrides[key] ?? overrides[key.replace(/^validation\./, '')];
  if (override) return interpolate(override, params);
  return translate(key, params) ?? translate(FALLBACK_MESSAGE_KEY, params) ?? key;
}
