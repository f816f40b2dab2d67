/**
 * The mailbox of a user who connected Gmail. Lists, counts and the profile's
 * address come from the database cache (`mail_message` rows with provider
 * 'gmail', providerId = Gmail's id) that `sync` fills; opening a message
 * fetches it in full once and keeps body and attachment list in its row;
 * labels, sends and drafts go to Gmail first and then to the cache.
 *
 * Search: the cache's full-text search always runs. When the cache may be
 * incomplete (Gmail reports more messages than are cached, as a cold sync
 * keeps only the newest 100), Gmail's own `q` runs too: the ids it finds are
 * matched as well, and those not cached yet are fetched (metadata, one batch
 * request per 50) into the cache first. If Gmail's search fails, the cached
 * results are still answered.
 */
import { randomUUID } from 'node:crypto';
import { and, eq, gte, inArray, notInArray, sql } from 'drizzle-orm';
import { parseAddressList } from '../../../core/mail/address';
import { ERR_FETCH_CONTENT, isMailError, MailError } from '../../../core/mail/errors';
import { extractBody, getHeader, listAttachments } from '../../../core/mail/body';
import { htmlToText, previewOf, textToHtml } from '../../../core/mail/html-text';
import type { Database } from '../../db/open';
import { storable } from '../../db/storable';
import { mailAccount, mailAttachment, mailMessage } from '../../db/schema/mail';
import type { Logger } from '../../logger';
import { buildMime, toGmailRaw } from '../mime';
import type { MailProvider, SendResult, SyncResult } from '../provider';
import { keptUserLabels, labelFlags, MailStore, newMessageRow, providerLabelFlags, type MessageRow } from '../store';
import { GmailLabels } from './labels';
import { isUserLabelId } from '../../../core/mail/label-limits';
import type { MailList, MailProfile, MailTab, OutgoingMessage, PageRequest } from '../types';
import { gmailAccountOf } from './account';
import type { GmailClient } from './api';
import { createGmailMailbox, type GmailMailbox } from './mailbox';
import { toSyncedMessage, type SyncedMessage } from './map';
import { syncMailbox, type GmailSyncStore, type LabelChange, type SyncResult as GmailSyncResult } from './sync';

/** Most ids taken from one Gmail search. */
const REMOTE_SEARCH_MAX = 100;

const m = mailMessage;

/** Gmail may have taken the message: a 5xx, a timeout or a broken connection are GMAIL_ERROR (401, 403, 404 and 429 are refusals with their own codes). */
function isAmbiguousSendFailure(error: unknown): boolean {
  return isMailError(error) && error.code === 'GMAIL_ERROR';
}

export interface GmailAccountInfo {
  userId: string;
  /** The connected Gmail address. */
  email: string;
}

/** Cache columns for a message's metadata; the body columns are left alone. */
function metadataColumns(item: SyncedMessage) {
  const date = item.internalDate ?? item.date;
  return {
    threadId: item.threadId,
    subject: item.subject,
    // `sender` is the display name, or the address when there is none.
    fromName: item.sender === item.senderEmail ? '' : item.sender,
    fromEmail: item.senderEmail.toLowerCase(),
    to: parseAddressList(item.to),
    date: date ? new Date(date) : new Date(),
    snippet: item.preview,
    category: item.category,
    messageIdHeader: item.messageIdHeader,
    inReplyTo: item.inReplyTo,
    references: item.references.length ? item.references.join(' ') : null,
    listUnsubscribe: item.listUnsubscribe,
    listUnsubscribePost: item.listUnsubscribePost,
    ...labelFlags(item.labels),
  };
}

/** The GmailSyncStore over `mail_message` and `mail_account` for one user. */
export class DbGmailSyncStore implements GmailSyncStore {
  constructor(
    private readonly db: Database,
    private readonly userId: string,
    /** Maps the person's Gmail labels to theirs here (see labels.ts). */
    private readonly labels: GmailLabels,
  ) {}

  async getCursor(): Promise<string | null> {
    const [row] = await this.db.select({ historyId: mailAccount.historyId }).from(mailAccount).where(gmailAccountOf(this.userId));
    return row?.historyId ?? null;
  }

  async saveCursor(historyId: string): Promise<void> {
    await this.db.update(mailAccount).set({ historyId, lastSyncAt: new Date(), updatedAt: new Date() }).where(gmailAccountOf(this.userId));
  }

