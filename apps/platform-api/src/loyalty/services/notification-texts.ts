import type { LocalizedText } from '../../db/tables/loyalty';

/** The site's six locales; every notification is written in all of them. */
const LOCALES = ['en', 'de', 'es', 'lv', 'pt-BR', 'ru'] as const;
type Locale = (typeof LOCALES)[number];

const templates = {
  questCompleted: {
    en: 'Quest completed: {name}',
    de: 'Aufgabe erfüllt: {name}',
    es: 'Misión completada: {name}',
    lv: 'Uzdevums izpildīts: {name}',
    'pt-BR': 'Missão concluída: {name}',
    ru: 'Задание выполнено: {name}',
  },
  pointsCredited: {
    en: 'You earned {amount} points.',
    de: 'Du hast {amount} Punkte erhalten.',
    es: 'Has ganado {amount} puntos.',
    lv: 'Tu nopelnīji {amount} punktus.',
    'pt-BR': 'Você ganhou {amount} pontos.',
    ru: 'Вы получили {amount} баллов.',
  },
  levelReached: {
    en: 'New level: {name}',
    de: 'Neue Stufe: {name}',
    es: 'Nuevo nivel: {name}',
    lv: 'Jauns līmenis: {name}',
    'pt-BR': 'Novo nível: {name}',
    ru: 'Новый уровень: {name}',
  },
  levelMessage: {
    en: 'Keep playing to reach the next level.',
    de: 'Spiel weiter, um die nächste Stufe zu erreichen.',
    es: 'Sigue jugando para alcanzar el siguiente nivel.',
    lv: 'Spēlē tālāk, lai sasniegtu nākamo līmeni.',
    'pt-BR': 'Continue jogando para chegar ao próximo nível.',
    ru: 'Играйте дальше, чтобы достичь следующего уровня.',
  },
  productBought: {
    en: 'Purchased: {name}',
    de: 'Gekauft: {name}',
    es: 'Comprado: {name}',
    lv: 'Nopirkts: {name}',
    'pt-BR': 'Comprado: {name}',
    ru: 'Куплено: {name}',
  },
  pointsSpent: {
    en: 'You spent {amount} points.',
    de: 'Du hast {amount} Punkte ausgegeben.',
    es: 'Has gastado {amount} puntos.',
    lv: 'Tu iztērēji {amount} punktus.',
    'pt-BR': 'Você gastou {amount} pontos.',
    ru: 'Вы потратили {amount} баллов.',
  },
} satisfies Record<string, Record<Locale, string>>;

export type NotificationTemplate = keyof typeof templates;

/** A template in every locale, with `{name}` from a localized name and `{amount}` filled in. */
export function renderInAllLocales(template: NotificationTemplate, values: { name?: LocalizedText; amount?: number }): LocalizedText {
  return Object.fromEntries(
    LOCALES.map((locale) => {
      const name = values.name?.[locale] ?? values.name?.['en'] ?? '';
      return [locale, templates[template][locale].replace('{name}', name).replace('{amount}', String(values.amount ?? ''))];
    }),
  );
}

/** A stored text in the request's locale, English otherwise. */
export function inLocale(text: LocalizedText, locale: string): string {
  return text[locale] ?? text['en'] ?? '';
}
