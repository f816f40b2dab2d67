/**
 * Keeps every IMAP account's cache current: a sync when an account is added
 * or its settings change, and every minute for all accounts (pg-boss, so on
 * several server processes one sync of an account runs at a time). Open
 * browser tabs hear about new mail through the server events.
 */
import { and, eq, isNull, sql } from 'drizzle-orm';
import { randomUUID } from 'node:crypto';
import type { ImapFlow } from 'imapflow';
import { NotFound, ProviderFailed } from '../../../core/errors';
import { folderLabels, folderName, folderRole } from '../../../core/mail/folders';
import { VIEW_MESSAGE_NOT_FOUND } from '../../../core/mail/errors';
import type { Database } from '../../db/open';
import { AccountRepository, type AccountRow } from '../../accounts/repository';
import { mailLabel } from '../../db/schema/rules';
import { mailAccount, mailFolder, mailMessage } from '../../db/schema/mail';
import type { EventBus } from '../../events';
import { POLLING_SECONDS, type Jobs } from '../../jobs/boss';
import type { Logger } from '../../logger';
import { accountNotFound, folderNotFound } from '../../../core/accounts/errors';
import { previewOf } from '../../../core/mail/html-text';
import { buildMime } from '../mime';
import { labelFlags, type MessageRow } from '../store';
import type { OutgoingMessage } from '../types';
import type { ConnectOptions } from './connect';
import { AccountConnections } from './credentials';
import type { OAuthTokens } from './oauth-tokens';
import { ImapIdle, type IdleOptions } from './idle';
import { ImapSync, type FolderSyncResult } from './sync';
import { LabelCopies, labelStoreOf, type LabelStore } from './label-folders';
import { BODY_SEARCH_WAIT_MS, ImapBodySearch } from './body-search';
import { initialThreadId, rethread } from '../threads';

export const IMAP_SYNC_QUEUE = 'imap-sync';
const IMAP_SYNC_ALL_QUEUE = 'imap-sync-all';
const IMAP_SYNC_CRON = '* * * * *';
const SYNC_QUEUE_OPTIONS = { policy: 'stately', retryLimit: 1, retryBackoff: true } as const;

export interface ImapAccountsDeps {
  db: Database;
  encryptionKey: Uint8Array;
  connect: ConnectOptions;
  logger: Logger;
  events: EventBus;
  jobs?: Jobs;
  /** Access tokens of the accounts that sign in with OAuth. */
  tokens?: OAuthTokens;
  /** IDLE timings (tests shorten them). */
  idle?: IdleOptions;
  /** Runs, before the tabs hear of it, for the messages a sync brought into an INBOX it had seen before (the rules act on them). */
  onArrived?: (userId: string, messageIds: string[]) => Promise<void>;
}

/**
 * Servers that put what their SMTP sends into Sent themselves; an APPEND there
 * would file it twice. Gmail does, whichever host name reaches it: a Google
 * sign-in says so as surely as smtp.gmail.com.
 */
function filesSentMail(smtpHost: string, oauthProvider: string | null): boolean {
  return oauthProvider === 'google' || /(^|\.)(gmail|googlemail)\.com$/i.test(smtpHost);
}

function flagChange(add: string[], remove: string[], label: string): 'added' | 'removed' | undefined {
  return add.includes(label) ? 'added' : remove.includes(label) ? 'removed' : undefined;
}

/** The folders Email Buddy moves mail into: a role's, or the Snoozed folder, which no standard names. */
type Place = 'inbox' | 'archive' | 'trash' | 'sent' | 'drafts' | 'snoozed';

/** The folder snoozed mail waits in, so other clients see it out of the inbox and where it went (Thunderbird and Spark users name theirs so too). */
const SNOOZED = 'Snoozed';

/**
 * The folder a label change moves a message to: trash, back to the inbox, or
 * out of it to the archive (to Snoozed when the change is a snooze).
 */
function moveTarget(add: string[], remove: string[], snoozing: boolean): Place | undefined {
  if (add.includes('TRASH')) return 'trash';
  if (add.includes('INBOX')) return 'inbox';
  if (remove.includes('INBOX')) return snoozing ? 'snoozed' : 'archive';
  return undefined;
}

function placeOf(folder: Pick<typeof mailFolder.$inferSelect, 'path' | 'specialUse' | 'delimiter'>): Place | undefined {
  const delimiter = folder.delimiter ?? '/';
  if (!folder.specialUse && folderName(folder.path, delimiter).toLowerCase() === SNOOZED.toLowerCase()) return 'snoozed';
  const role = folderRole(folder.path, folder.specialUse, delimiter);
  return role === 'inbox' || role === 'archive' || role === 'trash' || role === 'sent' || role === 'drafts' ? role : undefined;
}