  /** Gmail ids written by this store, and the oldest date among them (for pruneStale). */
  readonly written = new Set<string>();
  private oldest: Date | undefined;

  async upsertMetadata(items: SyncedMessage[]): Promise<void> {
    for (const item of items) {
      this.written.add(item.id);
      const date = metadataColumns(item).date;
      if (!this.oldest || date < this.oldest) this.oldest = date;
    }
    const linked = await this.labels.linked();
    for (let i = 0; i < items.length; i += 500) {
      const rows = [];
      for (const item of items.slice(i, i + 500)) {
        rows.push({
          id: randomUUID(),
          userId: this.userId,
          provider: 'gmail' as const,
          providerId: item.id,
          ...metadataColumns({ ...item, labels: await this.labels.toLocal(item.labels) }),
        });
      }
      await this.db
        .insert(m)
        .values(storable(rows))
        .onConflictDoUpdate({
          target: [m.userId, m.providerId],
          set: {
            threadId: sql`excluded.thread_id`,
            subject: sql`excluded.subject`,
            fromName: sql`excluded.from_name`,
            fromEmail: sql`excluded.from_email`,
            to: sql`excluded.to`,
            date: sql`excluded.date`,
            snippet: sql`excluded.snippet`,
            category: sql`excluded.category`,
            labels: sql`excluded.labels || ${keptUserLabels(sql`excluded.labels`, linked)}`,
            inInbox: sql`excluded.in_inbox`,
            isSent: sql`excluded.is_sent`,
            isDraft: sql`excluded.is_draft`,
            isTrash: sql`excluded.is_trash`,
            starred: sql`excluded.starred`,
            unread: sql`excluded.unread`,
          },
        });
    }
  }

  /**
   * After a full resync: cached messages inside the window the resync covered
   * (not older than its oldest message) that Gmail no longer listed were
   * deleted while the history was out of reach, so they go too.
   */
  async pruneStale(keep: string[]): Promise<number> {
    if (!this.oldest) return 0;
    const ids = [...this.written, ...keep];
    const gone = await this.db
      .delete(m)
      .where(and(eq(m.userId, this.userId), eq(m.provider, 'gmail'), gte(m.date, this.oldest), notInArray(m.providerId, ids)))
      .returning({ id: m.id });
    return gone.length;
  }

  async removeMessages(ids: string[]): Promise<void> {
    if (!ids.length) return;
    await this.db.delete(m).where(and(eq(m.userId, this.userId), eq(m.provider, 'gmail'), inArray(m.providerId, ids)));
  }

  async applyLabelChanges(changes: LabelChange[]): Promise<void> {
    const linked = await this.labels.linked();
    for (const change of changes) {
      await this.db
        .update(m)
        .set(providerLabelFlags(await this.labels.toLocal(change.labelIds), linked))
        .where(and(eq(m.userId, this.userId), eq(m.provider, 'gmail'), eq(m.providerId, change.id)));
    }
  }
}

export class GmailMailProvider implements MailProvider {
  readonly kind = 'gmail' as const;
  private readonly store: MailStore;
  private readonly mailbox: GmailMailbox;
  /** What the last `sync()` did, for the caller that publishes events. */
  lastSync?: GmailSyncResult;

  constructor(
    private readonly db: Database,
    private readonly account: GmailAccountInfo,
    private readonly client: GmailClient,
    private readonly logger: Logger,
  ) {
    this.store = new MailStore(db);
    this.mailbox = createGmailMailbox(client);
  }

  /** Gmail's profile (address and total), kept in the account row for the search-completeness check. */
  async profile(): Promise<MailProfile> {
    const profile = await this.mailbox.profile();
    await this.db
      .update(mailAccount)
      .set({ externalEmail: profile.emailAddress, messagesTotal: profile.messagesTotal, updatedAt: new Date() })
      .where(gmailAccountOf(this.account.userId));
    return profile;
  }

  async list(tab: MailTab | undefined, page: PageRequest, query?: string): Promise<MailList> {
    const alsoMatching = query?.trim() ? await this.remoteSearch(query.trim()) : undefined;
    // The local mailbox steps aside while Gmail is connected; IMAP accounts list beside Gmail.
    return this.store.list(this.account.userId, tab, page, query, { providers: ['gmail', 'imap'], alsoMatching });
  }

