/** One entry of the locale list (spec §3). */
export interface LocaleEntry {
  code: string;
  name: string;
}

export interface LocalesResponse {
  locales: LocaleEntry[];
  defaultLocale: string;
}

/** Message tree of one locale; nested objects are reached with dotted keys. */
export interface Messages {
  [key: string]: string | Messages;
}