type ImapAccount = AccountRow;
type FolderRow = typeof mailFolder.$inferSelect;

/** The labels that say which folder a message is in, as `folderLabels` gives them. */
const FOLDER_LABELS = ['INBOX', 'SENT', 'DRAFT', 'TRASH'];

export class ImapAccounts {
  readonly sync: ImapSync;
  /** Push: one IDLE connection per account, held by one server process (started with the workers). */
  readonly idle: ImapIdle;
  /** Syncs running in this process, so a second request for the same account joins the first... */
  private readonly running = new Map<string, Promise<FolderSyncResult[]>>();
  /** ...and makes it go round once more, so a change that arrived mid-sync is not left for the next poll. */
  private readonly again = new Set<string>();

  private readonly accounts: AccountRepository;
  private readonly connections: AccountConnections;
  private readonly bodySearch: ImapBodySearch;
  private readonly labelCopies: LabelCopies;

  constructor(private readonly deps: ImapAccountsDeps) {
    this.accounts = new AccountRepository(deps.db);
    this.connections = new AccountConnections(deps);
    this.sync = new ImapSync(deps.db, deps.logger);
    this.labelCopies = new LabelCopies(deps.db);
    this.bodySearch = new ImapBodySearch({ db: deps.db, logger: deps.logger, storeBody: (userId, id, source) => this.sync.storeBody(userId, id, source) });
    this.idle = new ImapIdle(
      // IDLE watches INBOX, so a push syncs only INBOX; the minute's poll covers the other folders.
      { ...deps, connections: this.connections, onChange: (userId, accountId) => this.syncNow(userId, accountId, { inboxOnly: true }) },
      deps.idle,
    );
  }

  /**
   * Before a search of the cache: the bodies not cached yet that the servers
   * find every one of `terms` in are fetched, in each of the user's IMAP
   * accounts (or only `accountId`), so the search sees them.
   */
  async cacheBodiesMatching(userId: string, terms: string[], accountId?: string): Promise<number> {
    if (terms.length === 0) return 0;
    const accounts = await this.deps.db
      .select()
      .from(mailAccount)
      .where(and(eq(mailAccount.userId, userId), eq(mailAccount.provider, 'imap'), accountId ? eq(mailAccount.id, accountId) : undefined));
    const work = Promise.all(accounts.map((a) => this.bodySearch.cacheMatching(userId, a.id, terms, () => this.connections.openImap(a))));
    // A slow server must not hold the search up: past the wait it answers from the cache, and the fetch goes on for the next one.
    let timer: NodeJS.Timeout | undefined;
    const waited = new Promise<number[]>((resolve) => (timer = setTimeout(() => resolve([]), BODY_SEARCH_WAIT_MS)));
    const counts = await Promise.race([work, waited]).finally(() => clearTimeout(timer));
    return counts.reduce((sum, n) => sum + n, 0);
  }

  /** Syncs one account (or only its INBOX) now and tells its user's open tabs what changed. */
  async syncNow(userId: string, accountId: string, options: { inboxOnly?: boolean } = {}): Promise<FolderSyncResult[]> {
    const pending = this.running.get(accountId);
    if (pending) {
      this.again.add(accountId);
      return pending;
    }
    const run = (async () => {
      let results: FolderSyncResult[];
      do {
        this.again.delete(accountId);
        results = await this.run(userId, accountId, options);
      } while (this.again.has(accountId));
      return results;
    })().finally(() => this.running.delete(accountId));
    this.running.set(accountId, run);
    return run;
  }

  private async run(userId: string, accountId: string, options: { inboxOnly?: boolean }): Promise<FolderSyncResult[]> {
    const row = await this.account(userId, accountId);
    if (!row) return [];
    const results = await this.sync.syncAccount({ id: row.id, userId, open: () => this.connections.openImap(row) }, options);
    const inbox = results.find((r) => r.path.toUpperCase() === 'INBOX');
    const inboxAdded = inbox?.added ?? 0;
    if (inbox && !inbox.firstSync && inbox.addedIds.length > 0) {
      await this.deps.onArrived?.(userId, inbox.addedIds).catch((error: unknown) => this.deps.logger.warn({ err: error, userId }, 'rules on arrival failed'));
    }
    const changed = results.some((r) => r.added + r.removed + r.updated > 0);
    if (inboxAdded > 0) await this.publish(userId, 'newmail', { accountId });
    else if (changed) await this.publish(userId, 'mailchanged', { accountId });
    return results;
  }

