/**
 * Outside delivery for the local mailbox: nodemailer's SMTP transport on SMTP_URL.
 *
 * Remembers which Message-IDs it handed to the SMTP server (for which
 * recipients): in this process, and in the journal when one is given. The
 * local provider relays before it records the Sent copy, so when recording
 * fails (the database went away, or the process was killed) the scheduled
 * send is retried with the same Message-ID and wasSent finds no Sent copy;
 * without this memory the outside recipient would get it twice. What is left
 * is the moment between the server's 250 and the journal's write: a process
 * killed in it can still cause a second copy, as with any SMTP client.
 */
import nodemailer from 'nodemailer';
import type { OutboundRelay } from './provider';
import type { RelayJournal } from './relay-journal';

/** How many relayed messages are remembered in memory (oldest forgotten first). */
const REMEMBERED = 10_000;

export function createSmtpRelay(smtpUrl: string, journal?: RelayJournal): OutboundRelay {
  const transport = nodemailer.createTransport(smtpUrl);
  const relayed = new Set<string>();
  const remember = (key: string) => {
    relayed.add(key);
    if (relayed.size > REMEMBERED) relayed.delete(relayed.values().next().value!);
  };
  return {
    async send(raw, envelope, messageId) {
      const key = messageId ? `${messageId} ${[...envelope.to].sort().join(',')}` : undefined;
      if (key && relayed.has(key)) return;
      if (key && (await journal?.has(key))) return remember(key);
      await transport.sendMail({ envelope, raw });
      if (!key) return;
      remember(key);
      // The message is out: a journal that cannot be written (database away) must not turn that into a
      // failure; this process's memory still covers the retry that follows.
      await journal?.record(key).catch(() => {});
    },
  };
}
