/** Outside delivery for the local mailbox: nodemailer's SMTP transport on SMTP_URL. */
import nodemailer from 'nodemailer';
import type { OutboundRelay } from './provider';

export function createSmtpRelay(smtpUrl: string): OutboundRelay {
  const transport = nodemailer.createTransport(smtpUrl);
  return {
    async send(raw, envelope) {
      await transport.sendMail({ envelope, raw });
    },
  };
}
