import { ApiError } from '@nfx/errors';
import type { DemoMailboxRepository } from './demo-mailbox-repository';

export interface OutgoingMessage {
  channel: 'mail' | 'sms';
  recipient: string;
  /** Mail only. */
  subject?: string;
  body: string;
  accountId?: number | null;
}

/**
 * Mail and SMS leave through this one interface. Which transport carries a channel is decided
 * once at start-up (`createMessageSender`): the demo mailbox only in demo mode, the configured
 * SMTP server otherwise, so a production server never keeps reset links in a readable table.
 */
export interface MessageSender {
  deliver(message: OutgoingMessage): Promise<void>;
}

export interface ChannelTransport {
  send(message: OutgoingMessage): Promise<void>;
}

/** Records the message for the demo mailbox page (/demo/outbox), which people and tests read. */
export function createDemoMailboxTransport(mailbox: DemoMailboxRepository): ChannelTransport {
  return {
    async send(message) {
      await mailbox.store(message);
    },
  };
}

/** A channel without a transport refuses clearly instead of pretending the message left. */
const unavailableTransport: ChannelTransport = {
  async send(message) {
    throw new ApiError(
      'InvalidRequest',
      message.channel === 'sms' ? 'Text messages cannot be sent at the moment' : 'Mail cannot be sent at the moment',
    );
  },
};

export function createMessageSender(transports: Partial<Record<OutgoingMessage['channel'], ChannelTransport>>): MessageSender {
  return {
    async deliver(message) {
      await (transports[message.channel] ?? unavailableTransport).send(message);
    },
  };
}