  private async publish(userId: string, type: 'newmail' | 'mailchanged', data: Record<string, unknown>) {
    await this.deps.events.publish(userId, { type, data }).catch((error: unknown) => this.deps.logger.warn({ err: error }, 'event not published'));
  }

  /** The message with its body: fetched from the server and kept on first open. */
  async withBody(userId: string, row: MessageRow): Promise<MessageRow> {
    if (row.html !== null || row.folderId === null || row.uid === null) return row;
    const source = await this.source(userId, row);
    if (!source) return row;
    await this.sync.storeBody(userId, row.id, source);
    const [fresh] = await this.deps.db.select().from(mailMessage).where(and(eq(mailMessage.userId, userId), eq(mailMessage.id, row.id)));
    return fresh ?? row;
  }

  /** The message as the server keeps it (BODY[]), byte for byte. */
  async raw(userId: string, row: MessageRow): Promise<Buffer> {
    const source = await this.source(userId, row);
    if (!source) throw new NotFound('MESSAGE_NOT_FOUND', VIEW_MESSAGE_NOT_FOUND);
    return source;
  }

  /** The message's source from its folder; undefined when its account or folder is gone from the cache. */
  private async source(userId: string, row: MessageRow): Promise<Buffer | undefined> {
    if (row.folderId === null || row.uid === null) return undefined;
    const [folder] = await this.deps.db.select().from(mailFolder).where(eq(mailFolder.id, row.folderId));
    const account = await this.account(userId, row.accountId);
    if (!folder || !account) return undefined;
    const client = await this.connections.openImap(account);
    try {
      const lock = await client.getMailboxLock(folder.path);
      try {
        const message = await client.fetchOne(String(row.uid), { uid: true, source: true }, { uid: true });
        if (!message || !message.source) {
          // Gone from the server since the last sync: it leaves the cache too.
          await this.deps.db.delete(mailMessage).where(eq(mailMessage.id, row.id));
          throw new NotFound('MESSAGE_NOT_FOUND', VIEW_MESSAGE_NOT_FOUND);
        }
        return message.source;
      } finally {
        lock.release();
      }
    } finally {
      await client.logout().catch(() => client.close());
    }
  }

  /**
   * Applies a label change to the server first (read = \Seen, star =
   * \Flagged, archive, trash and restore = MOVE), then to the cache, so the
   * cache never claims what the server refused; the error says what failed.
   */
  async modify(userId: string, row: MessageRow, add: string[], remove: string[], options: { snoozing?: boolean } = {}): Promise<MessageRow> {
    const account = await this.account(userId, row.accountId);
    const [folder] = row.folderId ? await this.deps.db.select().from(mailFolder).where(eq(mailFolder.id, row.folderId)) : [];
    if (!account || !folder || row.uid === null) throw new NotFound('MESSAGE_NOT_FOUND', VIEW_MESSAGE_NOT_FOUND);
    const labels = [...new Set([...row.labels.filter((l) => !remove.includes(l)), ...add])];
    const target = moveTarget(add, remove, options.snoozing ?? false);
    let client: ImapFlow | undefined;
    let moved: { folderId: string; uid: number | null } | undefined;
    try {
      client = await this.connections.openImap(account);
      const lock = await client.getMailboxLock(folder.path);
      try {
        const uid = String(row.uid);
        const seen = flagChange(add, remove, 'UNREAD');
        if (seen === 'added') await client.messageFlagsRemove(uid, ['\\Seen'], { uid: true });
        if (seen === 'removed') await client.messageFlagsAdd(uid, ['\\Seen'], { uid: true });
        const flagged = flagChange(add, remove, 'STARRED');
        if (flagged === 'added') await client.messageFlagsAdd(uid, ['\\Flagged'], { uid: true });
        if (flagged === 'removed') await client.messageFlagsRemove(uid, ['\\Flagged'], { uid: true });
        const from = placeOf(folder);
        // A snooze moves only what is in the inbox: sent or archived mail waits where it is.
        if (target && from !== target && (target !== 'snoozed' || from === 'inbox')) {
          const destination = await this.folderFor(client, account.id, userId, target);
          const result = await client.messageMove(uid, destination.path, { uid: true });
          moved = { folderId: destination.id, uid: result ? (result.uidMap?.get(row.uid) ?? null) : null };
        }
      } finally {
        lock.release();
      }
    } catch (error) {
      if (error instanceof NotFound) throw error;
      throw new ProviderFailed('IMAP_WRITE_FAILED', `The mail server did not take the change: ${error instanceof Error ? error.message : String(error)}`, {
        cause: error,
      });
    } finally {
      await client?.logout().catch(() => client?.close());
    }
    return this.cacheChange(userId, row, labels, moved);
  }

