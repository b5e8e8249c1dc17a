import { sql } from 'kysely';
import type { Db } from '../../db/database';
import { credit } from '../../loyalty/services/programme';
import { DEMO_PLAYER } from '../account';
import type {
  BonusMoneyDetails,
  CharacterArtwork,
  CharacterSkinDetails,
  FreeSpinsDetails,
  LocalizedText,
  QuestTexts,
  QuestTrigger,
} from '../../db/tables/loyalty';

const t = (en: string, de: string, es: string, lv: string, ptBR: string, ru: string): LocalizedText => ({
  en,
  de,
  es,
  lv,
  'pt-BR': ptBR,
  ru,
});

/** Levels by points earned; the top one has no maximum (its progress is 100, §9). */
export const seedLevels = [
  { sysname: 'bronze', position: 1, min_value: 0, max_value: 500, names: t('Bronze', 'Bronze', 'Bronce', 'Bronza', 'Bronze', 'Бронза') },
  { sysname: 'silver', position: 2, min_value: 500, max_value: 2000, names: t('Silver', 'Silber', 'Plata', 'Sudrabs', 'Prata', 'Серебро') },
  { sysname: 'gold', position: 3, min_value: 2000, max_value: 6000, names: t('Gold', 'Gold', 'Oro', 'Zelts', 'Ouro', 'Золото') },
  {
    sysname: 'platinum',
    position: 4,
    min_value: 6000,
    max_value: null,
    names: t('Platinum', 'Platin', 'Platino', 'Platīns', 'Platina', 'Платина'),
  },
];

/**
 * Points per stake (minor units of the base currency, EUR; other stakes are converted): 1 per
 * 1.00 by default, slots twice that, live games half.
 */
export const seedPointRules = [
  { category_sysname: null, points: 1, per_stake: 100, currency: 'EUR' },
  { category_sysname: 'slots', points: 2, per_stake: 100, currency: 'EUR' },
  { category_sysname: 'live', points: 1, per_stake: 200, currency: 'EUR' },
];

interface SeedQuest {
  sysname: string;
  trigger: QuestTrigger;
  target: number;
  category_sysname: string | null;
  reward_points: number;
  texts: QuestTexts;
}

