import type { FastifyBaseLogger } from 'fastify';
import type twilio from 'twilio';
import type RequestClient from 'twilio/lib/base/RequestClient';
import { ApiError } from '@nfx/errors';
import { loadProviderSdk } from '../provider-sdk';
import type { TwilioSettings } from '../provider-settings';
import type { ChannelTransport } from './message-sender';

/**
 * The official client always calls api.twilio.com; TWILIO_API_URL (a local fake in tests) moves
 * every request to another base URL, path and query kept, through the client's own HTTP layer.
 * Made from the loaded SDK: the class extends the SDK's own request client.
 */
function rebasedRequestClient(sdk: typeof twilio, base: string): RequestClient {
  class RebasedRequestClient extends sdk.RequestClient {
    override request<TData>(options: RequestClient.RequestOptions<TData>) {
      const target = new URL(options.uri);
      return super.request<TData>({ ...options, uri: new URL(`${target.pathname}${target.search}`, base).href });
    }
  }
  return new RebasedRequestClient({ timeout: 15_000 });
}

/** Twilio error codes for a recipient that cannot get a text (not a number, not mobile, opted out, unreachable region). */
const RECIPIENT_ERRORS = new Set([21211, 21214, 21408, 21610, 21612, 21614]);

/**
 * Text messages through Twilio's Messages API: from a sender number, or through a messaging service
 * when TWILIO_FROM is its `MG…` sid. The body carries a one-time code, so neither it nor the
 * client's debug output is ever logged; a failure is logged by Twilio's error code only. The
 * `twilio` package is loaded here, when messaging starts with Twilio configured, and only then.
 */
export async function createTwilioTransport(settings: TwilioSettings, log: FastifyBaseLogger): Promise<ChannelTransport> {
  const { default: sdk } = await loadProviderSdk('Twilio (TWILIO_ACCOUNT_SID)', () => import('twilio'));
  const client = sdk(settings.accountSid, settings.authToken, {
    autoRetry: true,
    maxRetries: 3,
    logLevel: 'info',
    ...(settings.apiUrl ? { httpClient: rebasedRequestClient(sdk, settings.apiUrl) } : {}),
  });
  const sender = settings.from.startsWith('MG') ? { messagingServiceSid: settings.from } : { from: settings.from };
  return {
    async send(message) {
      try {
        await client.messages.create({ to: message.recipient, body: message.body, ...sender });
      } catch (error) {
        const code = (error as { code?: unknown }).code;
        log.warn({ provider: 'twilio', code: typeof code === 'number' ? code : undefined }, 'Twilio refused a text message');
        if (typeof code === 'number' && RECIPIENT_ERRORS.has(code))
          throw new ApiError('InvalidRequest', 'This phone number cannot receive text messages');
        throw new ApiError('InvalidRequest', 'Text messages cannot be sent at the moment');
      }
    },
  };
}