  /**
   * Writes what the server took to the cached copy: its labels, and after a
   * MOVE its folder and new UID. A server without UIDPLUS does not say the new
   * UID (null): the copy goes, and the next sync of that folder brings it back.
   */
  private async cacheChange(userId: string, row: MessageRow, labels: string[], moved?: { folderId: string; uid: number | null }): Promise<MessageRow> {
    if (moved && moved.uid === null) {
      await this.deps.db.delete(mailMessage).where(eq(mailMessage.id, row.id));
      this.requestSync(userId, row.accountId);
      return { ...row, ...labelFlags(labels), folderId: moved.folderId };
    }
    const [updated] = await this.deps.db
      .update(mailMessage)
      .set({ ...labelFlags(labels), ...(moved ? { folderId: moved.folderId, uid: moved.uid, providerId: `${moved.folderId}:${moved.uid}` } : {}) })
      .where(and(eq(mailMessage.userId, userId), eq(mailMessage.id, row.id)))
      .returning();
    return updated ?? row;
  }

  /**
   * Moves a message into another folder of its account (MOVE, RFC 6851), then
   * the cached copy with it: its new UID, and the folder's labels in place of
   * the old folder's (INBOX, SENT, DRAFT, TRASH), flags and the user's own
   * labels kept.
   */
  async moveTo(userId: string, row: MessageRow, destination: typeof mailFolder.$inferSelect): Promise<MessageRow> {
    const account = await this.account(userId, row.accountId);
    const [folder] = row.folderId ? await this.deps.db.select().from(mailFolder).where(eq(mailFolder.id, row.folderId)) : [];
    if (!account || !folder || row.uid === null) throw new NotFound('MESSAGE_NOT_FOUND', VIEW_MESSAGE_NOT_FOUND);
    if (folder.id === destination.id) return row;
    let uid: number | null;
    let client: ImapFlow | undefined;
    try {
      client = await this.connections.openImap(account);
      const lock = await client.getMailboxLock(folder.path);
      try {
        const result = await client.messageMove(String(row.uid), destination.path, { uid: true });
        if (!result) throw new Error(`the server did not move the message to ${destination.path}`);
        uid = result.uidMap?.get(row.uid) ?? null;
      } finally {
        lock.release();
      }
    } catch (error) {
      if (error instanceof NotFound) throw error;
      throw new ProviderFailed('IMAP_WRITE_FAILED', `The mail server did not move the message: ${error instanceof Error ? error.message : String(error)}`, {
        cause: error,
      });
    } finally {
      await client?.logout().catch(() => client?.close());
    }
    const placed = [...row.labels.filter((l) => !FOLDER_LABELS.includes(l)), ...folderLabels(folderRole(destination.path, destination.specialUse, destination.delimiter ?? '/'))];
    return this.cacheChange(userId, row, placed, { folderId: destination.id, uid });
  }

  /**
   * Deletes a message for good from its folder on the server (\Deleted, then UID EXPUNGE where the server
   * has UIDPLUS, so no other message marked \Deleted by another client goes with it), then from the cache:
   * a draft that a newer save or its send replaced, or mail deleted forever from the trash.
   */
  async deleteForever(userId: string, row: MessageRow): Promise<void> {
    const account = await this.account(userId, row.accountId);
    const [folder] = row.folderId ? await this.deps.db.select().from(mailFolder).where(eq(mailFolder.id, row.folderId)) : [];
    if (account && folder) {
      let client: ImapFlow | undefined;
      try {
        client = await this.connections.openImap(account);
        // Its copies in label folders go first: left behind, the next sync would list them as the message.
        const copies = await this.labelCopies.of(row.id);
        const byPath = new Map<string, number[]>();
        for (const copy of copies) byPath.set(copy.path, [...(byPath.get(copy.path) ?? []), copy.uid]);
        for (const [path, uids] of byPath) await this.expunge(client, path, uids);
        await this.expunge(client, folder.path, row.uid !== null ? [row.uid] : await this.uidsOf(client, folder.path, row));
      } catch (error) {
        throw new ProviderFailed('IMAP_WRITE_FAILED', `The mail server did not delete the message: ${error instanceof Error ? error.message : String(error)}`, {
          cause: error,
        });
      } finally {
        await client?.logout().catch(() => client?.close());
      }
    }
    await this.deps.db.delete(mailMessage).where(and(eq(mailMessage.userId, userId), eq(mailMessage.id, row.id)));
  }