export const seedQuests: SeedQuest[] = [
  {
    sysname: 'welcome',
    trigger: 'register',
    target: 1,
    category_sysname: null,
    reward_points: 50,
    texts: {
      title: t('Welcome aboard', 'Willkommen an Bord', 'Bienvenido a bordo', 'Laipni lūdzam', 'Bem-vindo a bordo', 'Добро пожаловать'),
      description: t(
        'Create your account.',
        'Erstelle dein Konto.',
        'Crea tu cuenta.',
        'Izveido savu kontu.',
        'Crie sua conta.',
        'Создайте аккаунт.',
      ),
    },
  },
  {
    sysname: 'profile-complete',
    trigger: 'profile',
    target: 1,
    category_sysname: null,
    reward_points: 50,
    texts: {
      title: t('About you', 'Über dich', 'Sobre ti', 'Par tevi', 'Sobre você', 'О себе'),
      description: t(
        'Save your profile details.',
        'Speichere deine Profildaten.',
        'Guarda los datos de tu perfil.',
        'Saglabā sava profila datus.',
        'Salve os dados do seu perfil.',
        'Сохраните данные профиля.',
      ),
    },
  },
  {
    sysname: 'contact-confirmed',
    trigger: 'confirm',
    target: 1,
    category_sysname: null,
    reward_points: 50,
    texts: {
      title: t('Stay in touch', 'Bleib in Kontakt', 'Mantente en contacto', 'Uzturi saziņu', 'Fique em contato', 'Оставайтесь на связи'),
      description: t(
        'Confirm your e-mail address or phone number.',
        'Bestätige deine E-Mail-Adresse oder Telefonnummer.',
        'Confirma tu correo electrónico o tu número de teléfono.',
        'Apstiprini savu e-pasta adresi vai tālruņa numuru.',
        'Confirme seu e-mail ou número de telefone.',
        'Подтвердите адрес электронной почты или номер телефона.',
      ),
    },
  },
  {
    sysname: 'first-deposit',
    trigger: 'deposit',
    target: 1,
    category_sysname: null,
    reward_points: 200,
    texts: {
      title: t('First deposit', 'Erste Einzahlung', 'Primer depósito', 'Pirmā iemaksa', 'Primeiro depósito', 'Первый депозит'),
      description: t(
        'Make your first deposit.',
        'Tätige deine erste Einzahlung.',
        'Haz tu primer depósito.',
        'Veic savu pirmo iemaksu.',
        'Faça seu primeiro depósito.',
        'Внесите первый депозит.',
      ),
    },
  },
  {
    sysname: 'ten-spins',
    trigger: 'rounds',
    target: 10,
    category_sysname: null,
    reward_points: 100,
    texts: {
      title: t('Warm-up', 'Aufwärmen', 'Calentamiento', 'Iesildīšanās', 'Aquecimento', 'Разминка'),
      description: t(
        'Play 10 rounds for real money.',
        'Spiele 10 Runden um echtes Geld.',
        'Juega 10 rondas con dinero real.',
        'Izspēlē 10 raundus par īstu naudu.',
        'Jogue 10 rodadas com dinheiro real.',
        'Сыграйте 10 раундов на реальные деньги.',
      ),
    },
  },
  {
    sysname: 'slot-fan',
    trigger: 'rounds',
    target: 50,
    category_sysname: 'slots',
    reward_points: 250,
    texts: {
      title: t('Slot fan', 'Slot-Fan', 'Fan de las tragamonedas', 'Spēļu automātu fans', 'Fã de caça-níqueis', 'Любитель слотов'),
      description: t(
        'Play 50 rounds of slots for real money.',
        'Spiele 50 Slot-Runden um echtes Geld.',
        'Juega 50 rondas de tragamonedas con dinero real.',
        'Izspēlē 50 spēļu automātu raundus par īstu naudu.',
        'Jogue 50 rodadas de caça-níqueis com dinheiro real.',
        'Сыграйте 50 раундов в слотах на реальные деньги.',
      ),
    },
  },
  {
    sysname: 'silver-league',
    trigger: 'level',
    target: 2,
    category_sysname: null,
    reward_points: 150,
    texts: {
      title: t('Silver league', 'Silberliga', 'Liga de plata', 'Sudraba līga', 'Liga prata', 'Серебряная лига'),
      description: t(
        'Reach the Silver level.',
        'Erreiche die Stufe Silber.',
        'Alcanza el nivel Plata.',
        'Sasniedz Sudraba līmeni.',
        'Alcance o nível Prata.',
        'Достигните уровня «Серебро».',
      ),
    },
  },
  {
    sysname: 'first-purchase',
    trigger: 'product',
    target: 1,
    category_sysname: null,
    reward_points: 25,
    texts: {
      title: t('Shopper', 'Einkäufer', 'Comprador', 'Pircējs', 'Comprador', 'Покупатель'),
      description: t(
        'Buy something in the loyalty shop.',
        'Kaufe etwas im Treue-Shop.',
        'Compra algo en la tienda de fidelidad.',
        'Nopērc kaut ko lojalitātes veikalā.',
        'Compre algo na loja de fidelidade.',
        'Купите что-нибудь в магазине лояльности.',
      ),
    },
  },
];

function freeSpinsTexts(count: number): QuestTexts {
  return {
    title: t(
      `${count} free spins`,
      `${count} Freispiele`,
      `${count} giros gratis`,
      `${count} bezmaksas griezieni`,
      `${count} rodadas grátis`,
      `${count} бесплатных вращений`,
    ),
    description: t(
      'Free spins on a popular slot, valid for 7 days.',
      'Freispiele an einem beliebten Slot, 7 Tage gültig.',
      'Giros gratis en una tragamonedas popular, válidos 7 días.',
      'Bezmaksas griezieni populārā spēļu automātā, derīgi 7 dienas.',
      'Rodadas grátis em um caça-níqueis popular, válidas por 7 dias.',
      'Бесплатные вращения в популярном слоте, действуют 7 дней.',
    ),
  };
}

