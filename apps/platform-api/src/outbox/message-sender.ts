import type { OutboxRepository } from '../repositories/outbox-repository';

export interface OutgoingMessage {
  channel: 'mail' | 'sms';
  recipient: string;
  /** Mail only. */
  subject?: string;
  body: string;
  accountId?: number | null;
}

/**
 * Mail and SMS leave through this one interface. The default implementation only records the
 * message in the outbox table (read at /demo/outbox in demo mode); a real provider plugs in
 * by implementing `deliver` — typically storing first and sending from a worker, so a slow
 * provider never holds a request.
 */
export interface MessageSender {
  deliver(message: OutgoingMessage): Promise<void>;
}

export function createOutboxSender(outbox: OutboxRepository): MessageSender {
  return {
    async deliver(message) {
      await outbox.store(message);
    },
  };
}