  /** A message's UIDs in a folder found by its Message-ID (for a row whose UID the server never told); none without one. */
  private async uidsOf(client: ImapFlow, path: string, row: MessageRow): Promise<number[]> {
    if (!row.messageIdHeader) return [];
    const lock = await client.getMailboxLock(path);
    try {
      return (await client.search({ header: { 'message-id': row.messageIdHeader } }, { uid: true })) || [];
    } finally {
      lock.release();
    }
  }

  /** \Deleted and UID EXPUNGE on these UIDs of a folder; imapflow answers false instead of throwing when refused. */
  private async expunge(client: ImapFlow, path: string, uids: number[]) {
    if (uids.length === 0) return;
    const lock = await client.getMailboxLock(path);
    try {
      if (!(await client.messageDelete(uids.join(','), { uid: true }))) throw new Error(`${path} refused to delete it`);
    } finally {
      lock.release();
    }
  }

  /**
   * Writes the user's labels (given by their keywords) to the server, so other clients and a later sync see
   * them: as flag keywords (RFC 9051), or as copies in label folders on an account whose server takes no new
   * keywords (see label-folders.ts). A folder that cannot keep new keywords on an account judged to take
   * them is answered with false: the labels then live in Email Buddy only.
   */
  async setKeywords(userId: string, row: MessageRow, add: string[], remove: string[]): Promise<boolean> {
    const account = await this.account(userId, row.accountId);
    const [folder] = row.folderId ? await this.deps.db.select().from(mailFolder).where(eq(mailFolder.id, row.folderId)) : [];
    if (!account || !folder || row.uid === null) return false;
    if (account.labelStore === 'folders') {
      await this.writeLabelFolders(account, userId, row, folder, add, remove);
      return true;
    }
    let client: ImapFlow | undefined;
    let judged: LabelStore;
    try {
      client = await this.connections.openImap(account);
      const lock = await client.getMailboxLock(folder.path);
      try {
        const mailbox = client.mailbox;
        if (client.capabilities.has('X-GM-EXT-1')) {
          // Gmail keeps labels by name in X-GM-LABELS, where the web, the apps and a later sync read them.
          const names = await this.labelNames(userId);
          const uid = String(row.uid);
          const named = (keywords: string[]) => keywords.map((k) => names.get(k.toLowerCase()) ?? k);
          if (add.length) await client.messageFlagsAdd(uid, named(add), { uid: true, useLabels: true });
          if (remove.length) await client.messageFlagsRemove(uid, named(remove), { uid: true, useLabels: true });
          return true;
        }
        if (!mailbox || !mailbox.permanentFlags?.has('\\*')) {
          // Before the first sync has judged the account, its INBOX decides now, as the sync would.
          if (account.labelStore !== null) return false;
          const inbox = folder.path.toUpperCase() === 'INBOX' ? mailbox : await client.mailboxOpen('INBOX', { readOnly: true }).catch(() => undefined);
          judged = labelStoreOf(inbox ? inbox.permanentFlags : undefined);
          if (judged === 'keywords') return false;
        } else {
          const uid = String(row.uid);
          if (add.length) await client.messageFlagsAdd(uid, add, { uid: true });
          if (remove.length) await client.messageFlagsRemove(uid, remove, { uid: true });
          return true;
        }
      } finally {
        lock.release();
      }
    } catch (error) {
      throw new ProviderFailed('IMAP_WRITE_FAILED', `The mail server did not take the label: ${error instanceof Error ? error.message : String(error)}`, {
        cause: error,
      });
    } finally {
      await client?.logout().catch(() => client?.close());
    }
    await this.deps.db.update(mailAccount).set({ labelStore: 'folders' }).where(and(eq(mailAccount.id, account.id), isNull(mailAccount.labelStore)));
    await this.writeLabelFolders({ ...account, labelStore: 'folders' }, userId, row, folder, add, remove);
    return true;
  }