/** The first active slot of the catalogue: the shop's free spins and the one-game quest are for it. */
async function featuredSlot(db: Db): Promise<{ sysname: string; name: string } | undefined> {
  return db
    .selectFrom('games as g')
    .innerJoin('game_category_links as l', 'l.game_id', 'g.id')
    .innerJoin('game_categories as c', 'c.id', 'l.category_id')
    .select(['g.sysname', 'g.name'])
    .where('c.sysname', '=', 'slots')
    .where('g.is_active', '=', true)
    .orderBy('g.id')
    .executeTakeFirst();
}

/**
 * A round quest for one game (§3 "a game or category"), listed last. Game names are not
 * translated, so each locale's text quotes the catalogue's name.
 */
function featuredSlotQuest(game: { sysname: string; name: string }) {
  const texts: QuestTexts = {
    title: t(
      'Featured slot',
      'Slot im Rampenlicht',
      'Tragamonedas destacada',
      'Izceltais spēļu automāts',
      'Caça-níquel em destaque',
      'Избранный слот',
    ),
    description: t(
      `Play 20 rounds of ${game.name} for real money.`,
      `Spiele 20 Runden ${game.name} um echtes Geld.`,
      `Juega 20 rondas de ${game.name} con dinero real.`,
      `Izspēlē 20 raundus spēlē ${game.name} par īstu naudu.`,
      `Jogue 20 rodadas de ${game.name} com dinheiro real.`,
      `Сыграйте 20 раундов в ${game.name} на реальные деньги.`,
    ),
  };
  return {
    sysname: 'featured-slot',
    position: seedQuests.length,
    trigger: 'rounds' as const,
    target: 20,
    category_sysname: null,
    game_sysname: game.sysname,
    reward_points: 150,
    texts: JSON.stringify(texts),
  };
}

/** The demo player starts with enough points to try the shop (an award keyed like any other, so once). */
const DEMO_PLAYER_POINTS = 300;

async function seedDemoPlayerPoints(db: Db): Promise<void> {
  const account = await db
    .selectFrom('accounts')
    .select('id')
    .where(sql<string>`lower(login)`, '=', DEMO_PLAYER.login.toLowerCase())
    .executeTakeFirst();
  if (!account) return;
  await db.transaction().execute((trx) => credit(trx, account.id, 'seed:demo-player', DEMO_PLAYER_POINTS));
}

/**
 * The demo programme: levels, point rules, quests and (once the casino has games) the one-game
 * quest and the shop, and with demo data the demo player's starting points. Idempotent: rows are keyed by sysname, so a
 * restart keeps edited ones.
 */
export async function seedLoyaltyProgramme(db: Db, { demoData = true }: { demoData?: boolean } = {}): Promise<void> {
  await db
    .insertInto('loyalty_levels')
    .values(seedLevels.map((level) => ({ ...level, names: JSON.stringify(level.names) })))
    .onConflict((oc) => oc.column('sysname').doNothing())
    .execute();
  const hasRules = await db.selectFrom('loyalty_point_rules').select('id').limit(1).executeTakeFirst();
  if (!hasRules) await db.insertInto('loyalty_point_rules').values(seedPointRules).execute();
  await db
    .insertInto('loyalty_quests')
    .values(seedQuests.map((quest, position) => ({ ...quest, position, texts: JSON.stringify(quest.texts) })))
    .onConflict((oc) => oc.column('sysname').doNothing())
    .execute();
  if (demoData) await seedDemoPlayerPoints(db);
  // The skins need only the characters; the free spins below need a slot.
  await seedSkins(db);
  const game = await featuredSlot(db);
  if (!game) return;
  await db
    .insertInto('loyalty_quests')
    .values(featuredSlotQuest(game))
    .onConflict((oc) => oc.column('sysname').doNothing())
    .execute();
  const gameSysname = game.sysname;
  const products: Array<{ sysname: string; price: number; stock: number | null; limit: number | null; details: FreeSpinsDetails }> = [
    { sysname: 'spins-10', price: 100, stock: null, limit: 5, details: { gameSysname, count: 10, stake: 100, validDays: 7 } },
    { sysname: 'spins-25', price: 400, stock: 50, limit: 2, details: { gameSysname, count: 25, stake: 100, validDays: 7 } },
  ];
  await db
    .insertInto('loyalty_products')
    .values([
      ...products.map((product, position) => ({
        sysname: product.sysname,
        position,
        kind: 'free_spins' as const,
        price: product.price,
        stock: product.stock,
        per_player_limit: product.limit,
        details: JSON.stringify(product.details),
        texts: JSON.stringify(freeSpinsTexts(product.details.count)),
      })),
      // Bonus money needs the bonus area's demo campaign, seeded with demo data only.
      ...(demoData ? [bonusMoneyProduct(products.length)] : []),
    ])
    .onConflict((oc) => oc.column('sysname').doNothing())
    .execute();
}

