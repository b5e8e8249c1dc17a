import type { SeedLocale } from '../locales';

export interface PromotionPageText {
  title: string;
  summary: string;
  body: string;
  terms: string;
}

/** The demo's two deposit offers (`campaign_offers` 1 and 2), as an operator would write their pages. */
export type PromotionPageTexts = Record<'welcome' | 'reload', PromotionPageText>;

/** Each locale's pages; the figures agree with the seeded campaigns (bonus/index.ts, cashier/index.ts). */
export const promotionPageTexts: Record<SeedLocale, PromotionPageTexts> = {
  en: {
    welcome: {
      title: 'Welcome bonus: 100% up to 200',
      summary: 'Double your first deposit: we match it 100%, up to 200 in bonus money.',
      body: '<h2>Double your first deposit</h2><p>New to NFX Casino? Make your first deposit of 20 or more and we add the same amount again as bonus money, up to 200.</p><h3>How to claim it</h3><ol><li>Press <strong>Take the offer</strong> on this page.</li><li>Deposit at least 20 in the cashier with the offer chosen.</li><li>The bonus appears in your bonus balance at once.</li></ol><p>Slots count in full towards wagering, so they are the quickest way to turn the bonus into real money.</p>',
      terms:
        '<ol><li>Only for a player’s first successful deposit, of at least 20.</li><li>The bonus is 100% of the deposit, at most 200.</li><li>Wager the bonus 35 times within 30 days; what is left then expires.</li><li>Slots count 100%, roulette and card games 10%, live games 0%.</li><li>The largest stake while wagering is 5.</li><li>Deposits by the demo e-wallet do not qualify.</li><li>A withdrawal before wagering is complete forfeits the bonus.</li><li>The <a href="/terms">general terms</a> apply.</li></ol>',
    },
    reload: {
      title: 'Reload bonus: 25% on every deposit',
      summary: 'Every deposit of 10 or more earns 25% extra, up to 50 in bonus money.',
      body: '<h2>Top up and get 25% more</h2><p>Each time you deposit 10 or more, take this offer first and we add a quarter of your deposit as bonus money, up to 50 each time.</p><p>There is no limit on how often you use it: one reload bonus can be active at a time.</p>',
      terms:
        '<ol><li>For any deposit of at least 10 made with the offer chosen.</li><li>The bonus is 25% of the deposit, at most 50.</li><li>Wager the bonus 10 times within 14 days; what is left then expires.</li><li>Slots count 100%, roulette and card games 10%, live games 0%.</li><li>The largest stake while wagering is 5.</li><li>A withdrawal before wagering is complete forfeits the bonus.</li><li>The <a href="/terms">general terms</a> apply.</li></ol>',
    },
  },
  de: {
    welcome: {
      title: 'Willkommensbonus: 100 % bis 200',
      summary: 'Verdoppeln Sie Ihre erste Einzahlung: Wir legen 100 % drauf, bis zu 200 Bonusgeld.',
      body: '<h2>Verdoppeln Sie Ihre erste Einzahlung</h2><p>Neu bei NFX Casino? Zahlen Sie zum ersten Mal 20 oder mehr ein und wir legen denselben Betrag als Bonusgeld drauf, bis zu 200.</p><h3>So erhalten Sie ihn</h3><ol><li>Tippen Sie auf dieser Seite auf <strong>Angebot annehmen</strong>.</li><li>Zahlen Sie in der Kasse mindestens 20 mit dem gewählten Angebot ein.</li><li>Der Bonus erscheint sofort in Ihrem Bonusguthaben.</li></ol><p>Slots zählen voll für den Umsatz und sind der schnellste Weg, den Bonus in Echtgeld zu verwandeln.</p>',
      terms:
        '<ol><li>Nur für die erste erfolgreiche Einzahlung eines Spielers, mindestens 20.</li><li>Der Bonus beträgt 100 % der Einzahlung, höchstens 200.</li><li>Setzen Sie den Bonus innerhalb von 30 Tagen 35-mal um; ein Rest verfällt danach.</li><li>Slots zählen zu 100 %, Roulette und Kartenspiele zu 10 %, Live-Spiele zu 0 %.</li><li>Der höchste Einsatz während des Umsatzes beträgt 5.</li><li>Einzahlungen mit der Demo-E-Wallet zählen nicht.</li><li>Eine Auszahlung vor dem vollständigen Umsatz lässt den Bonus verfallen.</li><li>Es gelten die <a href="/de/terms">allgemeinen Geschäftsbedingungen</a>.</li></ol>',
    },
    reload: {
      title: 'Reload-Bonus: 25 % auf jede Einzahlung',
      summary: 'Jede Einzahlung ab 10 bringt 25 % extra, bis zu 50 Bonusgeld.',
      body: '<h2>Aufladen und 25 % mehr bekommen</h2><p>Nehmen Sie dieses Angebot vor jeder Einzahlung ab 10 an und wir legen ein Viertel Ihrer Einzahlung als Bonusgeld drauf, jedes Mal bis zu 50.</p><p>Sie können es beliebig oft nutzen: Es kann jeweils ein Reload-Bonus aktiv sein.</p>',
      terms:
        '<ol><li>Für jede Einzahlung ab 10 mit dem gewählten Angebot.</li><li>Der Bonus beträgt 25 % der Einzahlung, höchstens 50.</li><li>Setzen Sie den Bonus innerhalb von 14 Tagen 10-mal um; ein Rest verfällt danach.</li><li>Slots zählen zu 100 %, Roulette und Kartenspiele zu 10 %, Live-Spiele zu 0 %.</li><li>Der höchste Einsatz während des Umsatzes beträgt 5.</li><li>Eine Auszahlung vor dem vollständigen Umsatz lässt den Bonus verfallen.</li><li>Es gelten die <a href="/de/terms">allgemeinen Geschäftsbedingungen</a>.</li></ol>',
    },
  },
  es: {
    welcome: {
      title: 'Bono de bienvenida: 100 % hasta 200',
      summary: 'Duplica tu primer depósito: te damos el 100 %, hasta 200 en dinero de bono.',
      body: '<h2>Duplica tu primer depósito</h2><p>¿Eres nuevo en NFX Casino? Haz tu primer depósito de 20 o más y te añadimos la misma cantidad como dinero de bono, hasta 200.</p><h3>Cómo conseguirlo</h3><ol><li>Pulsa <strong>Aceptar la oferta</strong> en esta página.</li><li>Deposita al menos 20 en la caja con la oferta elegida.</li><li>El bono aparece al instante en tu saldo de bono.</li></ol><p>Las tragaperras cuentan al completo para el rollover: son la forma más rápida de convertir el bono en dinero real.</p>',
      terms:
        '<ol><li>Solo para el primer depósito completado de un jugador, de al menos 20.</li><li>El bono es el 100 % del depósito, como máximo 200.</li><li>Apuesta el bono 35 veces en 30 días; lo que quede después caduca.</li><li>Las tragaperras cuentan un 100 %, la ruleta y los juegos de cartas un 10 %, los juegos en vivo un 0 %.</li><li>La apuesta máxima durante el rollover es 5.</li><li>Los depósitos con el monedero electrónico de demostración no cuentan.</li><li>Un retiro antes de completar el rollover anula el bono.</li><li>Se aplican los <a href="/es/terms">términos generales</a>.</li></ol>',
    },
    reload: {
      title: 'Bono de recarga: 25 % en cada depósito',
      summary: 'Cada depósito de 10 o más suma un 25 % extra, hasta 50 en dinero de bono.',
      body: '<h2>Recarga y recibe un 25 % más</h2><p>Acepta esta oferta antes de cada depósito de 10 o más y te añadimos una cuarta parte de tu depósito como dinero de bono, hasta 50 cada vez.</p><p>Puedes usarla tantas veces como quieras: puede haber un bono de recarga activo a la vez.</p>',
      terms:
        '<ol><li>Para cualquier depósito de al menos 10 hecho con la oferta elegida.</li><li>El bono es el 25 % del depósito, como máximo 50.</li><li>Apuesta el bono 10 veces en 14 días; lo que quede después caduca.</li><li>Las tragaperras cuentan un 100 %, la ruleta y los juegos de cartas un 10 %, los juegos en vivo un 0 %.</li><li>La apuesta máxima durante el rollover es 5.</li><li>Un retiro antes de completar el rollover anula el bono.</li><li>Se aplican los <a href="/es/terms">términos generales</a>.</li></ol>',
    },
  },
  'pt-BR': {
    welcome: {
      title: 'Bônus de boas-vindas: 100% até 200',
      summary: 'Dobre seu primeiro depósito: damos 100%, até 200 em dinheiro de bônus.',
      body: '<h2>Dobre seu primeiro depósito</h2><p>É novo no NFX Casino? Faça seu primeiro depósito de 20 ou mais e acrescentamos o mesmo valor como dinheiro de bônus, até 200.</p><h3>Como receber</h3><ol><li>Toque em <strong>Aceitar a oferta</strong> nesta página.</li><li>Deposite pelo menos 20 no caixa com a oferta escolhida.</li><li>O bônus aparece na hora no seu saldo de bônus.</li></ol><p>Os slots contam integralmente para o rollover: são o caminho mais rápido para transformar o bônus em dinheiro real.</p>',
      terms:
        '<ol><li>Apenas para o primeiro depósito concluído de um jogador, de pelo menos 20.</li><li>O bônus é 100% do depósito, no máximo 200.</li><li>Aposte o bônus 35 vezes em 30 dias; o que sobrar depois expira.</li><li>Slots contam 100%, roleta e jogos de cartas 10%, jogos ao vivo 0%.</li><li>A aposta máxima durante o rollover é 5.</li><li>Depósitos pela carteira digital de demonstração não valem.</li><li>Um saque antes de concluir o rollover cancela o bônus.</li><li>Valem os <a href="/pt-BR/terms">termos gerais</a>.</li></ol>',
    },
    reload: {
      title: 'Bônus de recarga: 25% em cada depósito',
      summary: 'Cada depósito de 10 ou mais rende 25% extra, até 50 em dinheiro de bônus.',
      body: '<h2>Recarregue e ganhe 25% a mais</h2><p>Aceite esta oferta antes de cada depósito de 10 ou mais e acrescentamos um quarto do seu depósito como dinheiro de bônus, até 50 por vez.</p><p>Use quantas vezes quiser: um bônus de recarga pode estar ativo por vez.</p>',
      terms:
        '<ol><li>Para qualquer depósito de pelo menos 10 feito com a oferta escolhida.</li><li>O bônus é 25% do depósito, no máximo 50.</li><li>Aposte o bônus 10 vezes em 14 dias; o que sobrar depois expira.</li><li>Slots contam 100%, roleta e jogos de cartas 10%, jogos ao vivo 0%.</li><li>A aposta máxima durante o rollover é 5.</li><li>Um saque antes de concluir o rollover cancela o bônus.</li><li>Valem os <a href="/pt-BR/terms">termos gerais</a>.</li></ol>',
    },
  },
  ru: {
    welcome: {
      title: 'Приветственный бонус: 100% до 200',
      summary: 'Удвойте первый депозит: мы добавим 100%, до 200 бонусными деньгами.',
      body: '<h2>Удвойте первый депозит</h2><p>Впервые в NFX Casino? Внесите первый депозит от 20, и мы добавим столько же бонусными деньгами, до 200.</p><h3>Как получить</h3><ol><li>Нажмите <strong>Принять предложение</strong> на этой странице.</li><li>Внесите в кассе не меньше 20 с выбранным предложением.</li><li>Бонус сразу появится на бонусном балансе.</li></ol><p>Слоты засчитываются в отыгрыш полностью, поэтому с ними бонус быстрее всего становится реальными деньгами.</p>',
      terms:
        '<ol><li>Только для первого успешного депозита игрока, не меньше 20.</li><li>Бонус составляет 100% депозита, не больше 200.</li><li>Отыграйте бонус 35 раз за 30 дней; остаток после этого сгорает.</li><li>Слоты засчитываются на 100%, рулетка и карточные игры на 10%, live-игры на 0%.</li><li>Максимальная ставка во время отыгрыша: 5.</li><li>Депозиты через демо-кошелёк не учитываются.</li><li>Вывод средств до завершения отыгрыша аннулирует бонус.</li><li>Действуют <a href="/ru/terms">общие условия</a>.</li></ol>',
    },
    reload: {
      title: 'Бонус на пополнение: 25% на каждый депозит',
      summary: 'Каждый депозит от 10 приносит 25% сверху, до 50 бонусными деньгами.',
      body: '<h2>Пополняйте и получайте на 25% больше</h2><p>Примите это предложение перед каждым депозитом от 10, и мы добавим четверть суммы бонусными деньгами, каждый раз до 50.</p><p>Пользоваться можно сколько угодно раз: одновременно активен один бонус на пополнение.</p>',
      terms:
        '<ol><li>Для любого депозита от 10, внесённого с выбранным предложением.</li><li>Бонус составляет 25% депозита, не больше 50.</li><li>Отыграйте бонус 10 раз за 14 дней; остаток после этого сгорает.</li><li>Слоты засчитываются на 100%, рулетка и карточные игры на 10%, live-игры на 0%.</li><li>Максимальная ставка во время отыгрыша: 5.</li><li>Вывод средств до завершения отыгрыша аннулирует бонус.</li><li>Действуют <a href="/ru/terms">общие условия</a>.</li></ol>',
    },
  },
  lv: {
    welcome: {
      title: 'Sveiciena bonuss: 100% līdz 200',
      summary: 'Divkāršojiet pirmo iemaksu: mēs pieliekam 100%, līdz 200 bonusa naudā.',
      body: '<h2>Divkāršojiet pirmo iemaksu</h2><p>Pirmo reizi NFX Casino? Veiciet pirmo iemaksu 20 vai vairāk, un mēs pieliksim tikpat daudz bonusa naudā, līdz 200.</p><h3>Kā to saņemt</h3><ol><li>Šajā lapā nospiediet <strong>Pieņemt piedāvājumu</strong>.</li><li>Kasē iemaksājiet vismaz 20 ar izvēlēto piedāvājumu.</li><li>Bonuss uzreiz parādās jūsu bonusa atlikumā.</li></ol><p>Spēļu automāti apgrozījumā skaitās pilnībā, tāpēc ar tiem bonusu visātrāk var pārvērst īstā naudā.</p>',
      terms:
        '<ol><li>Tikai spēlētāja pirmajai veiksmīgajai iemaksai, vismaz 20.</li><li>Bonuss ir 100% no iemaksas, ne vairāk kā 200.</li><li>Apgroziet bonusu 35 reizes 30 dienu laikā; atlikums pēc tam zūd.</li><li>Spēļu automāti skaitās 100%, rulete un kāršu spēles 10%, tiešraides spēles 0%.</li><li>Lielākā likme apgrozījuma laikā ir 5.</li><li>Iemaksas ar demo e-maku neskaitās.</li><li>Izmaksa pirms apgrozījuma beigām anulē bonusu.</li><li>Ir spēkā <a href="/lv/terms">vispārējie noteikumi</a>.</li></ol>',
    },
    reload: {
      title: 'Papildināšanas bonuss: 25% katrai iemaksai',
      summary: 'Katra iemaksa no 10 dod 25% papildus, līdz 50 bonusa naudā.',
      body: '<h2>Papildiniet un saņemiet par 25% vairāk</h2><p>Pieņemiet šo piedāvājumu pirms katras iemaksas no 10, un mēs pieliksim ceturtdaļu iemaksas bonusa naudā, katru reizi līdz 50.</p><p>To var izmantot cik bieži vien vēlaties: vienlaikus var būt aktīvs viens papildināšanas bonuss.</p>',
      terms:
        '<ol><li>Jebkurai iemaksai no 10, kas veikta ar izvēlēto piedāvājumu.</li><li>Bonuss ir 25% no iemaksas, ne vairāk kā 50.</li><li>Apgroziet bonusu 10 reizes 14 dienu laikā; atlikums pēc tam zūd.</li><li>Spēļu automāti skaitās 100%, rulete un kāršu spēles 10%, tiešraides spēles 0%.</li><li>Lielākā likme apgrozījuma laikā ir 5.</li><li>Izmaksa pirms apgrozījuma beigām anulē bonusu.</li><li>Ir spēkā <a href="/lv/terms">vispārējie noteikumi</a>.</li></ol>',
    },
  },
};