  /**
   * A label as a folder: a copy of the message in the folder named as the label's keyword (made when
   * missing), remembered so the sync takes it for what it is; taking the label off deletes the copy. A
   * message found only in that folder leaves it for the archive instead, so nothing is lost.
   */
  private async writeLabelFolders(account: ImapAccount, userId: string, row: MessageRow, folder: FolderRow, add: string[], remove: string[]) {
    let client: ImapFlow | undefined;
    let archive = false;
    try {
      client = await this.connections.openImap(account);
      const copies = await this.labelCopies.of(row.id);
      for (const keyword of add) {
        const target = await this.labelFolder(client, account.id, userId, keyword, true);
        if (!target || target.id === folder.id || copies.some((c) => c.folderId === target.id)) continue;
        const lock = await client.getMailboxLock(folder.path);
        try {
          const copied = await client.messageCopy(String(row.uid), target.path, { uid: true });
          if (!copied) throw new Error(`the server did not copy the message to ${target.path}`);
          const uid = copied.uidMap?.get(row.uid!);
          // Without UIDPLUS the copy's UID is unknown: the next sync finds it by its Message-ID.
          if (uid) await this.labelCopies.remember(target.id, uid, row.id);
        } finally {
          lock.release();
        }
      }
      for (const keyword of remove) {
        const target = await this.labelFolder(client, account.id, userId, keyword, false);
        if (!target) continue;
        if (target.id === folder.id) {
          archive = true;
          continue;
        }
        let uids = copies.filter((c) => c.folderId === target.id).map((c) => c.uid);
        if (uids.length === 0) uids = await this.uidsOf(client, target.path, row);
        await this.expunge(client, target.path, uids);
        await this.labelCopies.forget(target.id, uids);
      }
    } catch (error) {
      throw new ProviderFailed('IMAP_WRITE_FAILED', `The mail server did not take the label: ${error instanceof Error ? error.message : String(error)}`, { cause: error });
    } finally {
      await client?.logout().catch(() => client?.close());
    }
    if (archive) {
      const client2 = await this.connections.openImap(account);
      const destination = await this.folderFor(client2, account.id, userId, 'archive').finally(() => client2.logout().catch(() => client2.close()));
      await this.moveTo(userId, row, destination);
    }
  }

  /**
   * A deleted label's folders, on the user's accounts that keep labels as folders: mail found only there
   * moves to the archive first, so nothing is lost, then the folder goes from the server and the cache
   * (its copies with it). Left behind, its copies would be listed as mail of an ordinary folder.
   */
  async dropLabelFolders(userId: string, keyword: string): Promise<void> {
    for (const account of await this.accounts.list(userId)) {
      if (account.provider !== 'imap' || account.labelStore !== 'folders') continue;
      const [folder] = await this.deps.db
        .select()
        .from(mailFolder)
        .where(and(eq(mailFolder.accountId, account.id), sql`lower(${mailFolder.path}) = lower(${keyword})`));
      if (!folder) continue;
      const own = await this.deps.db.select().from(mailMessage).where(eq(mailMessage.folderId, folder.id));
      const copies = new Set((await this.labelCopies.known(folder.id)).map((c) => c.uid));
      let client: ImapFlow | undefined;
      try {
        client = await this.connections.openImap(account);
        const archive = await this.folderFor(client, account.id, userId, 'archive');
        for (const row of own) await this.moveTo(userId, row, archive);
        // Mail another client put only there since the last sync is neither a copy nor listed yet: it moves too.
        const lock = await client.getMailboxLock(folder.path);
        try {
          const unknown = ((await client.search({ all: true }, { uid: true })) || []).filter((uid) => !copies.has(uid));
          if (unknown.length > 0 && !(await client.messageMove(unknown.join(','), archive.path, { uid: true }))) {
            throw new Error(`the server did not move the mail of ${folder.path} to ${archive.path}`);
          }
        } finally {
          lock.release();
        }
        await client.mailboxDelete(folder.path);
      } catch (error) {
        throw new ProviderFailed('IMAP_WRITE_FAILED', `The mail server did not remove the label's folder: ${error instanceof Error ? error.message : String(error)}`, {
          cause: error,
        });
      } finally {
        await client?.logout().catch(() => client?.close());
      }
      await this.deps.db.delete(mailFolder).where(eq(mailFolder.id, folder.id));
    }
  }

  /** The user's label names by keyword (lower-cased). */
  private async labelNames(userId: string): Promise<Map<string, string>> {
    const rows = await this.deps.db.select({ keyword: mailLabel.keyword, name: mailLabel.name }).from(mailLabel).where(eq(mailLabel.userId, userId));
    return new Map(rows.map((r) => [r.keyword.toLowerCase(), r.name]));
  }

  /** The account's folder for a label keyword, made on the server and in the cache when `create` and missing. */
  private async labelFolder(client: ImapFlow, accountId: string, userId: string, keyword: string, create: boolean): Promise<FolderRow | undefined> {
    const folders = await this.deps.db.select().from(mailFolder).where(eq(mailFolder.accountId, accountId));
    const found = folders.find((f) => f.path.toLowerCase() === keyword.toLowerCase());
    if (found || !create) return found;
    await client.mailboxCreate(keyword).catch(() => undefined);
    const [row] = await this.deps.db
      .insert(mailFolder)
      .values({ id: randomUUID(), userId, accountId, path: keyword, name: keyword, delimiter: '/', specialUse: null })
      .onConflictDoNothing()
      .returning();
    return row ?? (await this.deps.db.select().from(mailFolder).where(and(eq(mailFolder.accountId, accountId), eq(mailFolder.path, keyword))))[0];
  }