  /** Gmail's own search when the cache may miss messages; the ids it matched, now all cached. */
  private async remoteSearch(q: string): Promise<string[] | undefined> {
    const [account] = await this.db.select({ total: mailAccount.messagesTotal }).from(mailAccount).where(gmailAccountOf(this.account.userId));
    const [cached] = await this.db
      .select({ n: sql<number>`count(*)`.mapWith(Number) })
      .from(m)
      .where(and(eq(m.userId, this.account.userId), eq(m.provider, 'gmail')));
    if (account?.total != null && cached!.n >= account.total) return undefined;
    try {
      const page = await this.client.listMessages({ q, maxResults: REMOTE_SEARCH_MAX });
      const ids = (page.messages ?? []).map((x) => x.id);
      if (!ids.length) return [];
      const known = await this.db
        .select({ providerId: m.providerId })
        .from(m)
        .where(and(eq(m.userId, this.account.userId), inArray(m.providerId, ids)));
      const knownIds = new Set(known.map((k) => k.providerId));
      const unseen = ids.filter((id) => !knownIds.has(id));
      if (unseen.length) {
        const results = await this.client.batchGetMessages(unseen, 'metadata');
        const items = results.flatMap((r) => (r.message ? [toSyncedMessage(r.message)] : []));
        await new DbGmailSyncStore(this.db, this.account.userId, this.gmailLabels()).upsertMetadata(items);
      }
      return ids;
    } catch (error) {
      this.logger.warn({ err: error, userId: this.account.userId }, 'Gmail search failed; answering from the cache');
      return undefined;
    }
  }

  private async cached(id: string): Promise<MessageRow | undefined> {
    const row = await this.store.get(this.account.userId, id);
    return row?.provider === 'gmail' ? row : undefined;
  }

  /**
   * The whole message. The first open fetches format=full and keeps the body,
   * the threading headers and the attachment list in the row. Gmail's answers
   * become our error codes: MESSAGE_NOT_FOUND, PERMISSION_DENIED,
   * INVALID_TOKEN, EMPTY_MESSAGE, otherwise "Failed to fetch Gmail message content".
   */
  async get(id: string): Promise<MessageRow | undefined> {
    const row = await this.cached(id);
    if (!row || row.html !== null) return row;
    const full = await this.client.getMessage(row.providerId, 'full').catch(async (error: unknown) => {
      // Deleted on Gmail since the last sync: it leaves the cache as well.
      if (isMailError(error) && error.code === 'MESSAGE_NOT_FOUND') await this.store.deleteMessages(this.account.userId, [row.id]);
      throw error;
    });
    const body = extractBody(full.payload);
    const headers = full.payload?.headers;
    const html = body.html.trim() ? body.html : textToHtml(body.text);
    const text = body.text.trim() ? body.text : htmlToText(body.html);
    // Names come from the message's MIME parts, which may hold a NUL character (PostgreSQL's text cannot).
    const attachments = storable(listAttachments(full.payload));
    const labels = this.gmailLabels();
    const labelColumns = full.labelIds ? providerLabelFlags(await labels.toLocal(full.labelIds), await labels.linked()) : {};
    return this.db.transaction(async (tx) => {
      await tx.delete(mailAttachment).where(and(eq(mailAttachment.userId, this.account.userId), eq(mailAttachment.messageId, row.id)));
      if (attachments.length) {
        await tx.insert(mailAttachment).values(
          attachments.map((a) => ({
            id: randomUUID(),
            messageId: row.id,
            userId: this.account.userId,
            filename: a.filename,
            mimeType: a.mimeType,
            size: a.size,
            content: null,
            providerAttachmentId: a.id,
          })),
        );
      }
      const [updated] = await tx
        .update(m)
        // A body or header may hold a NUL character, which PostgreSQL's text cannot.
        .set(storable({
          html,
          text,
          hasAttachments: attachments.length > 0,
          cc: parseAddressList(getHeader(headers, 'Cc')),
          messageIdHeader: getHeader(headers, 'Message-ID') ?? getHeader(headers, 'Message-Id') ?? null,
          inReplyTo: getHeader(headers, 'In-Reply-To') ?? null,
          references: getHeader(headers, 'References') ?? null,
          listUnsubscribe: getHeader(headers, 'List-Unsubscribe')?.slice(0, 2000) ?? null,
          listUnsubscribePost: getHeader(headers, 'List-Unsubscribe-Post')?.slice(0, 200) ?? null,
          sizeEstimate: full.sizeEstimate ?? null,
          ...labelColumns,
        }))
        .where(and(eq(m.userId, this.account.userId), eq(m.id, row.id)))
        .returning();
      return updated;
    });
  }

