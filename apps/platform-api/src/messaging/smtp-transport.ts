import nodemailer from 'nodemailer';
import type { ChannelTransport } from './message-sender';

/**
 * Mail through the operator's SMTP server (MAIL_URL). nodemailer handles the protocol details
 * that are easy to get wrong by hand: STARTTLS, authentication, dot-stuffing, header encoding.
 * A failed send throws, so the caller's request fails visibly rather than claiming success.
 */
export function createSmtpTransport(mailUrl: string, from: string): ChannelTransport & { close(): void } {
  const transporter = nodemailer.createTransport(mailUrl);
  return {
    async send(message) {
      await transporter.sendMail({ from, to: message.recipient, subject: message.subject ?? '', text: message.body });
    },
    close: () => transporter.close(),
  };
}
