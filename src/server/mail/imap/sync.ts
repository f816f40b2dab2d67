/**
 * Brings an IMAP account's mail into the database cache, newest first: the
 * folder list, then each folder's envelopes and flags in batches, then the
 * bodies of the newest messages. Lists and messages then open from the cache.
 *
 * Each folder remembers UIDVALIDITY: when the server changes it, the UIDs
 * we hold mean nothing any more, so that folder's cache is dropped and
 * fetched again. Mail the server no longer has disappears; flags changed in
 * another client are taken over (only what changed since HIGHESTMODSEQ when
 * the server offers CONDSTORE, RFC 7162, else by comparing every UID's flags).
 */
import { randomUUID } from 'node:crypto';
import { and, desc, eq, inArray, isNull } from 'drizzle-orm';
import type { FetchMessageObject, ImapFlow, ListResponse } from 'imapflow';
import { simpleParser, type ParsedMail } from 'mailparser';
import { flagLabels, folderLabels, folderRole, specialUseOf, type FolderRole } from '../../../core/mail/folders';
import { htmlToText, previewOf, textToHtml } from '../../../core/mail/html-text';
import type { MailAddress } from '../../../core/mail/types';
import type { Database } from '../../db/open';
import { storable } from '../../db/storable';
import { mailAccount, mailAttachment, mailFolder, mailMessage } from '../../db/schema/mail';
import { mailLabel } from '../../db/schema/rules';
import { isUserLabelId } from '../../../core/mail/label-limits';
import type { Logger } from '../../logger';
import { labelFlags } from '../store';
import { LabelCopies, labelFolderMap, labelStoreOf, type LabelStore } from './label-folders';
import { initialThreadId, rethread } from '../threads';

/** Envelopes fetched per round trip. */
const BATCH = 500;
/** Bodies fetched ahead of being opened, newest first. */
export const PREFETCH_BODIES = 200;
/** Roles whose mail is not synced into the tabs: virtual folders that repeat other folders' mail, and spam. */
const NOT_SYNCED: ReadonlySet<FolderRole> = new Set(['all', 'flagged', 'important', 'junk']);

export interface ImapAccountRef {
  id: string;
  userId: string;
  /** Opens a logged-in connection to the account's IMAP server. */
  open(): Promise<ImapFlow>;
}

export interface FolderSyncResult {
  path: string;
  added: number;
  removed: number;
  updated: number;
  /** The messages this sync brought in, and whether it was the folder's first (its whole past). */
  addedIds: string[];
  firstSync: boolean;
  /** Judged on INBOX: where the account's labels can be kept. */
  labelStore?: LabelStore;
}

/** A label folder being synced: its copies carry `labelId` to the messages they repeat. */
interface LabelFolder {
  labelId: string;
  /** Every label folder of the account: an original is never looked for in one. */
  labelFolderIds: string[];
}

/**
 * The user's labels a message's keywords stand for, and on Gmail (X-GM-EXT-1)
 * its X-GM-LABELS, which name labels as the user does. Gmail's system labels
 * (\\Inbox, \\Important, \\Starred…) are folders and flags here, not labels.
 */
export function serverLabelIds(flags: Iterable<string> | undefined, gmailLabels: Iterable<string> | undefined, lookup: LabelLookup): string[] {
  const ids = new Set<string>();
  for (const flag of flags ?? []) {
    const id = lookup.byKeyword.get(flag.toLowerCase());
    if (id) ids.add(id);
  }
  for (const label of gmailLabels ?? []) {
    if (label.startsWith('\\')) continue;
    const id = lookup.byName.get(label.toLowerCase());
    if (id) ids.add(id);
  }
  return [...ids];
}

/**
 * A message's labels after a flag sync. Gmail's X-GM-LABELS are the whole truth
 * (labels given here are written there too), so one removed in Gmail goes.
 * Elsewhere labels given in Email Buddy stay (a server without keywords keeps
 * them only here) and keywords set by other clients join them.
 */
export function userLabelsAfterSync(mine: readonly string[], fromServer: readonly string[], gmailLabels: boolean): string[] {
  return gmailLabels ? [...fromServer] : [...mine, ...fromServer.filter((id) => !mine.includes(id))];
}

/** The user's labels by IMAP keyword and by name, lower-cased (servers compare keywords without case). */
export interface LabelLookup {
  byKeyword: Map<string, string>;
  byName: Map<string, string>;
}

type FolderRow = typeof mailFolder.$inferSelect;

