import type { SeedLocale } from '../content/locales';

/** One demo campaign's words in one locale; `offer` is the deposit form's line of a campaign behind a deposit offer. */
export interface SeededCampaignText {
  title: string;
  description: string;
  offer?: string;
}

/**
 * The demo campaigns' words (`bonus_campaign_texts`) by campaign id, in every seeded locale. The
 * English ones are the campaigns' own columns and the cashier's offer lines word for word; German
 * and Latvian address the player formally, as the site does.
 */
export const CAMPAIGN_TEXTS: Record<number, Record<SeedLocale, SeededCampaignText>> = {
  1: {
    en: {
      title: 'Welcome bonus',
      description: '100% of your first deposit, up to 200. Wager the bonus 35 times within 30 days.',
      offer: '100% of your first deposit, up to 200.',
    },
    de: {
      title: 'Willkommensbonus',
      description: '100 % Ihrer ersten Einzahlung, bis zu 200. Setzen Sie den Bonus innerhalb von 30 Tagen 35-mal um.',
      offer: '100 % Ihrer ersten Einzahlung, bis zu 200.',
    },
    es: {
      title: 'Bono de bienvenida',
      description: 'El 100 % de tu primer depósito, hasta 200. Apuesta el bono 35 veces en 30 días.',
      offer: 'El 100 % de tu primer depósito, hasta 200.',
    },
    'pt-BR': {
      title: 'Bônus de boas-vindas',
      description: '100% do seu primeiro depósito, até 200. Aposte o bônus 35 vezes em até 30 dias.',
      offer: '100% do seu primeiro depósito, até 200.',
    },
    ru: {
      title: 'Приветственный бонус',
      description: '100% первого депозита, до 200. Отыграйте бонус 35 раз в течение 30 дней.',
      offer: '100% первого депозита, до 200.',
    },
    lv: {
      title: 'Sveiciena bonuss',
      description: '100% no jūsu pirmās iemaksas, līdz 200. Izspēlējiet bonusu 35 reizes 30 dienu laikā.',
      offer: '100% no jūsu pirmās iemaksas, līdz 200.',
    },
  },
  2: {
    en: {
      title: 'Reload bonus',
      description: '25% on every deposit, up to 50. Wager the bonus 10 times within 14 days.',
      offer: '25% on every deposit, up to 50.',
    },
    de: {
      title: 'Reload-Bonus',
      description: '25 % auf jede Einzahlung, bis zu 50. Setzen Sie den Bonus innerhalb von 14 Tagen 10-mal um.',
      offer: '25 % auf jede Einzahlung, bis zu 50.',
    },
    es: {
      title: 'Bono de recarga',
      description: 'Un 25 % en cada depósito, hasta 50. Apuesta el bono 10 veces en 14 días.',
      offer: 'Un 25 % en cada depósito, hasta 50.',
    },
    'pt-BR': {
      title: 'Bônus de recarga',
      description: '25% em cada depósito, até 50. Aposte o bônus 10 vezes em até 14 dias.',
      offer: '25% em cada depósito, até 50.',
    },
    ru: {
      title: 'Бонус на пополнение',
      description: '25% на каждый депозит, до 50. Отыграйте бонус 10 раз в течение 14 дней.',
      offer: '25% на каждый депозит, до 50.',
    },
    lv: {
      title: 'Papildināšanas bonuss',
      description: '25% katrai iemaksai, līdz 50. Izspēlējiet bonusu 10 reizes 14 dienu laikā.',
      offer: '25% katrai iemaksai, līdz 50.',
    },
  },
  3: {
    en: { title: 'Welcome 10', description: '10 to play with, no deposit needed. Wager it 20 times within 7 days.' },
    de: {
      title: 'Willkommen 10',
      description: '10 zum Spielen, ohne Einzahlung. Setzen Sie den Betrag innerhalb von 7 Tagen 20-mal um.',
    },
    es: { title: 'Bienvenida 10', description: '10 para jugar, sin depósito. Apuéstalo 20 veces en 7 días.' },
    'pt-BR': { title: 'Boas-vindas 10', description: '10 para jogar, sem depósito. Aposte o valor 20 vezes em até 7 dias.' },
    ru: { title: 'Приветственные 10', description: '10 на игру без депозита. Отыграйте их 20 раз в течение 7 дней.' },
    lv: { title: 'Sveiciens 10', description: '10 spēlēšanai bez iemaksas. Izspēlējiet tos 20 reizes 7 dienu laikā.' },
  },
  4: {
    en: {
      title: 'Free bet 5',
      description:
        'A free bet of 5 on a sports bet at odds of 1.50 or more, valid for 7 days. A win pays the winnings; the stake is not returned.',
    },
    de: {
      title: 'Freiwette 5',
      description:
        'Eine Freiwette über 5 auf eine Sportwette mit einer Quote ab 1,50, 7 Tage gültig. Gewinnt sie, erhalten Sie den Gewinn; der Einsatz wird nicht zurückgezahlt.',
    },
    es: {
      title: 'Apuesta gratis de 5',
      description:
        'Una apuesta gratis de 5 en una apuesta deportiva con cuota de 1,50 o más, válida 7 días. Si gana, recibes las ganancias; el importe apostado no se devuelve.',
    },
    'pt-BR': {
      title: 'Aposta grátis de 5',
      description:
        'Uma aposta grátis de 5 em uma aposta esportiva com odds a partir de 1,50, válida por 7 dias. Se ganhar, você recebe os ganhos; o valor apostado não é devolvido.',
    },
    ru: {
      title: 'Фрибет 5',
      description:
        'Фрибет 5 на спортивную ставку с коэффициентом от 1,50, действует 7 дней. При выигрыше вы получите выигрыш; сумма ставки не возвращается.',
    },
    lv: {
      title: 'Bezmaksas likme 5',
      description:
        'Bezmaksas likme 5 apmērā sporta likmei ar koeficientu no 1,50, derīga 7 dienas. Ja tā laimē, jūs saņemat laimestu; likmes summa netiek atmaksāta.',
    },
  },
  5: {
    en: { title: 'Daily cashback 10%', description: '10% of yesterday’s net losses back as real money; collect it within 7 days.' },
    de: {
      title: 'Tägliches Cashback 10 %',
      description: '10 % Ihrer Nettoverluste von gestern als Echtgeld zurück; fordern Sie es innerhalb von 7 Tagen an.',
    },
    es: {
      title: 'Cashback diario del 10 %',
      description: 'El 10 % de tus pérdidas netas de ayer, devuelto como dinero real; recíbelo en 7 días.',
    },
    'pt-BR': {
      title: 'Cashback diário de 10%',
      description: '10% das suas perdas líquidas de ontem de volta em dinheiro real; receba em até 7 dias.',
    },
    ru: {
      title: 'Ежедневный кешбэк 10%',
      description: '10% вчерашних чистых проигрышей возвращаются реальными деньгами; получите их в течение 7 дней.',
    },
    lv: {
      title: 'Ikdienas naudas atmaksa 10%',
      description: '10% no vakardienas neto zaudējumiem atpakaļ reālā naudā; saņemiet to 7 dienu laikā.',
    },
  },
  6: {
    en: {
      title: 'Play-through 1',
      description: '1 to play with, no deposit needed. Wager it once (stakes up to 1 count) within 3 days and it is yours.',
    },
    de: {
      title: 'Durchspiel-Bonus 1',
      description:
        '1 zum Spielen, ohne Einzahlung. Setzen Sie den Betrag innerhalb von 3 Tagen einmal um (Einsätze bis 1 zählen), dann gehört er Ihnen.',
    },
    es: {
      title: 'Juega y cobra 1',
      description: '1 para jugar, sin depósito. Apuéstalo una vez en 3 días (cuentan las apuestas de hasta 1) y es tuyo.',
    },
    'pt-BR': {
      title: 'Jogue e ganhe 1',
      description: '1 para jogar, sem depósito. Aposte o valor uma vez em até 3 dias (contam apostas de até 1) e ele é seu.',
    },
    ru: {
      title: 'Отыгрыш 1',
      description: '1 на игру без депозита. Отыграйте его один раз в течение 3 дней (учитываются ставки до 1), и он ваш.',
    },
    lv: {
      title: 'Izspēles bonuss 1',
      description: '1 spēlēšanai bez iemaksas. Izspēlējiet to vienreiz 3 dienu laikā (skaitās likmes līdz 1), un tas ir jūsu.',
    },
  },
  7: {
    en: { title: '50 free spins', description: '50 free spins of 0.10. Wager what they win 20 times within 7 days.' },
    de: {
      title: '50 Freispiele',
      description: '50 Freispiele zu je 0,10. Setzen Sie ihre Gewinne innerhalb von 7 Tagen 20-mal um.',
    },
    es: { title: '50 giros gratis', description: '50 giros gratis de 0,10. Apuesta lo que ganen 20 veces en 7 días.' },
    'pt-BR': {
      title: '50 rodadas grátis',
      description: '50 rodadas grátis de 0,10. Aposte o que elas ganharem 20 vezes em até 7 dias.',
    },
    ru: {
      title: '50 бесплатных вращений',
      description: '50 бесплатных вращений по 0,10. Отыграйте их выигрыш 20 раз в течение 7 дней.',
    },
    lv: {
      title: '50 bezmaksas griezieni',
      description: '50 bezmaksas griezieni pa 0,10. Izspēlējiet to laimestu 20 reizes 7 dienu laikā.',
    },
  },
  8: {
    en: { title: 'Loyalty shop bonus', description: 'Bonus money bought with loyalty points. Wager it 5 times within 14 days.' },
    de: {
      title: 'Treue-Shop-Bonus',
      description: 'Bonusgeld, mit Treuepunkten im Treue-Shop gekauft. Setzen Sie es innerhalb von 14 Tagen 5-mal um.',
    },
    es: {
      title: 'Bono de la tienda de fidelidad',
      description: 'Dinero de bono comprado con puntos de fidelidad. Apuéstalo 5 veces en 14 días.',
    },
    'pt-BR': {
      title: 'Bônus da loja de fidelidade',
      description: 'Dinheiro de bônus comprado com pontos de fidelidade. Aposte o valor 5 vezes em até 14 dias.',
    },
    ru: {
      title: 'Бонус из магазина лояльности',
      description: 'Бонусные деньги, купленные за баллы лояльности. Отыграйте их 5 раз в течение 14 дней.',
    },
    lv: {
      title: 'Lojalitātes veikala bonuss',
      description: 'Bonusa nauda, pirkta par lojalitātes punktiem. Izspēlējiet to 5 reizes 14 dienu laikā.',
    },
  },
  9: {
    en: {
      title: 'Free bet 2',
      description:
        'A free bet of 2 on a sports bet at odds of 1.50 or more, valid for 7 days. A win pays the winnings; the stake is not returned.',
    },
    de: {
      title: 'Freiwette 2',
      description:
        'Eine Freiwette über 2 auf eine Sportwette mit einer Quote ab 1,50, 7 Tage gültig. Gewinnt sie, erhalten Sie den Gewinn; der Einsatz wird nicht zurückgezahlt.',
    },
    es: {
      title: 'Apuesta gratis de 2',
      description:
        'Una apuesta gratis de 2 en una apuesta deportiva con cuota de 1,50 o más, válida 7 días. Si gana, recibes las ganancias; el importe apostado no se devuelve.',
    },
    'pt-BR': {
      title: 'Aposta grátis de 2',
      description:
        'Uma aposta grátis de 2 em uma aposta esportiva com odds a partir de 1,50, válida por 7 dias. Se ganhar, você recebe os ganhos; o valor apostado não é devolvido.',
    },
    ru: {
      title: 'Фрибет 2',
      description:
        'Фрибет 2 на спортивную ставку с коэффициентом от 1,50, действует 7 дней. При выигрыше вы получите выигрыш; сумма ставки не возвращается.',
    },
    lv: {
      title: 'Bezmaksas likme 2',
      description:
        'Bezmaksas likme 2 apmērā sporta likmei ar koeficientu no 1,50, derīga 7 dienas. Ja tā laimē, jūs saņemat laimestu; likmes summa netiek atmaksāta.',
    },
  },
};
