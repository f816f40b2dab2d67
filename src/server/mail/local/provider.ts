/**
 * The embedded mailbox: every account's address is its sign-up email. Mail
 * between accounts on this server is delivered at once, in one transaction
 * with the sender's Sent copy; other addresses go out through the SMTP relay
 * when one is configured, and otherwise are refused with a clear message
 * after the Sent copy is kept.
 */
import { randomUUID } from 'node:crypto';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../../db/open';
import { user as userTable } from '../../db/schema/auth';
import { mailAttachment, mailMessage } from '../../db/schema/mail';
import { ProviderFailed, Unprocessable } from '../../../core/errors';
import type { MailProvider, SendResult, SyncResult } from '../provider';
import { LABEL, MailStore, newMessageRow, type NewMessageRow, type MessageRow } from '../store';
import type { Address, MailList, MailProfile, MailTab, OutgoingMessage, PageRequest } from '../types';
import { previewOf } from '../../../core/mail/html-text';
import { buildMime } from '../mime';
import { initialThreadId, rethread } from '../threads';

export interface OutboundRelay {
  /**
   * Sends the raw message to the given outside addresses. With `messageId`, a
   * message this relay already handed over (same Message-ID and recipients)
   * is not sent again.
   */
  send(raw: Buffer, envelope: { from: string; to: string[] }, messageId?: string): Promise<void>;
}

export const TEXT_OUTSIDE_DELIVERY_NOT_CONFIGURED = (addresses: string[]) =>
  `Your message is saved in Sent, but it could not go to ${addresses.join(', ')}: delivery outside this server is not configured (set SMTP_URL).`;

export interface LocalAccount {
  id: string;
  name: string;
  email: string;
}

export class LocalMailProvider implements MailProvider {
  readonly kind = 'local' as const;
  private readonly store: MailStore;

  constructor(
    private readonly db: Database,
    private readonly account: LocalAccount,
    private readonly relay?: OutboundRelay,
  ) {
    this.store = new MailStore(db);
  }

  async profile(): Promise<MailProfile> {
    const counts = await this.store.counts(this.account.id);
    return { emailAddress: this.account.email, messagesTotal: counts.total, provider: 'local' };
  }

  list(tab: MailTab | undefined, page: PageRequest, query?: string): Promise<MailList> {
    return this.store.list(this.account.id, tab, page, query);
  }

  get(id: string) {
    return this.store.get(this.account.id, id);
  }

  modify(id: string, add: string[], remove: string[]) {
    return this.store.setLabels(this.account.id, id, add, remove);
  }