function addresses(list: { name?: string; address?: string }[] | undefined): MailAddress[] {
  return (list ?? []).filter((a) => a.address).map((a) => ({ name: a.name ?? '', email: a.address!.toLowerCase() }));
}

/** One header's unfolded value from a fetched header block, or null. */
function headerOf(headers: Buffer | undefined, name: string): string | null {
  const text = headers?.toString('utf8').replace(/\r?\n[ \t]+/g, ' ') ?? '';
  const value = new RegExp(`^${name}:[ \\t]*(.*)$`, 'im').exec(text)?.[1]?.trim();
  return value ? value.slice(0, 2000) : null;
}

function referencesOf(headers: Buffer | undefined): string[] {
  return headerOf(headers, 'references')?.match(/<[^<>\s]+>/g) ?? [];
}

function hasAttachmentParts(structure: FetchMessageObject['bodyStructure']): boolean {
  if (!structure) return false;
  if (structure.disposition === 'attachment') return true;
  return (structure.childNodes ?? []).some(hasAttachmentParts);
}

export class ImapSync {
  private readonly copies: LabelCopies;

  constructor(
    private readonly db: Database,
    private readonly logger: Logger,
  ) {
    this.copies = new LabelCopies(db);
  }

  /**
   * Syncs every folder of the account, or only its INBOX (what an IDLE push
   * is about); the account's status says how it went. Returns what changed per folder.
   */
  async syncAccount(account: ImapAccountRef, options: { inboxOnly?: boolean } = {}): Promise<FolderSyncResult[]> {
    let client: ImapFlow | undefined;
    try {
      client = await account.open();
      const known = options.inboxOnly
        ? await this.db.select().from(mailFolder).where(and(eq(mailFolder.accountId, account.id), eq(mailFolder.path, 'INBOX')))
        : [];
      const folders = known.length > 0 ? known : await this.syncFolderList(client, account);
      // Label folders go last, so the messages their copies repeat are already in the cache.
      const [{ labelStore } = { labelStore: null }] = await this.db.select({ labelStore: mailAccount.labelStore }).from(mailAccount).where(eq(mailAccount.id, account.id));
      const labelled = labelStore === 'folders' ? await labelFolderMap(this.db, account.userId, folders) : new Map<string, string>();
      const ordered = [...folders.filter((f) => !labelled.has(f.id)), ...folders.filter((f) => labelled.has(f.id))];
      const results: FolderSyncResult[] = [];
      for (const folder of ordered) {
        const role = folderRole(folder.path, folder.specialUse, folder.delimiter ?? '/');
        if (role && NOT_SYNCED.has(role)) continue;
        const labelId = labelled.get(folder.id);
        results.push(await this.syncFolder(client, account, folder, labelId ? { labelId, labelFolderIds: [...labelled.keys()] } : undefined));
      }
      await this.prefetchBodies(client, account);
      const judged = results.find((r) => r.labelStore)?.labelStore;
      await this.db
        .update(mailAccount)
        // Judged once: flipping later would turn a label folder's copies into second messages.
        .set({ status: 'ready', error: null, lastSyncAt: new Date(), updatedAt: new Date(), ...(judged && !labelStore ? { labelStore: judged } : {}) })
        .where(eq(mailAccount.id, account.id));
      return results;
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      this.logger.warn({ err: error, accountId: account.id }, 'IMAP sync failed');
      await this.db.update(mailAccount).set({ status: 'error', error: message, updatedAt: new Date() }).where(eq(mailAccount.id, account.id));
      throw error;
    } finally {
      await client?.logout().catch(() => client?.close());
    }
  }

