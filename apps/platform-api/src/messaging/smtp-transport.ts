import { loadProviderSdk } from '../provider-sdk';
import type { ChannelTransport } from './message-sender';

/**
 * Mail through the operator's SMTP server (MAIL_URL). nodemailer handles the protocol details
 * that are easy to get wrong by hand: STARTTLS, authentication, dot-stuffing, header encoding.
 * A failed send throws, so the caller's request fails visibly rather than claiming success. The
 * `nodemailer` package is loaded here, when messaging starts with MAIL_URL set, and only then.
 */
export async function createSmtpTransport(mailUrl: string, from: string): Promise<ChannelTransport & { close(): void }> {
  const { default: nodemailer } = await loadProviderSdk('SMTP mail (MAIL_URL)', () => import('nodemailer'));
  const transporter = nodemailer.createTransport(mailUrl);
  return {
    async send(message) {
      await transporter.sendMail({ from, to: message.recipient, subject: message.subject ?? '', text: message.body });
    },
    close: () => transporter.close(),
  };
}
