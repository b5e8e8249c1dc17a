import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { DEMO_SIGNATURE_HEADER, DEMO_WEBHOOK_PATH } from '../../src/cashier/providers/demo-provider';
import { signWebhook } from '../../src/cashier/providers/webhook-signature';
import { api, type CallResult } from '../helpers/api';
import { form } from '../helpers/test-app';
import { waitFor } from '../helpers/test-database';

let keys = 0;
export const freshKey = (prefix = 'cashier') => `${prefix}-${Date.now().toString(36)}-${(keys += 1)}`;

export interface Player {
  cookie: string;
  uid: number;
}

export function cashier(app: FastifyInstance, player: Player) {
  return {
    get: (method: string, query: Record<string, string> = {}) => api(app, 'GET', `cashier/${method}`, { query, cookie: player.cookie }),
    /** `key` null sends no Idempotency-Key. */
    post: (method: string, body: Record<string, string | number>, key: string | null = freshKey()) =>
      api(app, 'POST', `cashier/${method}`, { body, cookie: player.cookie, headers: key === null ? {} : { 'idempotency-key': key } }),
  };
}

/** Submits a form of the demo provider's hosted page as the player's browser does; answers the redirect's target. */
export async function submitHostedForm(
  app: FastifyInstance,
  path: string,
  fields: Record<string, string>,
): Promise<{ status: number; location: string }> {
  const body = form(fields);
  const response = await app.inject({ method: 'POST', url: path, payload: body.payload, headers: body.headers });
  return { status: response.statusCode, location: String(response.headers.location ?? '') };
}

export const VALID_CARD = { card_holder: 'Demo Player', expiry: '12/39', cvc: '123' };

/** The deposit's status once it leaves `from` (the provider's webhook arrives through the job queue). */
export async function depositStatusAfter(
  app: FastifyInstance,
  player: Player,
  id: number,
  from: string[],
  timeoutMs = 15_000,
): Promise<string> {
  const info = await waitFor(
    async () => (await api(app, 'GET', 'cashier/getdepositinfo', { query: { id: String(id) }, cookie: player.cookie })).body.payload,
    (payload) => !from.includes(payload.status),
    timeoutMs,
  );
  return info.status as string;
}

/** A card deposit paid on the hosted page with `card`; resolves once the webhook settled it. */
export async function depositByCard(
  app: FastifyInstance,
  player: Player,
  amount: number,
  card = '4242424242424242',
): Promise<{ id: number; status: string; start: CallResult }> {
  const start = await cashier(app, player).post('makedeposit', { method: 'demo-card', amount });
  if (start.body.status !== 'ok') throw new Error(JSON.stringify(start.body));
  const id = start.body.payload.deposit.id as number;
  await submitHostedForm(app, `${start.body.payload.redirect_url}/card`, { action: 'pay', card_number: card, ...VALID_CARD });
  const status = await depositStatusAfter(app, player, id, ['created']);
  return { id, status, start };
}

/** Posts a callback signed with the demo provider's key, as its servers would (or a forger who stole the key). */
export async function postSignedWebhook(
  app: FastifyInstance,
  event: Record<string, unknown>,
  options: { at?: Date; secret?: Buffer } = {},
) {
  const row = await app.database.db
    .selectFrom('signing_keys')
    .select('secret')
    .where('purpose', '=', 'demo-payments-webhook')
    .executeTakeFirstOrThrow();
  const body = JSON.stringify({ id: `evt_${randomBytes(12).toString('hex')}`, created: Math.floor(Date.now() / 1000), ...event });
  const signature = signWebhook(options.secret ?? Buffer.from(row.secret, 'base64'), body, options.at);
  return app.inject({
    method: 'POST',
    url: DEMO_WEBHOOK_PATH,
    payload: body,
    headers: { 'content-type': 'application/json', [DEMO_SIGNATURE_HEADER]: signature },
  });
}

/** Makes a registered player able to withdraw: a confirmed contact and the profile a payout needs. */
export async function readyToWithdraw(app: FastifyInstance, playerId: number): Promise<void> {
  const db = app.database.db;
  await db.updateTable('contacts').set({ is_confirmed: true }).where('account_id', '=', playerId).execute();
  await db
    .updateTable('accounts')
    .set({ first_name: 'Demo', last_name: 'Player', birth_date: '1990-01-01', country_code: 'DE' })
    .where('id', '=', playerId)
    .execute();
  app.players.forget(playerId);
}