  /** Stores the server's folders (INBOX first) and forgets those it no longer has, with their mail. */
  private async syncFolderList(client: ImapFlow, account: ImapAccountRef): Promise<FolderRow[]> {
    const listed = (await client.list()).filter((f: ListResponse) => !f.flags.has('\\Noselect') && !f.flags.has('\\NonExistent'));
    const existing = await this.db.select().from(mailFolder).where(eq(mailFolder.accountId, account.id));
    const byPath = new Map(existing.map((f) => [f.path, f]));
    const rows: FolderRow[] = [];
    for (const folder of listed) {
      const known = byPath.get(folder.path);
      const values = { name: folder.name, delimiter: folder.delimiter, specialUse: folder.path.toUpperCase() === 'INBOX' ? '\\Inbox' : (folder.specialUse ?? specialUseOf(folder.flags)) };
      if (known && known.name === values.name && known.delimiter === values.delimiter && known.specialUse === values.specialUse) {
        rows.push(known);
      } else if (known) {
        const [row] = await this.db.update(mailFolder).set(values).where(eq(mailFolder.id, known.id)).returning();
        rows.push(row!);
      } else {
        const [row] = await this.db
          .insert(mailFolder)
          .values({ id: randomUUID(), userId: account.userId, accountId: account.id, path: folder.path, ...values })
          .returning();
        rows.push(row!);
      }
    }
    const gone = existing.filter((f) => !listed.some((l) => l.path === f.path)).map((f) => f.id);
    if (gone.length > 0) await this.db.delete(mailFolder).where(inArray(mailFolder.id, gone));
    return rows.sort((a, b) => Number(b.path.toUpperCase() === 'INBOX') - Number(a.path.toUpperCase() === 'INBOX'));
  }

  async syncFolder(client: ImapFlow, account: ImapAccountRef, folder: FolderRow, labelFolder?: LabelFolder): Promise<FolderSyncResult> {
    const lock = await client.getMailboxLock(folder.path);
    try {
      const mailbox = client.mailbox;
      if (!mailbox) throw new Error(`folder ${folder.path} did not open`);
      const uidValidity = Number(mailbox.uidValidity);
      let removed = 0;
      let updated = 0;
      let copies = labelFolder ? await this.copies.known(folder.id) : [];
      if (folder.uidValidity !== null && folder.uidValidity !== uidValidity) {
        // The server renumbered the folder: what we hold under the old UIDs is dropped and fetched again.
        removed += (await this.db.delete(mailMessage).where(eq(mailMessage.folderId, folder.id)).returning({ id: mailMessage.id })).length;
        if (labelFolder) updated += await this.copies.dropExpunged(folder.id, labelFolder.labelId, copies.map((c) => c.uid));
        copies = [];
        folder = { ...folder, highestModseq: null };
      }
      const known = await this.db
        .select({ id: mailMessage.id, uid: mailMessage.uid, unread: mailMessage.unread, starred: mailMessage.starred, labels: mailMessage.labels })
        .from(mailMessage)
        .where(eq(mailMessage.folderId, folder.id));
      const serverUids = mailbox.exists === 0 ? [] : ((await client.search({ all: true }, { uid: true })) || []);
      const onServer = new Set(serverUids);
      const expunged = known.filter((m) => !onServer.has(m.uid!)).map((m) => m.id);
      if (expunged.length > 0) removed += (await this.db.delete(mailMessage).where(inArray(mailMessage.id, expunged)).returning({ id: mailMessage.id })).length;
      if (labelFolder) {
        const taken = copies.filter((c) => !onServer.has(c.uid)).map((c) => c.uid);
        updated += await this.copies.dropExpunged(folder.id, labelFolder.labelId, taken);
      }

      const knownUids = new Set([...known.map((m) => m.uid), ...copies.map((c) => c.uid)]);
      let fresh = serverUids.filter((uid) => !knownUids.has(uid)).sort((a, b) => b - a);
      if (labelFolder && fresh.length > 0) fresh = await this.adoptCopies(client, account, folder, labelFolder, fresh);
      const role = folderRole(folder.path, folder.specialUse, folder.delimiter ?? '/');
      const keywords = await this.keywordLabels(account.userId);
      const addedIds: string[] = [];
      for (let i = 0; i < fresh.length; i += BATCH) {
        addedIds.push(...(await this.storeEnvelopes(client, account, folder, role, fresh.slice(i, i + BATCH), keywords, labelFolder ? [labelFolder.labelId] : [])));
      }
      updated += await this.syncFlags(client, folder, role, known.filter((m) => onServer.has(m.uid!)), mailbox.highestModseq, keywords);
      if (labelFolder) removed += await this.copies.fold(account.id, folder, labelFolder.labelId, labelFolder.labelFolderIds);
      await this.db
        .update(mailFolder)
        .set({
          uidValidity,
          uidNext: mailbox.uidNext,
          highestModseq: mailbox.highestModseq !== undefined ? String(mailbox.highestModseq) : null,
          lastSyncAt: new Date(),
        })
        .where(eq(mailFolder.id, folder.id));
      // A folder seen for the first time brings its whole past, which is not mail arriving now.
      const labelStore = folder.path.toUpperCase() === 'INBOX' ? labelStoreOf(mailbox.permanentFlags) : undefined;
      return { path: folder.path, added: addedIds.length, removed, updated, addedIds, firstSync: folder.uidValidity === null, labelStore };
    } finally {
      lock.release();
    }
  }