interface SeedSkin {
  sysname: string;
  /** The regular character it is a variant of. */
  skinOf: string;
  names: LocalizedText;
  artwork: CharacterArtwork;
  product: {
    sysname: string;
    position: number;
    price: number;
    stock: number | null;
    texts: { title: LocalizedText; description: LocalizedText };
  };
}

/**
 * Skins (variants of a regular character: `skin_of`) and the shop's products that unlock them, once
 * per player: Captain Ace in gold (300 points, 100 in stock) and a starter look for Sir Lucky priced
 * at the welcome quest's reward, so a new player's first points can buy something of their own.
 */
const skinSeeds: readonly SeedSkin[] = [
  {
    sysname: 'captain-gold',
    skinOf: 'captain',
    names: t(
      'Golden Captain Ace',
      'Goldener Kapitän Ass',
      'Capitán As dorado',
      'Zelta kapteinis Dūzis',
      'Capitão Ás dourado',
      'Золотой Капитан Туз',
    ),
    artwork: { skin: '#f1c27d', outfit: '#b45309', background: '#1c1917', accent: '#fde047', motif: 'crowns' },
    product: {
      sysname: 'skin-captain-gold',
      position: 10,
      price: 300,
      stock: 100,
      texts: {
        title: t(
          'Golden Captain skin',
          'Skin: Goldener Kapitän',
          'Aspecto Capitán dorado',
          'Zelta kapteiņa izskats',
          'Visual Capitão dourado',
          'Облик «Золотой Капитан»',
        ),
        description: t(
          'Unlocks a golden look for Captain Ace. Pick it as your character any time.',
          'Schaltet einen goldenen Look für Kapitän Ass frei. Wähle ihn jederzeit als Charakter.',
          'Desbloquea un aspecto dorado del Capitán As. Elígelo como personaje cuando quieras.',
          'Atbloķē kapteiņa Dūža zelta izskatu. Izvēlies to kā savu tēlu jebkurā laikā.',
          'Desbloqueia um visual dourado do Capitão Ás. Escolha-o como personagem quando quiser.',
          'Открывает золотой облик Капитана Туза. Выбирайте его персонажем в любое время.',
        ),
      },
    },
  },
  {
    sysname: 'knight-silver',
    skinOf: 'knight',
    names: t(
      'Silver Sir Lucky',
      'Silberner Ritter Glück',
      'Sir Suerte plateado',
      'Sudraba bruņinieks Veiksme',
      'Sir Sortudo prateado',
      'Серебряный Сэр Удача',
    ),
    artwork: { skin: '#c68642', outfit: '#94a3b8', background: '#0f172a', accent: '#e2e8f0', motif: 'sevens' },
    product: {
      sysname: 'skin-knight-silver',
      position: 11,
      price: 50,
      stock: null,
      texts: {
        title: t(
          'Silver Sir Lucky skin',
          'Skin: Silberner Ritter Glück',
          'Aspecto Sir Suerte plateado',
          'Sudraba bruņinieka Veiksmes izskats',
          'Visual Sir Sortudo prateado',
          'Облик «Серебряный Сэр Удача»',
        ),
        description: t(
          'A starter look for Sir Lucky, worth your welcome reward. Pick it as your character any time.',
          'Ein Einsteiger-Look für Ritter Glück, so viel wie deine Willkommensbelohnung. Wähle ihn jederzeit als Charakter.',
          'Un aspecto inicial para Sir Suerte, lo que vale tu recompensa de bienvenida. Elígelo como personaje cuando quieras.',
          'Sākuma izskats bruņiniekam Veiksmei par tavas sveiciena balvas cenu. Izvēlies to kā savu tēlu jebkurā laikā.',
          'Um visual inicial para Sir Sortudo, pelo valor da sua recompensa de boas-vindas. Escolha-o como personagem quando quiser.',
          'Стартовый облик Сэра Удачи по цене приветственной награды. Выбирайте его персонажем в любое время.',
        ),
      },
    },
  },
];

