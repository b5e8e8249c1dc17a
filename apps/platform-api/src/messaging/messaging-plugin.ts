import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { createDemoMailboxRepository, type DemoMailboxRepository } from './demo-mailbox-repository';
import { registerDemoMailboxRoutes } from './demo-mailbox-routes';
import { type ChannelTransport, createDemoMailboxTransport, createMessageSender, type MessageSender } from './message-sender';
import { createSmtpTransport } from './smtp-transport';
import { createTwilioTransport } from './twilio-transport';

declare module 'fastify' {
  interface FastifyInstance {
    /** Where mail and SMS leave; replace with a provider-backed implementation in production. */
    messageSender: MessageSender;
  }
}

/**
 * Mail goes to the configured SMTP server when there is one, text messages to Twilio when it is
 * configured; the demo mailbox carries what no real transport does, and only in demo mode. With
 * neither, a channel refuses clearly rather than silently dropping the message.
 */
async function messageTransports(
  app: FastifyInstance,
  mailbox: DemoMailboxRepository,
): Promise<Partial<Record<'mail' | 'sms', ChannelTransport>>> {
  const demo = app.config.demoMode ? createDemoMailboxTransport(mailbox) : undefined;
  let mail = demo;
  if (app.config.mailUrl) {
    const smtp = await createSmtpTransport(app.config.mailUrl, app.config.mailFrom);
    app.addHook('onClose', async () => smtp.close());
    mail = smtp;
  }
  const twilio = app.config.providers.twilio;
  return { mail, sms: twilio ? await createTwilioTransport(twilio, app.log) : demo };
}

/** Platform messaging: `app.messageSender` for every area, and the demo mailbox page. */
export const messagingPlugin = fp(
  async function messaging(app: FastifyInstance) {
    const mailbox = createDemoMailboxRepository(app.database.db);
    app.decorate('messageSender', createMessageSender(await messageTransports(app, mailbox)));
    registerDemoMailboxRoutes(app, mailbox);
  },
  { name: 'messaging' },
);