  /** Reads the Message-IDs of a label folder's new messages and takes those that repeat a message as copies; answers the rest. */
  private async adoptCopies(client: ImapFlow, account: ImapAccountRef, folder: FolderRow, labelFolder: LabelFolder, uids: number[]): Promise<number[]> {
    const fresh: { uid: number; messageIdHeader: string | null }[] = [];
    for await (const message of client.fetch(uids.join(','), { uid: true, envelope: true }, { uid: true })) {
      fresh.push({ uid: message.uid, messageIdHeader: message.envelope?.messageId ?? null });
    }
    const own = await this.copies.adopt(account.id, folder.id, labelFolder.labelId, fresh, labelFolder.labelFolderIds);
    return own.sort((a, b) => b - a);
  }

  private async keywordLabels(userId: string): Promise<LabelLookup> {
    const rows = await this.db.select({ id: mailLabel.id, keyword: mailLabel.keyword, name: mailLabel.name }).from(mailLabel).where(eq(mailLabel.userId, userId));
    return { byKeyword: new Map(rows.map((r) => [r.keyword.toLowerCase(), r.id])), byName: new Map(rows.map((r) => [r.name.toLowerCase(), r.id])) };
  }

  private async storeEnvelopes(
    client: ImapFlow,
    account: ImapAccountRef,
    folder: FolderRow,
    role: FolderRole | undefined,
    uids: number[],
    keywords: LabelLookup,
    extraLabels: string[] = [],
  ): Promise<string[]> {
    const rows: (typeof mailMessage.$inferInsert)[] = [];
    // `labels` asks for X-GM-LABELS only where the server offers X-GM-EXT-1 (Gmail).
    const query = { uid: true, flags: true, labels: true, envelope: true, size: true, bodyStructure: true, internalDate: true, headers: ['references', 'list-unsubscribe', 'list-unsubscribe-post'] };
    for await (const message of client.fetch(uids.join(','), query, { uid: true })) {
      const envelope = message.envelope ?? {};
      const id = randomUUID();
      const from = addresses(envelope.from)[0] ?? { name: '', email: '' };
      const date = new Date(envelope.date ?? message.internalDate ?? Date.now());
      const labels = [...folderLabels(role), ...flagLabels(message.flags ?? []), ...new Set([...serverLabelIds(message.flags, message.labels, keywords), ...extraLabels])];
      const references = referencesOf(message.headers);
      rows.push({
        id,
        userId: account.userId,
        accountId: account.id,
        folderId: folder.id,
        uid: message.uid,
        provider: 'imap',
        providerId: `${folder.id}:${message.uid}`,
        threadId: initialThreadId(references, envelope.inReplyTo, envelope.messageId, id),
        messageIdHeader: envelope.messageId ?? null,
        inReplyTo: envelope.inReplyTo ?? null,
        references: references.join(' ') || null,
        listUnsubscribe: headerOf(message.headers, 'list-unsubscribe'),
        listUnsubscribePost: headerOf(message.headers, 'list-unsubscribe-post'),
        subject: envelope.subject ?? '',
        fromName: from.name,
        fromEmail: from.email,
        to: addresses(envelope.to),
        cc: addresses(envelope.cc),
        bcc: addresses(envelope.bcc),
        date: Number.isNaN(date.getTime()) ? new Date(message.internalDate ?? Date.now()) : date,
        snippet: '',
        category: role === 'sent' ? 'sent' : role === 'drafts' ? 'drafts' : 'primary',
        hasAttachments: hasAttachmentParts(message.bodyStructure),
        sizeEstimate: message.size ?? null,
        ...labelFlags(labels),
      });
    }
    if (rows.length === 0) return [];
    // A header may hold a NUL character, which PostgreSQL's text cannot.
    const inserted = await this.db.insert(mailMessage).values(storable(rows)).onConflictDoNothing().returning({ id: mailMessage.id });
    await rethread(this.db, account.userId, inserted.map((r) => r.id));
    return inserted.map((r) => r.id);
  }