  /** The message as Gmail keeps it (users.messages.get, format=raw), byte for byte; the caller has read its row. */
  async raw(row: Pick<MessageRow, 'providerId'>): Promise<Buffer> {
    const message = await this.client.getMessage(row.providerId, 'raw');
    if (message.raw === undefined) throw new MailError('GMAIL_ERROR', ERR_FETCH_CONTENT);
    return Buffer.from(message.raw, 'base64url');
  }

  /**
   * An attachment's bytes, fetched from Gmail the first time it is opened
   * (users.messages.attachments.get) and kept in its row after that.
   */
  async attachmentContent(messageId: string, attachmentId: string): Promise<Buffer | undefined> {
    const row = await this.cached(messageId);
    if (!row) return undefined;
    const [attachment] = await this.db
      .select({ content: mailAttachment.content, providerAttachmentId: mailAttachment.providerAttachmentId })
      .from(mailAttachment)
      .where(and(eq(mailAttachment.userId, this.account.userId), eq(mailAttachment.messageId, row.id), eq(mailAttachment.id, attachmentId)));
    if (!attachment) return undefined;
    if (attachment.content || !attachment.providerAttachmentId) return attachment.content ?? undefined;
    const content = Buffer.from(await this.client.getAttachment(row.providerId, attachment.providerAttachmentId));
    await this.db
      .update(mailAttachment)
      .set({ content, size: content.length })
      .where(and(eq(mailAttachment.userId, this.account.userId), eq(mailAttachment.id, attachmentId)));
    return content;
  }

  /** The person's labels on Gmail, linked to theirs here; made per call so links made meanwhile are seen. */
  gmailLabels(): GmailLabels {
    return new GmailLabels(this.db, this.account.userId, this.client);
  }

  /**
   * Changes labels on Gmail, then mirrors Gmail's answer in the cache. `add` and `remove` are Gmail's system
   * labels and the person's own (lbl_…), which go to Gmail as the Gmail labels they are linked to.
   */
  async modify(id: string, add: string[], remove: string[]): Promise<MessageRow | undefined> {
    const row = await this.cached(id);
    if (!row) return undefined;
    const labels = this.gmailLabels();
    const toGmail = async (ids: string[]) => Promise.all(ids.map((l) => (isUserLabelId(l) ? labels.toGmail(l) : l)));
    const send = async () => this.client.modifyMessage(row.providerId, { addLabelIds: await toGmail(add), removeLabelIds: await toGmail(remove) });
    const changed = await send().catch(async (error: unknown) => {
      // A label deleted in Gmail leaves a link to nothing ("Invalid label"): Gmail's list is read again, which
      // drops such links, and the change is asked once more (the label is then made on Gmail anew).
      if (!isMailError(error) || error.code !== 'GMAIL_ERROR' || ![...add, ...remove].some(isUserLabelId)) throw error;
      await labels.refresh();
      return send();
    });
    if (!changed.labelIds) return this.store.setLabels(this.account.userId, id, add, remove);
    const [updated] = await this.db
      .update(m)
      .set(providerLabelFlags(await labels.toLocal(changed.labelIds), await labels.linked()))
      .where(and(eq(m.userId, this.account.userId), eq(m.id, id)))
      .returning();
    return updated;
  }