  async send(message: OutgoingMessage): Promise<SendResult> {
    const sender = this.account.email.toLowerCase();
    const recipients = [...new Set([...message.to, ...message.cc, ...message.bcc].map((a) => a.email.toLowerCase()))];
    const locals = recipients.length
      ? await this.db
          .select({ id: userTable.id, email: userTable.email })
          .from(userTable)
          .where(inArray(userTable.email, recipients))
      : [];
    const localEmails = new Set(locals.map((l) => l.email.toLowerCase()));
    const outside = recipients.filter((r) => r !== sender && !localEmails.has(r));

    // Outside delivery first: when it fails, nothing is stored and the user can simply retry.
    if (outside.length > 0 && this.relay) {
      try {
        // Bcc stays out of the headers on SMTP; each outside address is only in the envelope.
        // Outside recipients get the tracked HTML (pixel, rewritten links) when there is one.
        const { raw } = await buildMime({ ...message, html: message.recipientHtml ?? message.html }, { keepBcc: false });
        await this.relay.send(raw, { from: sender, to: outside }, message.messageId);
      } catch (error) {
        throw new ProviderFailed('SEND_FAILED', `Failed to send email: ${error instanceof Error ? error.message : 'Unknown error'}`);
      }
    }

    const result = await this.db.transaction(async (tx) => {
      const toSelf = recipients.includes(sender);
      const senderRow = this.row(this.account.id, message, [LABEL.sent, ...(toSelf ? [LABEL.inbox, LABEL.unread] : [])], {
        threadId: message.threadId,
        bcc: message.bcc,
      });
      await tx.insert(mailMessage).values(senderRow);
      await this.insertAttachments(tx, senderRow, message);
      const threads = await rethread(tx, this.account.id, [senderRow.id!]);

      const arrived: { userId: string; id: string }[] = [];
      for (const recipient of locals) {
        if (recipient.email.toLowerCase() === sender) continue;
        const row = this.row(recipient.id, { ...message, html: message.recipientHtml ?? message.html }, [LABEL.inbox, LABEL.unread], { bcc: [] });
        await tx.insert(mailMessage).values(row);
        await this.insertAttachments(tx, row, message);
        await rethread(tx, recipient.id, [row.id!]);
        arrived.push({ userId: recipient.id, id: row.id! });
      }
      // Mail to oneself lands in one's own inbox too, and is new mail there like any other: the rules see it.
      if (toSelf) arrived.push({ userId: this.account.id, id: senderRow.id! });
      return { id: senderRow.id!, threadId: threads.get(senderRow.id!) ?? senderRow.threadId!, deliveredTo: locals.map((l) => l.id), arrived };
    });

    if (outside.length > 0 && !this.relay) {
      throw new Unprocessable('OUTSIDE_DELIVERY_NOT_CONFIGURED', TEXT_OUTSIDE_DELIVERY_NOT_CONFIGURED(outside));
    }
    return result;
  }

  async saveDraft(message: OutgoingMessage): Promise<{ id: string }> {
    return this.db.transaction(async (tx) => {
      const row = this.row(this.account.id, message, [LABEL.draft], { threadId: message.threadId, bcc: message.bcc });
      await tx.insert(mailMessage).values(row);
      await this.insertAttachments(tx, row, message);
      await rethread(tx, this.account.id, [row.id!]);
      return { id: row.id! };
    });
  }

  async discardDraft(row: MessageRow): Promise<void> {
    await this.store.deleteMessages(this.account.id, [row.id]);
  }

  async wasSent(messageIdHeader: string): Promise<boolean> {
    const [row] = await this.db
      .select({ id: mailMessage.id })
      .from(mailMessage)
      .where(
        and(
          eq(mailMessage.userId, this.account.id),
          eq(mailMessage.messageIdHeader, messageIdHeader),
          sql`${mailMessage.isSent}`,
        ),
      )
      .limit(1);
    return Boolean(row);
  }

  async sync(): Promise<SyncResult> {
    return { added: 0, removed: 0, updated: 0 };
  }

  private row(userId: string, message: OutgoingMessage, labels: string[], extra: { threadId?: string; bcc: Address[] }): NewMessageRow {
    return newMessageRow({
      userId,
      threadId: extra.threadId ?? initialThreadId(message.references ?? [], message.inReplyTo, message.messageId, message.messageId),
      messageIdHeader: message.messageId,
      inReplyTo: message.inReplyTo,
      references: message.references?.join(' '),
      subject: message.subject,
      from: message.from,
      to: message.to,
      cc: message.cc,
      bcc: extra.bcc,
      date: new Date(),
      snippet: previewOf(message.text, 200),
      html: message.html,
      text: message.text,
      labels,
      hasAttachments: message.attachments.length > 0,
      attachmentBytes: message.attachments.reduce((sum, a) => sum + a.content.length, 0),
    });
  }

  private async insertAttachments(tx: Pick<Database, 'insert'>, row: NewMessageRow, message: OutgoingMessage) {
    if (message.attachments.length === 0) return;
    await tx.insert(mailAttachment).values(
      message.attachments.map((a) => ({
        id: randomUUID(),
        messageId: row.id!,
        userId: row.userId,
        filename: a.filename,
        mimeType: a.contentType,
        size: a.content.length,
        content: a.content,
      })),
    );
  }
}