  /** Takes over flags changed elsewhere: only changes since the last HIGHESTMODSEQ when the server keeps one. */
  private async syncFlags(
    client: ImapFlow,
    folder: FolderRow,
    role: FolderRole | undefined,
    known: { id: string; uid: number | null; unread: boolean; starred: boolean; labels: string[] }[],
    highestModseq: bigint | undefined,
    keywords: LabelLookup,
  ): Promise<number> {
    if (known.length === 0) return 0;
    if (highestModseq !== undefined && folder.highestModseq === String(highestModseq)) return 0;
    const byUid = new Map(known.map((m) => [m.uid, m]));
    const since = highestModseq !== undefined && folder.highestModseq ? { changedSince: BigInt(folder.highestModseq) } : {};
    let updated = 0;
    for await (const message of client.fetch('1:*', { uid: true, flags: true, labels: true }, { uid: true, ...since })) {
      const row = byUid.get(message.uid);
      if (!row) continue;
      const flags = flagLabels(message.flags ?? []);
      const unread = flags.includes('UNREAD');
      const starred = flags.includes('STARRED');
      const mine = row.labels.filter(isUserLabelId);
      const now = userLabelsAfterSync(mine, serverLabelIds(message.flags, message.labels, keywords), message.labels !== undefined);
      const same = now.length === mine.length && now.every((id) => mine.includes(id));
      if (unread === row.unread && starred === row.starred && same) continue;
      const labels = [...folderLabels(role), ...flags, ...now];
      await this.db.update(mailMessage).set(labelFlags(labels)).where(eq(mailMessage.id, row.id));
      updated++;
    }
    return updated;
  }

  /** Fetches and stores the bodies of the account's newest messages that have none yet. */
  private async prefetchBodies(client: ImapFlow, account: ImapAccountRef) {
    const missing = await this.db
      .select({ id: mailMessage.id, uid: mailMessage.uid, path: mailFolder.path })
      .from(mailMessage)
      .innerJoin(mailFolder, eq(mailFolder.id, mailMessage.folderId))
      .where(and(eq(mailMessage.accountId, account.id), isNull(mailMessage.html)))
      .orderBy(desc(mailMessage.date))
      .limit(PREFETCH_BODIES);
    const byFolder = new Map<string, { id: string; uid: number }[]>();
    for (const m of missing) byFolder.set(m.path, [...(byFolder.get(m.path) ?? []), { id: m.id, uid: m.uid! }]);
    for (const [path, messages] of byFolder) {
      const lock = await client.getMailboxLock(path);
      try {
        const idByUid = new Map(messages.map((m) => [m.uid, m.id]));
        for await (const message of client.fetch(messages.map((m) => m.uid).join(','), { uid: true, source: true }, { uid: true })) {
          const id = idByUid.get(message.uid);
          if (id && message.source) await this.storeBody(account.userId, id, message.source);
        }
      } finally {
        lock.release();
      }
    }
  }

  /** Parses a message's source and stores its text, HTML and attachments; a message mailparser cannot read keeps its envelope and says so. */
  async storeBody(userId: string, id: string, source: Buffer): Promise<void> {
    let parsed: ParsedMail;
    try {
      parsed = await simpleParser(source, { skipImageLinks: true });
    } catch (error) {
      this.logger.warn({ err: error, id }, 'IMAP message could not be parsed');
      const head = source.subarray(0, 8192).toString('utf8').split(/\r?\n\r?\n/)[0] ?? '';
      await this.db
        .update(mailMessage)
        .set(storable({ text: head, html: textToHtml(`This message could not be read. Its headers:\n\n${head}`), snippet: 'This message could not be read.' }))
        .where(and(eq(mailMessage.userId, userId), eq(mailMessage.id, id)));
      return;
    }
    const html = typeof parsed.html === 'string' ? parsed.html : textToHtml(parsed.text ?? '');
    const text = parsed.text ?? htmlToText(html);
    const files = parsed.attachments.filter((a) => a.contentDisposition !== 'inline' || !a.cid);
    await this.db.transaction(async (tx) => {
      await tx
        .update(mailMessage)
        .set(storable({ html, text, snippet: previewOf(text), hasAttachments: files.length > 0 }))
        .where(and(eq(mailMessage.userId, userId), eq(mailMessage.id, id)));
      await tx.delete(mailAttachment).where(and(eq(mailAttachment.userId, userId), eq(mailAttachment.messageId, id)));
      if (files.length > 0) {
        await tx.insert(mailAttachment).values(
          storable(files.map((a) => ({
            id: randomUUID(),
            messageId: id,
            userId,
            filename: a.filename ?? 'attachment',
            mimeType: a.contentType,
            size: a.size,
            content: a.content,
          }))),
        );
      }
    });
  }
}