async function seedSkins(db: Db): Promise<void> {
  // Skins are listed after the regular characters, in this order.
  for (const [index, skin] of skinSeeds.entries()) await seedSkin(db, skin, 100 + index);
}

/** A skin and its product; skipped while its regular character is missing. */
async function seedSkin(db: Db, skin: SeedSkin, position: number): Promise<void> {
  const base = await db.selectFrom('loyalty_characters').select('id').where('sysname', '=', skin.skinOf).executeTakeFirst();
  if (!base) return;
  await db
    .insertInto('loyalty_characters')
    .values({
      sysname: skin.sysname,
      position,
      names: JSON.stringify(skin.names),
      artwork: JSON.stringify(skin.artwork),
      skin_of: base.id,
    })
    .onConflict((oc) => oc.column('sysname').doNothing())
    .execute();
  const character = await db.selectFrom('loyalty_characters').select('id').where('sysname', '=', skin.sysname).executeTakeFirstOrThrow();
  const details: CharacterSkinDetails = { characterId: character.id };
  await db
    .insertInto('loyalty_products')
    .values({
      sysname: skin.product.sysname,
      position: skin.product.position,
      kind: 'character_skin',
      price: skin.product.price,
      stock: skin.product.stock,
      per_player_limit: 1,
      details: JSON.stringify(details),
      texts: JSON.stringify(skin.product.texts),
    })
    .onConflict((oc) => oc.column('sysname').doNothing())
    .execute();
}

/**
 * 5.00 EUR of bonus money (the player gets it in their currency) under the bonus area's loyalty
 * shop campaign (`LOYALTY_SHOP_CAMPAIGN`, id 8: wagered 5 times within 14 days), three per player.
 */
function bonusMoneyProduct(position: number) {
  const details: BonusMoneyDetails = { amount: 500, currency: 'EUR', campaignId: 8 };
  return {
    sysname: 'bonus-5',
    position,
    kind: 'bonus_money' as const,
    price: 250,
    stock: null,
    per_player_limit: 3,
    details: JSON.stringify(details),
    texts: JSON.stringify({
      title: t(
        '5.00 bonus money',
        '5,00 Bonusgeld',
        '5,00 de dinero de bono',
        '5,00 bonusa nauda',
        '5,00 de dinheiro de bônus',
        '5,00 бонусных денег',
      ),
      description: t(
        'Bonus money for the casino. Wager it 5 times within 14 days and it is yours.',
        'Bonusgeld für das Casino. Setze es innerhalb von 14 Tagen 5-mal um, dann gehört es dir.',
        'Dinero de bono para el casino. Apuéstalo 5 veces en 14 días y será tuyo.',
        'Bonusa nauda kazino spēlēm. Apgrozi to 5 reizes 14 dienu laikā, un tā ir tava.',
        'Dinheiro de bônus para o cassino. Aposte 5 vezes em 14 dias e ele é seu.',
        'Бонусные деньги для казино. Отыграйте их 5 раз за 14 дней, и они ваши.',
      ),
    }),
  };
}
