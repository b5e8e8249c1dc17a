import type { TFunction } from 'i18next';

/**
 * A payment method's name as the player reads it. The API knows a method by its `sysname` and
 * sends only an English `name` with the method lists (history rows and receipts carry just the
 * sysname), so the cashier's own texts name the methods it knows, in every locale and alike on
 * every page. A method they do not know yet reads as the API's name, else as its sysname.
 */
export function methodName(t: TFunction, sysname: string, apiName?: string): string {
  return t(`cashier.methodName.${sysname}`, { defaultValue: apiName ?? sysname });
}