  /**
   * messages.send, once; the sent copy goes into the cache at once so Sent
   * shows it before the next sync. A send whose outcome is unknown (Gmail
   * answered 5xx, timed out, or the connection broke) is never sent again:
   * Gmail is asked whether the Message-ID is in the mailbox, and if it is the
   * send succeeded; otherwise the caller gets "Failed to send email: …".
   */
  async send(message: OutgoingMessage): Promise<SendResult> {
    const from = { name: message.from.name, email: this.account.email };
    // Recipients get the tracked HTML when there is one; Gmail keeps that raw as the Sent copy,
    // while our cache keeps the user's own HTML.
    const built = await buildMime({ ...message, from, html: message.recipientHtml ?? message.html }, { keepBcc: true });
    let sent: { id: string; threadId: string; labelIds?: string[] };
    try {
      sent = await this.client.sendMessage(toGmailRaw(built.raw), message.threadId);
    } catch (error) {
      const found = isAmbiguousSendFailure(error) ? await this.findSent(message.messageId) : undefined;
      if (!found) throw error;
      this.logger.warn({ err: error, userId: this.account.userId }, 'Gmail send failed ambiguously but the message is in the mailbox');
      sent = found;
    }
    const id = await this.cacheOwnCopy({ ...message, from }, sent.id, sent.threadId, sent.labelIds ?? ['SENT']);
    return { id, threadId: sent.threadId };
  }

  /** The message with this Message-ID in the mailbox (rfc822msgid: search), or undefined, also when Gmail cannot say. */
  private async findSent(messageId: string): Promise<{ id: string; threadId: string } | undefined> {
    try {
      const page = await this.client.listMessages({ q: `rfc822msgid:${messageId.trim().replace(/^<|>$/g, '')}`, maxResults: 1 });
      return page.messages?.[0];
    } catch (error) {
      this.logger.warn({ err: error, userId: this.account.userId }, 'could not check whether a failed Gmail send went out');
      return undefined;
    }
  }

  async saveDraft(message: OutgoingMessage): Promise<{ id: string }> {
    const from = { name: message.from.name, email: this.account.email };
    const built = await buildMime({ ...message, from }, { keepBcc: true });
    const draft = await this.client.createDraft(toGmailRaw(built.raw), message.threadId);
    const id = await this.cacheOwnCopy({ ...message, from }, draft.message.id, draft.message.threadId, draft.message.labelIds ?? ['DRAFT']);
    return { id };
  }

  /**
   * Deletes the Gmail draft whose message this row caches. Gmail names drafts by their own ids, so the
   * draft is found among the account's drafts by its message's id; one already gone there only leaves the cache.
   */
  async discardDraft(row: MessageRow): Promise<void> {
    let pageToken: string | undefined;
    do {
      const page = await this.client.listDrafts(pageToken);
      const draft = page.drafts?.find((d) => d.message.id === row.providerId);
      if (draft) {
        await this.client.deleteDraft(draft.id);
        break;
      }
      pageToken = page.nextPageToken;
    } while (pageToken);
    await this.store.deleteMessages(this.account.userId, [row.id]);
  }

  private async cacheOwnCopy(message: OutgoingMessage, providerId: string, threadId: string, labels: string[]): Promise<string> {
    const row = newMessageRow({
      userId: this.account.userId,
      provider: 'gmail',
      providerId,
      threadId,
      messageIdHeader: message.messageId,
      inReplyTo: message.inReplyTo,
      references: message.references?.join(' '),
      subject: message.subject,
      from: message.from,
      to: message.to,
      cc: message.cc,
      bcc: message.bcc,
      date: new Date(),
      snippet: previewOf(message.text, 200),
      html: message.html,
      text: message.text,
      labels,
      hasAttachments: message.attachments.length > 0,
    });
    // A sync running at the same moment may have cached it already; its row wins.
    const [inserted] = await this.db.insert(m).values(row).onConflictDoNothing().returning({ id: m.id });
    if (inserted) return inserted.id;
    const [existing] = await this.db
      .select({ id: m.id })
      .from(m)
      .where(and(eq(m.userId, this.account.userId), eq(m.providerId, providerId)));
    return existing!.id;
  }

  wasSent(messageIdHeader: string): Promise<boolean> {
    return this.mailbox.wasSent(messageIdHeader);
  }

  async sync(): Promise<SyncResult> {
    const store = new DbGmailSyncStore(this.db, this.account.userId, this.gmailLabels());
    const result = await syncMailbox(this.client, store);
    // A resync because history expired may have missed deletions; drop what Gmail no longer has.
    if (result.mode === 'cold' && result.reason === 'history-expired') result.removed += await store.pruneStale(result.failed);
    this.lastSync = result;
    await this.db.update(mailAccount).set({ lastSyncAt: new Date() }).where(gmailAccountOf(this.account.userId));
    return { added: result.upserted, removed: result.removed, updated: result.labelChanges };
  }
}
