/**
 * Outside delivery for the local mailbox: nodemailer's SMTP transport on SMTP_URL.
 *
 * Remembers which Message-IDs it handed to the SMTP server (for which
 * recipients) in this process. The local provider relays before it records
 * the Sent copy, so when recording fails (the database went away just then)
 * the scheduled send is retried with the same Message-ID and wasSent finds no
 * Sent copy; without this memory the outside recipient would get it twice.
 * (A process killed in the few milliseconds between the server's 250 and the
 * commit can still cause a second copy: this memory dies with the process.)
 */
import nodemailer from 'nodemailer';
import type { OutboundRelay } from './provider';

/** How many relayed messages are remembered (oldest forgotten first). */
const REMEMBERED = 10_000;

export function createSmtpRelay(smtpUrl: string): OutboundRelay {
  const transport = nodemailer.createTransport(smtpUrl);
  const relayed = new Set<string>();
  return {
    async send(raw, envelope, messageId) {
      const key = messageId ? `${messageId} ${[...envelope.to].sort().join(',')}` : undefined;
      if (key && relayed.has(key)) return;
      await transport.sendMail({ envelope, raw });
      if (!key) return;
      relayed.add(key);
      if (relayed.size > REMEMBERED) relayed.delete(relayed.values().next().value!);
    },
  };
}
