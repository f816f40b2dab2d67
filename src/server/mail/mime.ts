// Temporary: replaced by the full MIME builder from the mail-core branch.
import MailComposer from 'nodemailer/lib/mail-composer';
import type { OutgoingMessage } from './types';

const fmt = (a: { name: string; email: string }) => (a.name ? { name: a.name, address: a.email } : a.email);

export async function buildMime(message: OutgoingMessage): Promise<Buffer> {
  const composer = new MailComposer({
    from: fmt(message.from),
    to: message.to.map(fmt),
    cc: message.cc.map(fmt),
    bcc: message.bcc.map(fmt),
    subject: message.subject,
    html: message.html,
    text: message.text,
    messageId: message.messageId,
    inReplyTo: message.inReplyTo,
    references: message.references,
    attachments: message.attachments.map((a) => ({ filename: a.filename, contentType: a.mimeType, content: a.content })),
  });
  const mail = composer.compile();
  mail.keepBcc = true;
  return mail.build();
}
