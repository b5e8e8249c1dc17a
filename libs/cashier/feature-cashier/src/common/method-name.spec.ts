import fs from 'node:fs';
import path from 'node:path';
import i18next from 'i18next';
import { methodName } from './method-name';

const textsDir = path.resolve(__dirname, '../../../../../apps/cashier/src/i18n');

/** The cashier's texts in one locale, as the remote loads them (its namespace under `cashier`). */
function tIn(locale: string) {
  const cashier = JSON.parse(fs.readFileSync(path.join(textsDir, locale, 'cashier.json'), 'utf8'));
  const instance = i18next.createInstance();
  void instance.init({
    lng: locale,
    resources: { [locale]: { translation: { cashier } } },
    keySeparator: '.',
    nsSeparator: false,
    initAsync: false,
    showSupportNotice: false,
  });
  return instance.t;
}

describe('payment method names', () => {
  // The demo provider's methods (apps/platform-api/src/cashier/methods.ts), named in every locale.
  it.each([
    ['en', 'Card', 'Bank transfer', 'E-wallet'],
    ['de', 'Karte', 'Banküberweisung', 'E-Wallet'],
    ['es', 'Tarjeta', 'Transferencia bancaria', 'Monedero electrónico'],
    ['lv', 'Karte', 'Bankas pārskaitījums', 'E-maks'],
    ['pt-BR', 'Cartão', 'Transferência bancária', 'Carteira digital'],
    ['ru', 'Карта', 'Банковский перевод', 'Электронный кошелёк'],
  ])('%s names the demo methods %p, %p and %p', (locale, card, bank, ewallet) => {
    const t = tIn(locale);
    expect(['demo-card', 'demo-bank-transfer', 'demo-ewallet'].map((sysname) => methodName(t, sysname, 'API name'))).toEqual([
      card,
      bank,
      ewallet,
    ]);
  });

  it.each([
    ['the API’s name when it sent one', 'Acme Pay', 'Acme Pay'],
    ['the sysname when a row carries only that', undefined, 'acme-pay'],
  ])('names a method the texts do not know by %s', (_case, apiName, shown) => {
    expect(methodName(tIn('de'), 'acme-pay', apiName)).toBe(shown);
  });
});
