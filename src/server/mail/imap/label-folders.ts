/**
 * Labels kept as folders. A server whose INBOX takes no new flag keywords (its PERMANENTFLAGS lack \*) still
 * lets the user's labels reach other clients the way Gmail's IMAP shows them: a labelled message has a copy
 * in a folder named as the label's keyword. Those copies are not second messages: each is remembered
 * (mail_label_copy) as carrying its label to the message it repeats, matched by Message-ID. A message found
 * only in a label folder is listed from there, archived, with the label.
 */
import { and, eq, inArray, isNotNull, notInArray, sql } from 'drizzle-orm';
import { folderRole } from '../../../core/mail/folders';
import type { Database } from '../../db/open';
import { mailFolder, mailLabelCopy, mailMessage } from '../../db/schema/mail';
import { mailLabel } from '../../db/schema/rules';

export type LabelStore = 'keywords' | 'folders';

type FolderRow = typeof mailFolder.$inferSelect;

/** Where an account's labels go, judged by its INBOX's PERMANENTFLAGS. */
export function labelStoreOf(permanentFlags: ReadonlySet<string> | undefined): LabelStore {
  return permanentFlags?.has('\\*') ? 'keywords' : 'folders';
}

/** The account's label folders (folder id → label id): ordinary folders named as one of the user's labels' keyword. */
export async function labelFolderMap(db: Database, userId: string, folders: readonly FolderRow[]): Promise<Map<string, string>> {
  const labels = await db.select({ id: mailLabel.id, keyword: mailLabel.keyword }).from(mailLabel).where(eq(mailLabel.userId, userId));
  const byKeyword = new Map(labels.map((l) => [l.keyword.toLowerCase(), l.id]));
  const map = new Map<string, string>();
  for (const folder of folders) {
    const labelId = byKeyword.get(folder.path.toLowerCase());
    if (labelId && !folderRole(folder.path, folder.specialUse, folder.delimiter ?? '/')) map.set(folder.id, labelId);
  }
  return map;
}

const withLabel = (labelId: string) => sql`array(select distinct l from unnest(${mailMessage.labels} || array[${labelId}]::text[]) as l)`;

export class LabelCopies {
  constructor(private readonly db: Database) {}

  /** The copies remembered in a label folder. */
  known(folderId: string) {
    return this.db.select({ uid: mailLabelCopy.uid, messageId: mailLabelCopy.messageId }).from(mailLabelCopy).where(eq(mailLabelCopy.folderId, folderId));
  }

  /** Remembers a copy Email Buddy made itself (the server said its UID). */
  async remember(folderId: string, uid: number, messageId: string) {
    await this.db.insert(mailLabelCopy).values({ folderId, uid, messageId }).onConflictDoNothing();
  }

  /** The message (outside every label folder) each Message-ID stands for in the account. */
  private async originals(accountId: string, messageIds: string[], labelFolderIds: readonly string[]) {
    if (messageIds.length === 0) return new Map<string, string>();
    const rows = await this.db
      .select({ id: mailMessage.id, header: mailMessage.messageIdHeader })
      .from(mailMessage)
      .where(
        and(
          eq(mailMessage.accountId, accountId),
          inArray(mailMessage.messageIdHeader, messageIds),
          labelFolderIds.length ? notInArray(mailMessage.folderId, [...labelFolderIds]) : undefined,
        ),
      );
    return new Map(rows.map((r) => [r.header!, r.id]));
  }

  /**
   * Takes the new messages of a label folder that repeat a message elsewhere in the account as copies: that
   * message gets the label. Answers the UIDs that repeat nothing, to be listed as messages of their own.
   */
  async adopt(accountId: string, folderId: string, labelId: string, fresh: { uid: number; messageIdHeader: string | null }[], labelFolderIds: readonly string[]) {
    const originals = await this.originals(
      accountId,
      fresh.flatMap((m) => (m.messageIdHeader ? [m.messageIdHeader] : [])),
      labelFolderIds,
    );
    const copies = fresh.flatMap((m) => {
      const messageId = m.messageIdHeader ? originals.get(m.messageIdHeader) : undefined;
      return messageId ? [{ folderId, uid: m.uid, messageId }] : [];
    });
    if (copies.length > 0) {
      await this.db.insert(mailLabelCopy).values(copies).onConflictDoNothing();
      await this.db.update(mailMessage).set({ labels: withLabel(labelId) }).where(inArray(mailMessage.id, [...new Set(copies.map((c) => c.messageId))]));
    }
    const taken = new Set(copies.map((c) => c.uid));
    return fresh.filter((m) => !taken.has(m.uid)).map((m) => m.uid);
  }

  /**
   * A message first listed from a label folder whose original has since turned up elsewhere (another client
   * filed it) becomes a copy of it, so it is listed once. Answers how many were folded.
   */
  async fold(accountId: string, folder: FolderRow, labelId: string, labelFolderIds: readonly string[]): Promise<number> {
    const own = await this.db
      .select({ id: mailMessage.id, uid: mailMessage.uid, header: mailMessage.messageIdHeader })
      .from(mailMessage)
      .where(and(eq(mailMessage.folderId, folder.id), isNotNull(mailMessage.messageIdHeader)));
    const originals = await this.originals(
      accountId,
      own.map((r) => r.header!),
      labelFolderIds,
    );
    const folded = own.filter((r) => originals.has(r.header!) && r.uid !== null);
    if (folded.length === 0) return 0;
    await this.db.transaction(async (tx) => {
      await tx.delete(mailMessage).where(inArray(mailMessage.id, folded.map((r) => r.id)));
      await tx.insert(mailLabelCopy).values(folded.map((r) => ({ folderId: folder.id, uid: r.uid!, messageId: originals.get(r.header!)! }))).onConflictDoNothing();
      await tx.update(mailMessage).set({ labels: withLabel(labelId) }).where(inArray(mailMessage.id, [...new Set(folded.map((r) => originals.get(r.header!)!))]));
    });
    return folded.length;
  }

  /**
   * Forgets copies the server no longer has (the label was taken off in another client): their message loses
   * the label unless another copy in the folder still carries it. Answers how many messages lost it.
   */
  async dropExpunged(folderId: string, labelId: string, uids: number[]): Promise<number> {
    if (uids.length === 0) return 0;
    const gone = await this.db
      .delete(mailLabelCopy)
      .where(and(eq(mailLabelCopy.folderId, folderId), inArray(mailLabelCopy.uid, uids)))
      .returning({ messageId: mailLabelCopy.messageId });
    const still = new Set((await this.known(folderId)).map((c) => c.messageId));
    const unlabel = [...new Set(gone.map((g) => g.messageId))].filter((id) => !still.has(id));
    if (unlabel.length === 0) return 0;
    await this.db.update(mailMessage).set({ labels: sql`array_remove(${mailMessage.labels}, ${labelId})` }).where(inArray(mailMessage.id, unlabel));
    return unlabel.length;
  }

  /** Copies of one message, by the label folder they are in. */
  async of(messageId: string) {
    return this.db
      .select({ folderId: mailLabelCopy.folderId, uid: mailLabelCopy.uid, path: mailFolder.path })
      .from(mailLabelCopy)
      .innerJoin(mailFolder, eq(mailFolder.id, mailLabelCopy.folderId))
      .where(eq(mailLabelCopy.messageId, messageId));
  }

  async forget(folderId: string, uids: number[]) {
    if (uids.length) await this.db.delete(mailLabelCopy).where(and(eq(mailLabelCopy.folderId, folderId), inArray(mailLabelCopy.uid, uids)));
  }
}