  /**
   * Sends through the account's SMTP server, then files the sender's copy in
   * its Sent folder (APPEND, unless the server files it itself, as Gmail
   * does) and in the cache. Recipients get the tracked HTML, the Sent copy the
   * original; Bcc travels only in the envelope.
   */
  async send(userId: string, accountId: string, message: OutgoingMessage): Promise<{ id: string; threadId: string }> {
    const account = await this.account(userId, accountId);
    if (!account || !account.email) throw accountNotFound();
    const from = { name: account.displayName || message.from.name, email: account.email };
    const date = new Date();
    const mail = { ...message, from, date, messageId: message.messageId };
    const outgoing = await buildMime({ ...mail, html: message.recipientHtml ?? message.html }, { keepBcc: false });
    let smtpHost: string;
    try {
      ({ smtpHost } = await this.connections.sendRaw(account, outgoing.envelope, outgoing.raw));
    } catch (error) {
      const cause = error instanceof Error ? error.message : String(error);
      throw new ProviderFailed('SMTP_SEND_FAILED', `Failed to send email: ${cause}`, { cause: error });
    }

    const copy = await buildMime(mail, { keepBcc: true });
    let filed: { folderId: string; uid: number | null } | undefined;
    if (!filesSentMail(smtpHost, account.oauthProvider)) {
      // The mail went out; only the server's Sent copy is missing, which must not turn the send into a failure.
      filed = await this.fileCopy(account, userId, 'sent', copy.raw, ['\\Seen'], date).catch((error: unknown) => {
        this.deps.logger.warn({ err: error, accountId }, 'sent copy not filed in the Sent folder');
        return undefined;
      });
    }
    return this.cacheOwnCopy(userId, account.id, { ...message, from }, date, filed, 'SENT');
  }

  /**
   * Saves a draft in the account's Drafts folder (APPEND with \Draft and
   * \Seen, the folder made when missing), so the user's other clients can
   * finish it, and in the cache under the Drafts tab.
   */
  async saveDraft(userId: string, accountId: string, message: OutgoingMessage): Promise<{ id: string }> {
    const account = await this.account(userId, accountId);
    if (!account || !account.email) throw accountNotFound();
    const from = { name: account.displayName || message.from.name, email: account.email };
    const date = new Date();
    const { raw } = await buildMime({ ...message, from, date }, { keepBcc: true });
    const filed = await this.fileCopy(account, userId, 'drafts', raw, ['\\Draft', '\\Seen'], date).catch((error: unknown) => {
      throw new ProviderFailed('IMAP_WRITE_FAILED', `The mail server did not take the draft: ${error instanceof Error ? error.message : String(error)}`, { cause: error });
    });
    const { id } = await this.cacheOwnCopy(userId, account.id, { ...message, from }, date, filed, 'DRAFT');
    return { id };
  }

  /** APPENDs the user's own copy to the account's Sent or Drafts folder (made when missing); the UID is null without UIDPLUS. */
  private async fileCopy(account: typeof mailAccount.$inferSelect, userId: string, place: 'sent' | 'drafts', raw: Buffer | string, flags: string[], date: Date) {
    const client = await this.connections.openImap(account);
    try {
      const folder = await this.folderFor(client, account.id, userId, place);
      const appended = await client.append(folder.path, raw, flags, date);
      return { folderId: folder.id, uid: appended ? (appended.uid ?? null) : null };
    } finally {
      await client.logout().catch(() => client.close());
    }
  }

  /**
   * The cached copy of what the user sent or saved: in the folder it was
   * filed in when the server said its UID (UIDPLUS), else outside any folder
   * until the next sync brings the server's own copy.
   */
  private async cacheOwnCopy(
    userId: string,
    accountId: string,
    message: OutgoingMessage,
    date: Date,
    filed: { folderId: string; uid: number | null } | undefined,
    label: 'SENT' | 'DRAFT',
  ): Promise<{ id: string; threadId: string }> {
    const id = randomUUID();
    const threadId = message.threadId ?? initialThreadId(message.references ?? [], message.inReplyTo, message.messageId, id);
    await this.deps.db.insert(mailMessage).values({
      id,
      userId,
      accountId,
      folderId: filed?.uid ? filed.folderId : null,
      uid: filed?.uid ?? null,
      provider: 'imap',
      providerId: filed?.uid ? `${filed.folderId}:${filed.uid}` : id,
      threadId,
      messageIdHeader: message.messageId,
      inReplyTo: message.inReplyTo ?? null,
      references: message.references?.join(' ') || null,
      subject: message.subject,
      fromName: message.from.name,
      fromEmail: message.from.email.toLowerCase(),
      to: message.to,
      cc: message.cc,
      bcc: message.bcc,
      date,
      snippet: previewOf(message.text),
      html: message.html,
      text: message.text,
      category: label === 'SENT' ? 'sent' : 'drafts',
      hasAttachments: message.attachments.length > 0,
      ...labelFlags([label]),
    });
    const threads = await rethread(this.deps.db, userId, [id]);
    return { id, threadId: threads.get(id) ?? threadId };
  }

