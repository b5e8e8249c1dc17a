import { createHmac, timingSafeEqual } from 'node:crypto';
import { WebhookRejectedError } from './payment-provider';

/** A callback older (or further in the future) than this is refused: a captured one cannot be replayed later. */
export const WEBHOOK_TOLERANCE_SECONDS = 5 * 60;

/** `t=<unix seconds>,v1=<hex HMAC-SHA256 of "t.body">`, the scheme Stripe uses. */
export function signWebhook(secret: Buffer, body: string, now = new Date()): string {
  const timestamp = Math.floor(now.getTime() / 1000);
  const signature = createHmac('sha256', secret).update(`${timestamp}.${body}`).digest('hex');
  return `t=${timestamp},v1=${signature}`;
}

/** Checks the signature header against the raw body; throws WebhookRejectedError when it is forged or stale. */
export function verifyWebhook(secret: Buffer, header: string | undefined, body: string, now = new Date()): void {
  const parts = new Map((header ?? '').split(',').map((part) => part.split('=', 2) as [string, string]));
  const timestamp = Number(parts.get('t'));
  const signature = parts.get('v1') ?? '';
  if (!Number.isInteger(timestamp) || !/^[0-9a-f]{64}$/.test(signature)) throw new WebhookRejectedError('signature');
  const expected = createHmac('sha256', secret).update(`${timestamp}.${body}`).digest();
  if (!timingSafeEqual(expected, Buffer.from(signature, 'hex'))) throw new WebhookRejectedError('signature');
  if (Math.abs(now.getTime() / 1000 - timestamp) > WEBHOOK_TOLERANCE_SECONDS) throw new WebhookRejectedError('stale');
}
