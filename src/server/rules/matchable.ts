/** Loads what a rule's condition looks at for a batch of messages (core/rules/match.ts), in four queries whatever the batch size. */
import { and, eq, inArray } from 'drizzle-orm';
import type { MatchableMessage } from '../../core/rules/match';
import type { Database } from '../db/open';
import { user } from '../db/schema/auth';
import { mailAccount, mailAttachment, mailFolder, mailMessage } from '../db/schema/mail';
import { mailLabel } from '../db/schema/rules';
import type { MessageRow } from '../mail/store';

export async function loadMatchable(db: Database, userId: string, ids: string[]): Promise<Map<string, { row: MessageRow; matchable: MatchableMessage }>> {
  const result = new Map<string, { row: MessageRow; matchable: MatchableMessage }>();
  if (ids.length === 0) return result;
  const [rows, attachments, labels, accounts, folders, [owner]] = await Promise.all([
    db.select().from(mailMessage).where(and(eq(mailMessage.userId, userId), inArray(mailMessage.id, ids))),
    db
      .select({ messageId: mailAttachment.messageId, filename: mailAttachment.filename })
      .from(mailAttachment)
      .where(and(eq(mailAttachment.userId, userId), inArray(mailAttachment.messageId, ids))),
    db.select({ id: mailLabel.id, name: mailLabel.name }).from(mailLabel).where(eq(mailLabel.userId, userId)),
    db.select().from(mailAccount).where(eq(mailAccount.userId, userId)),
    db.select({ id: mailFolder.id, name: mailFolder.name, path: mailFolder.path }).from(mailFolder).where(eq(mailFolder.userId, userId)),
    db.select({ email: user.email }).from(user).where(eq(user.id, userId)),
  ]);
  const labelNames = new Map(labels.map((l) => [l.id, l.name]));
  const folderById = new Map(folders.map((f) => [f.id, f]));
  const accountKeys = new Map(
    accounts.map((a) => [
      a.id,
      [a.id, a.email, a.externalEmail, a.displayName, a.provider === 'local' ? owner?.email : undefined]
        .filter((k): k is string => Boolean(k))
        .map((k) => (k === a.id ? k : k.toLowerCase())),
    ]),
  );
  for (const row of rows) {
    const folder = row.folderId ? folderById.get(row.folderId) : undefined;
    result.set(row.id, {
      row,
      matchable: {
        subject: row.subject,
        fromName: row.fromName,
        fromEmail: row.fromEmail,
        to: row.to,
        cc: row.cc,
        bcc: row.bcc,
        text: row.text ?? row.snippet,
        date: row.date,
        sizeEstimate: row.sizeEstimate ?? 0,
        hasAttachments: row.hasAttachments,
        attachmentNames: attachments.filter((a) => a.messageId === row.id).map((a) => a.filename),
        unread: row.unread,
        starred: row.starred,
        inInbox: row.inInbox,
        isSent: row.isSent,
        isDraft: row.isDraft,
        isTrash: row.isTrash,
        snoozed: row.snoozedUntil !== null,
        labels: row.labels,
        labelNames: row.labels.map((l) => labelNames.get(l)).filter((n): n is string => n !== undefined),
        ...(folder ? { folder: { name: folder.name, path: folder.path } } : {}),
        accountKeys: accountKeys.get(row.accountId) ?? [row.accountId],
      },
    });
  }
  return result;
}
