import { SHOP_REFUSALS } from '../../src/loyalty/services/shop';
import { api, registerPlayer } from '../helpers/api';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { deliverEvents, givePoints } from './loyalty-helpers';

type Player = Awaited<ReturnType<typeof registerPlayer>>;
interface Listed {
  id: number;
  sysname: string;
  skinOf: number | null;
  isOwned: boolean;
}

describe('loyalty shop: character skins', () => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await createTestApp();
  }, 90_000);
  afterAll(() => testApp.close());
  const app = () => testApp.app;

  let keys = 0;
  const buy = (player: Player, id: number, key = `skin-buy-${(keys += 1)}`) =>
    api(app(), 'POST', 'loyalty/buyproduct', { cookie: player.cookie, body: { id }, headers: { 'idempotency-key': key } });
  const skinProduct = async (player?: Player, sysname = 'skin-captain-gold') =>
    (
      (await api(app(), 'GET', 'loyalty/getproducts', { cookie: player?.cookie })).body.payload.items as Array<Record<string, unknown>>
    ).find((item) => item.sysname === sysname) as {
      id: number;
      price: number;
      stock: number;
      characterSkin: { id: number; name: string; image: string };
    };
  const characters = async (player?: Player) =>
    (await api(app(), 'GET', 'loyalty/getcharacters', { cookie: player?.cookie, query: { limit: '100' } })).body.payload as {
      items: Listed[];
      total: number;
    };
  const setCharacter = (player: Player, id: number) => api(app(), 'POST', 'loyalty/setcharacter', { cookie: player.cookie, body: { id } });
  const points = async (player: Player) => (await api(app(), 'GET', 'loyalty/getinfo', { cookie: player.cookie })).body.payload.points;

  it('lists the skin product with the skin it unlocks; visitors see no skins among the characters', async () => {
    const product = await skinProduct();
    expect(product).toMatchObject({
      kind: 'character_skin',
      price: 300,
      stock: 100,
      limitPerPlayer: 1,
      freeSpins: null,
      bonusMoney: null,
      characterSkin: {
        sysname: 'captain-gold',
        name: 'Golden Captain Ace',
        image: expect.stringMatching(/^\/static\/characters\/\d+\.svg$/),
      },
    });
    const listed = await characters();
    expect(listed.items.every((item) => item.skinOf === null && item.isOwned)).toBe(true);
    expect(listed.total).toBe(listed.items.length);
  });

  it('a skin is listed locked until bought; buying unlocks it once (idempotent, short points refused), then setcharacter picks it', async () => {
    const player = await registerPlayer(app());
    await deliverEvents(testApp);
    const product = await skinProduct(player);
    const skinId = product.characterSkin.id;
    const locked = (await characters(player)).items.find((item) => item.id === skinId);
    expect(locked).toMatchObject({ sysname: 'captain-gold', skinOf: expect.any(Number), isOwned: false });
    expect((await setCharacter(player, skinId)).body.error.invalid_parameters).toEqual({ id: ['INVALID'] });

    expect((await buy(player, product.id)).body.error).toMatchObject({ code: SHOP_REFUSALS.points });
    await givePoints(testApp, player.uid, 300, 'test:skin');
    const before = await points(player);
    const bought = await buy(player, product.id, 'skin-same-key');
    expect(bought.statusCode).toBe(200);
    expect((await buy(player, product.id, 'skin-same-key')).body.payload).toEqual(bought.body.payload);
    // The price, plus the shop quest's 25 the first purchase completes.
    expect(await points(player)).toBe(before - 300 + 25);
    expect((await skinProduct(player)).stock).toBe(product.stock - 1);

    expect((await characters(player)).items.find((item) => item.id === skinId)).toMatchObject({ isOwned: true });
    const picked = await setCharacter(player, skinId);
    expect(picked.body.payload.character).toMatchObject({ id: skinId, sysname: 'captain-gold' });
    expect((await api(app(), 'GET', 'loyalty/getinfo', { cookie: player.cookie })).body.payload.character).toMatchObject({ id: skinId });

    await givePoints(testApp, player.uid, 300, 'test:skin-again');
    expect((await buy(player, product.id)).body.error).toMatchObject({ code: SHOP_REFUSALS.limit });
  });

  it('another player cannot pick a skin someone else unlocked, nor register with it', async () => {
    const product = await skinProduct();
    const other = await registerPlayer(app());
    expect((await setCharacter(other, product.characterSkin.id)).statusCode).toBe(400);
    const registration = await api(app(), 'POST', 'auth/register', {
      body: { email: `skin${Date.now()}@example.com`, password: 'secret12', currency: 'EUR', character_id: product.characterSkin.id },
    });
    expect(registration.body.error.invalid_parameters).toHaveProperty('character_id');
  });

  it('a new player’s welcome points buy the starter skin, which they may then pick', async () => {
    const player = await registerPlayer(app());
    await deliverEvents(testApp);
    expect(await points(player)).toBe(50);
    const starter = await skinProduct(player, 'skin-knight-silver');
    expect(starter).toMatchObject({ price: 50, stock: null, limitPerPlayer: 1, characterSkin: { name: 'Silver Sir Lucky' } });
    expect((await buy(player, starter.id)).statusCode).toBe(200);
    // 50 spent, 25 back for the shop quest.
    expect(await points(player)).toBe(25);
    const picked = await setCharacter(player, starter.characterSkin.id);
    expect(picked.body.payload.character).toMatchObject({ id: starter.characterSkin.id, sysname: 'knight-silver' });
  });
});