  /**
   * Files messages into one of the account's folders (IMAP APPEND, one
   * connection for the batch), then asks for a sync so they show up here as
   * the server numbers them. `folderId` unset means the inbox.
   */
  async append(userId: string, accountId: string, folderId: string | undefined, messages: { raw: Buffer; flags: string[]; date: Date }[]): Promise<void> {
    const account = await this.account(userId, accountId);
    if (!account) throw accountNotFound();
    const client = await this.connections.openImap(account);
    try {
      const folder = folderId
        ? (await this.deps.db.select().from(mailFolder).where(and(eq(mailFolder.accountId, accountId), eq(mailFolder.id, folderId))))[0]
        : await this.folderFor(client, accountId, userId, 'inbox');
      if (!folder) throw folderNotFound();
      for (const message of messages) await client.append(folder.path, message.raw, message.flags, message.date);
    } finally {
      await client.logout().catch(() => client.close());
    }
    this.requestSync(userId, accountId);
  }

  /** The account's folder for a place, made on the server when it has none (an Archive or Snoozed folder, typically). */
  private async folderFor(client: ImapFlow, accountId: string, userId: string, place: Place) {
    const folders = await this.deps.db.select().from(mailFolder).where(eq(mailFolder.accountId, accountId));
    const found = folders.find((f) => placeOf(f) === place);
    if (found) return found;
    const name = { archive: 'Archive', trash: 'Trash', sent: 'Sent', drafts: 'Drafts', inbox: 'INBOX', snoozed: SNOOZED }[place];
    await client.mailboxCreate(name).catch(() => undefined);
    const [row] = await this.deps.db
      .insert(mailFolder)
      .values({ id: randomUUID(), userId, accountId, path: name, name, delimiter: '/', specialUse: place === 'inbox' || place === 'snoozed' ? null : `\\${name}` })
      .onConflictDoNothing()
      .returning();
    return row ?? folders.find((f) => f.path === name)!;
  }

  private async account(userId: string, accountId: string) {
    const row = await this.accounts.get(userId, accountId);
    return row?.provider === 'imap' ? row : undefined;
  }

  /** Queues a sync (or, without a queue, starts one in the background); failures are on the account's status. */
  requestSync(userId: string, accountId: string): void {
    const jobs = this.deps.jobs;
    if (jobs) {
      void jobs
        .ensureQueue(IMAP_SYNC_QUEUE, SYNC_QUEUE_OPTIONS)
        .then(() => jobs.request(IMAP_SYNC_QUEUE, { userId, accountId }, { singletonKey: accountId }))
        .catch((error: unknown) => this.deps.logger.warn({ err: error, accountId }, 'IMAP sync not queued'));
      return;
    }
    void this.syncNow(userId, accountId).catch(() => undefined);
  }

  async requestSyncForAll(): Promise<number> {
    const rows = await this.deps.db.select({ id: mailAccount.id, userId: mailAccount.userId }).from(mailAccount).where(eq(mailAccount.provider, 'imap'));
    for (const row of rows) this.requestSync(row.userId, row.id);
    return rows.length;
  }
}

/** The IMAP queues, their workers and the one-minute schedule. */
export async function registerImapJobs(jobs: Jobs, imap: ImapAccounts): Promise<void> {
  await jobs.ensureQueue(IMAP_SYNC_QUEUE, SYNC_QUEUE_OPTIONS);
  await jobs.work<{ userId: string; accountId: string }>(
    IMAP_SYNC_QUEUE,
    async (job) => {
      // A failed sync is recorded on the account (status error with the reason); the queue does not retry a wrong password forever.
      await imap.syncNow(job.data.userId, job.data.accountId).catch(() => undefined);
    },
    { pollingIntervalSeconds: POLLING_SECONDS.requested },
  );
  await jobs.sweep(IMAP_SYNC_ALL_QUEUE, IMAP_SYNC_CRON, () => imap.requestSyncForAll());
}
