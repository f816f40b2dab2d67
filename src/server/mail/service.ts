/**
 * The rules of mail: which provider a user has, reading, labelling, sending
 * and drafting. Routes call this; nothing outside src/server/mail/ knows
 * whether a user's mailbox is local or Gmail.
 */
import { textToHtml } from '../../core/mail/html-text';
import { canUnsubscribe } from '../../core/mail/list-unsubscribe';
import { isUserLabelId, userLabelIds } from '../../core/mail/label-limits';
import { unsubscribe, type UnsubscribeResult } from './unsubscribe';
import { interpretSearch } from '../../core/mail/search-interpret';
import { parseSearch, requiredText } from '../../core/mail/search-query';
import { accountNotFound, folderNotFound } from '../../core/accounts/errors';
import { isValidEmail, parseAddressList } from '../../core/mail/address';
import { ERR_MISSING_RECIPIENT, errInvalidAddress, VIEW_CONVERSATION_NOT_FOUND, VIEW_MESSAGE_NOT_FOUND } from '../../core/mail/errors';
import { htmlToText } from '../../core/mail/html-text';
import type { MailAddress } from '../../core/mail/types';
import type { SendMailInput } from '../../core/schemas';
import { BULK_MAX, ERR_FOLDER_OF_ANOTHER_ACCOUNT, ERR_GMAIL_EMPTIES_ITS_TRASH, ERR_NOT_IN_TRASH, ERR_NOT_A_DESTINATION, ERR_NOT_SNOOZED, ERR_SNOOZE_IN_PAST, type BulkAction, type BulkRequest } from '../../core/mail/bulk';
import { SnoozeWorker } from './snooze';
import type { Database } from '../db/open';
import { AccountRepository } from '../accounts/repository';
import { mailFolder, mailMessage } from '../db/schema/mail';
import { mailSource } from '../db/schema/transfer';
import { mailSplit } from '../db/schema/rules';
import { and, eq, inArray } from 'drizzle-orm';
import type { Config } from '../config';
import type { Jobs } from '../jobs/boss';
import { GmailConnection } from './gmail/connection';
import { MICROSOFT_MAIL_SCOPES, OAuthTokens } from './imap/oauth-tokens';
import { ImapAccounts } from './imap/accounts';
import { Conflict, Invalid, NotFound, Unprocessable } from '../../core/errors';
import { ruleQueryProblem } from '../../core/rules/schemas';
import type { EventBus } from '../events';
import type { Logger } from '../logger';
import { listContacts } from './contacts';
import { LocalMailProvider, type OutboundRelay } from './local/provider';
import { welcomeRows } from './local/welcome';
import { checkAttachmentSizes, newMessageId, renderStoredMail } from './mime';
import type { MailProvider, SendResult } from './provider';
import { sanitizeMailHtml } from './sanitize';
import { LABEL, MailStore, TO_REPLY, type ListScope, type MessageRow } from './store';
import { LabelRepository } from '../rules/labels';
import { errLabelExists } from '../../core/mail/labels';
import { splitNotFound } from '../rules/splits';
import { MAIL_TABS, MOVE_TABS, type MailMessage, type MailTab, type OutgoingAttachment, type OutgoingMessage, type PageRequest, type ThreadDetail } from './types';

export interface ListFilter {
  account?: string;
  label?: string;
  /** A split-inbox tab: its search narrows the list (the inbox, unless a tab is given). */
  split?: string;
  /** An IMAP folder's id (`/api/accounts/:id/folders`); for the local mailbox, whose folders are the tabs, a tab's name. */
  folder?: string;
}

export interface MailUser {
  id: string;
  name: string;
  email: string;
}

/** The labels each bulk action adds and removes; restore is also how archive and trash are undone. */
const BULK_LABELS: Record<Exclude<BulkAction, 'snooze' | 'move' | 'label' | 'unlabel' | 'delete'>, { add: string[]; remove: string[] }> = {
  archive: { add: [], remove: [LABEL.inbox] },
  trash: { add: [LABEL.trash], remove: [LABEL.inbox] },
  restore: { add: [LABEL.inbox], remove: [LABEL.trash] },
  read: { add: [], remove: [LABEL.unread] },
  unread: { add: [LABEL.unread], remove: [] },
  star: { add: [LABEL.starred], remove: [] },
  unstar: { add: [], remove: [LABEL.starred] },
};

/** Moving into a tab named as a folder: the tabs a message can be put in, and the labels that put it there. */
const MOVE_TO_TAB: Record<(typeof MOVE_TABS)[number], { add: string[]; remove: string[] }> = {
  inbox: { add: [LABEL.inbox], remove: [LABEL.trash] },
  archived: { add: [], remove: [LABEL.inbox, LABEL.trash] },
  trash: { add: [LABEL.trash], remove: [LABEL.inbox] },
};

export const messageNotFound = () => new NotFound('MESSAGE_NOT_FOUND', VIEW_MESSAGE_NOT_FOUND);
export const threadNotFound = () => new NotFound('THREAD_NOT_FOUND', VIEW_CONVERSATION_NOT_FOUND);
export const TEXT_DRAFT_NOT_FOUND = 'That draft is no longer in your Drafts (sent, deleted, or saved again elsewhere).';
export const draftNotFound = () => new NotFound('DRAFT_NOT_FOUND', TEXT_DRAFT_NOT_FOUND);

/**
 * Recipient entries as typed: `a@x.io`, `Ada <a@x.io>` or several separated by
 * commas, deduplicated case-insensitively (RFC 5322 mailboxes).
 */
export function parseRecipients(entries: string[]): MailAddress[] {
  const seen = new Set<string>();
  const addresses: MailAddress[] = [];
  for (const entry of entries) {
    const parsed = parseAddressList(entry);
    if (parsed.length === 0) throw new Invalid('INVALID_ADDRESS', errInvalidAddress(entry));
    for (const address of parsed) {
      if (!isValidEmail(address.email)) throw new Invalid('INVALID_ADDRESS', errInvalidAddress(address.email || entry));
      const key = address.email.toLowerCase();
      if (seen.has(key)) continue;
      seen.add(key);
      addresses.push(address);
    }
  }
  return addresses;
}

/** Open and link tracking, as the mail service needs it (implemented by tracking/service.ts). */
export interface MailTracker {
  /** The recipients' HTML for a tracked send, and how to record the send once it went out (or failed). */
  prepare(
    user: MailUser,
    message: OutgoingMessage,
    options: { opens: boolean; clicks: boolean },
  ): Promise<{ recipientHtml: string; record(outcome: { sentId?: string; failed?: boolean }): Promise<void> }>;
  /** A user opened a message (with this Message-ID) that someone else sent: a read receipt for a local recipient. */
  openedInApp(user: MailUser, messageIdHeader: string): Promise<void>;
}

export interface MailServiceDeps {
  db: Database;
  config: Config;
  logger: Logger;
  events: EventBus;
  relay?: OutboundRelay;
  /** pg-boss, for the background Gmail sync; without it a sync runs inline. */
  jobs?: Jobs;
  /** For the Gmail adapter's HTTP calls (tests). */
  fetch?: typeof fetch;
  /** The Gmail client's backoff sleep (tests pass one that records and does not wait). */
  gmailSleep?: (ms: number) => Promise<void>;
  tracker?: MailTracker;
}

/** What a hook learns about a message just delivered into a user's mailbox. */
export interface DeliveredMessage {
  fromEmail: string;
  inReplyTo?: string | null;
  references?: readonly string[] | null;
}

/** Called after a message landed in `userId`'s mailbox (e.g. to complete follow-ups it answers). */
export type DeliveryHook = (userId: string, message: DeliveredMessage) => Promise<void>;

/** Called with newly arrived messages (by our id) of one user, before their tabs hear of them: the rules run here. */
export type ArrivalHook = (userId: string, messageIds: string[]) => Promise<void>;

export class MailService {
  private readonly store: MailStore;
  private readonly accounts: AccountRepository;
  /** The user's own labels (rules/labels.ts): messages carry their ids. */
  readonly labels: LabelRepository;
  /** Connecting, syncing and disconnecting Gmail (routes under /api/mail/gmail). */
  readonly gmail: GmailConnection;
  /** Syncing IMAP accounts, fetching their bodies and writing changes back. */
  readonly imap: ImapAccounts;
  private readonly deliveryHooks: DeliveryHook[] = [];
  private arrivalHook?: ArrivalHook;
  /** Wakes snoozed mail at its time (pg-boss jobs and a sweep, started with the other workers). */
  readonly snoozer: SnoozeWorker;

  constructor(private readonly deps: MailServiceDeps) {
    this.store = new MailStore(deps.db);
    this.snoozer = new SnoozeWorker({
      db: deps.db,
      events: deps.events,
      logger: deps.logger,
      jobs: deps.jobs,
      writeBack: (woken) => this.modify({ id: woken.userId, name: '', email: '' }, woken.id, [LABEL.inbox, LABEL.unread], []).then(() => undefined),
    });
    this.accounts = new AccountRepository(deps.db);
    this.labels = new LabelRepository(deps.db);
    const microsoft = deps.config.microsoft;
    this.imap = new ImapAccounts({
      db: deps.db,
      encryptionKey: deps.config.encryptionKey,
      connect: { allowPrivate: deps.config.mailAllowPrivateHosts },
      logger: deps.logger,
      events: deps.events,
      jobs: deps.jobs,
      onArrived: (userId, ids) => this.arrive(userId, ids),
      tokens: new OAuthTokens({
        db: deps.db,
        encryptionKey: deps.config.encryptionKey,
        logger: deps.logger,
        fetch: deps.fetch,
        clients: {
          ...(microsoft ? { microsoft: { ...microsoft, scopes: MICROSOFT_MAIL_SCOPES } } : {}),
          // Google refreshes with the scopes first granted; it takes no scope parameter.
          ...(deps.config.google ? { google: { ...deps.config.google, tokenUrl: deps.config.gmail.tokenUrl, scopes: [] } } : {}),
        },
      }),
    });
    this.gmail = new GmailConnection({
      db: deps.db,
      config: deps.config,
      logger: deps.logger,
      events: deps.events,
      jobs: deps.jobs,
      fetch: deps.fetch,
      sleep: deps.gmailSleep,
      // Mail that reaches a Gmail user arrives through sync, so it runs the same hooks as a local delivery.
      onReceived: (userId, mail) => this.runDeliveryHooks(userId, mail),
      onArrived: async (userId, providerIds) => this.arrive(userId, await this.store.idsByProviderId(userId, providerIds)),
    });
  }

  /** The provider of this user's mailbox: Gmail when connected, the local mailbox otherwise. */
  async provider(user: MailUser): Promise<MailProvider> {
    return (await this.gmail.provider(user.id)) ?? new LocalMailProvider(this.deps.db, user, this.deps.relay);
  }

  /** Sets what runs on newly arrived mail (the rules); it must not throw, and a failure never blocks the delivery. */
  onMailArrived(hook: ArrivalHook) {
    this.arrivalHook = hook;
  }

  private async arrive(userId: string, ids: string[]) {
    if (!this.arrivalHook || ids.length === 0) return;
    await this.arrivalHook(userId, ids).catch((error: unknown) => this.deps.logger.warn({ err: error, userId }, 'rules on arrival failed'));
  }

  /** Registers a hook that runs after each delivery (local, or a Gmail sync); its failures are logged, never fatal to the send. */
  onMailDelivered(hook: DeliveryHook) {
    this.deliveryHooks.push(hook);
  }

  private async delivered(senderId: string, recipientIds: string[], message: OutgoingMessage) {
    const info: DeliveredMessage = { fromEmail: message.from.email, inReplyTo: message.inReplyTo, references: message.references };
    await Promise.all(recipientIds.filter((id) => id !== senderId).map((id) => this.runDeliveryHooks(id, info)));
  }

  private async runDeliveryHooks(userId: string, message: DeliveredMessage) {
    for (const result of await Promise.allSettled(this.deliveryHooks.map((hook) => hook(userId, message)))) {
      if (result.status === 'rejected') this.deps.logger.warn({ err: result.reason }, 'delivery hook failed');
    }
  }

  /** Seeds a new account's inbox with the welcome messages. */
  async onUserCreated(user: MailUser) {
    await this.deps.db.insert(mailMessage).values(welcomeRows(user, this.deps.config.publicUrl));
  }

  async profile(user: MailUser) {
    return (await this.provider(user)).profile();
  }

  /** People this user exchanged mail with, most frequent first (see contacts.ts). */
  async contacts(user: MailUser, query: string) {
    return listContacts(this.deps.db, user.id, user.email, query);
  }

  /** Reads a sentence as search operators, naming people as this user's contacts are named. */
  async interpretSearch(user: MailUser, text: string) {
    const contacts = await listContacts(this.deps.db, user.id, user.email, '');
    return interpretSearch(text, { now: new Date(), contacts });
  }

  /** What narrows a list beside its tab and search: one account, one of the user's labels. */
  private async listScope(user: MailUser, filter: ListFilter): Promise<ListScope> {
    if (filter.account && !(await this.accounts.get(user.id, filter.account))) throw accountNotFound();
    if (filter.label) await this.labels.require(user.id, [filter.label]);
    const folder = filter.folder ? await this.folder(user, filter.folder) : undefined;
    return {
      ...(filter.account ? { accountId: filter.account } : {}),
      ...(filter.label ? { labelId: filter.label } : {}),
      ...(folder?.id ? { folderId: folder.id } : {}),
    };
  }

  /** A folder by its id, or a tab named as the local mailbox's folder; not found for anything else or another user's. */
  private async folder(user: MailUser, folder: string): Promise<{ id?: string; tab?: MailTab; name: string }> {
    if ((MAIL_TABS as readonly string[]).includes(folder)) return { tab: folder as MailTab, name: folder };
    const [row] = await this.deps.db.select({ id: mailFolder.id, path: mailFolder.path }).from(mailFolder).where(and(eq(mailFolder.userId, user.id), eq(mailFolder.id, folder)));
    if (!row) throw folderNotFound();
    return { id: row.id, name: row.path };
  }

  /** The tab a `folder` naming one of the tabs stands for, unless a tab is given. */
  private folderTab(tab: MailTab | undefined, filter: ListFilter): MailTab | undefined {
    return tab ?? (filter.folder && (MAIL_TABS as readonly string[]).includes(filter.folder) ? (filter.folder as MailTab) : undefined);
  }

  /** A split's search joined to the typed one; a split of another user is not found. */
  private async splitQuery(userId: string, splitId: string, query?: string): Promise<string> {
    const [split] = await this.deps.db.select({ query: mailSplit.query }).from(mailSplit).where(and(eq(mailSplit.userId, userId), eq(mailSplit.id, splitId)));
    if (!split) throw splitNotFound();
    return `(${split.query}) ${query?.trim() ?? ''}`.trim();
  }

  /** How many inbox messages a search finds (a split tab's unread count), up to the search cap. */
  async countInbox(userId: string, query: string): Promise<number> {
    return this.store.count(userId, 'inbox', query);
  }

  /** A search also finds IMAP mail whose body is not cached yet: the server is asked first (see imap/body-search.ts). */
  private async beforeSearch(user: MailUser, query: string | undefined, filter: ListFilter) {
    const terms = requiredText(query?.trim() ? parseSearch(query) : null);
    if (terms.length > 0) await this.imap.cacheBodiesMatching(user.id, terms, filter.account);
  }

  /** A page of a tab: every account's mail merged by date (the unified inbox), or one account's or one label's. */
  async list(user: MailUser, tab: MailTab | undefined, page: PageRequest, query?: string, filter: ListFilter = {}) {
    await Promise.all([this.store.refreshAsks(user.id), this.beforeSearch(user, query, filter)]);
    if (filter.split) {
      const q = await this.splitQuery(user.id, filter.split, query);
      return this.store.list(user.id, tab ?? 'inbox', page, q, await this.listScope(user, filter));
    }
    if (filter.account || filter.label || filter.folder) return this.store.list(user.id, this.folderTab(tab, filter), page, query?.trim() || undefined, await this.listScope(user, filter));
    return (await this.provider(user)).list(tab, page, query?.trim() || undefined);
  }

  /** Ids of the mail a search finds now (all mail but the trash unless it says where; with no search, the mail received), newest first. */
  async matchingIds(user: MailUser, query: string, filter: ListFilter, cap: number): Promise<string[]> {
    const q = query.trim() || 'in:anywhere -in:trash -in:sent -in:drafts';
    return (await this.store.matching(user.id, undefined, q, await this.listScope(user, filter), cap)).map((r) => r.id);
  }

  /** A page of a tab as conversations, over every account's cached mail, or one account's or label's. */
  async threads(user: MailUser, tab: MailTab | undefined, page: PageRequest, query?: string, filter: ListFilter = {}) {
    await Promise.all([this.store.refreshAsks(user.id), this.beforeSearch(user, query, filter)]);
    if (filter.split) {
      const q = await this.splitQuery(user.id, filter.split, query);
      return this.store.threads(user.id, tab ?? 'inbox', page, q, await this.listScope(user, filter));
    }
    return this.store.threads(user.id, this.folderTab(tab, filter), page, query?.trim() || undefined, await this.listScope(user, filter));
  }

  /** A whole conversation, oldest first, each message as the message view gets it. */
  async thread(user: MailUser, threadId: string, options: { showImages?: boolean } = {}): Promise<ThreadDetail> {
    const rows = await this.store.threadMessages(user.id, threadId);
    if (rows.length === 0) throw threadNotFound();
    const messages = [];
    for (const row of rows) messages.push(await this.get(user, row.id, options));
    return { threadId, subject: rows[0]!.subject, messages };
  }

  /** The whole message from the account that holds it: an IMAP message's body is fetched on first open. */
  private async fullMessage(user: MailUser, id: string) {
    const stored = await this.store.get(user.id, id);
    if (!stored) return undefined;
    if (stored.provider === 'imap') return this.imap.withBody(user.id, stored);
    // Local mail is whole in the store, as is Gmail mail whose body an earlier open brought: no need to ask its provider.
    if (stored.provider === 'local' || stored.html !== null) return stored;
    return (await this.provider(user)).get(id);
  }

  async get(user: MailUser, id: string, options: { showImages?: boolean } = {}): Promise<MailMessage> {
    const row = await this.fullMessage(user, id);
    if (!row) throw messageNotFound();
    const { html, remoteImages } = sanitizeMailHtml(row.html ?? '', { allowRemoteImages: options.showImages });
    const attachments = await this.store.attachments(user.id, row.id);
    return {
      id: row.id,
      accountId: row.accountId,
      threadId: row.threadId,
      subject: row.subject,
      from: { name: row.fromName, email: row.fromEmail },
      to: row.to,
      cc: row.cc,
      bcc: row.fromEmail === user.email.toLowerCase() ? row.bcc : [],
      date: row.date.toISOString(),
      html,
      text: row.text ?? '',
      labelIds: userLabelIds(row.labels),
      inInbox: row.inInbox,
      isDraft: row.isDraft,
      inTrash: row.isTrash,
      starred: row.starred,
      read: !row.unread,
      messageIdHeader: row.messageIdHeader,
      attachments,
      remoteImagesBlocked: remoteImages,
      canUnsubscribe: canUnsubscribe(row.listUnsubscribe),
    };
  }

  /** Acts on the message's List-Unsubscribe (see unsubscribe.ts); a mailto goes from the account it came to. */
  async unsubscribe(user: MailUser, id: string): Promise<UnsubscribeResult> {
    const row = await this.store.get(user.id, id);
    if (!row) throw messageNotFound();
    const outcome = await unsubscribe(row, {
      allowPrivate: this.deps.config.mailAllowPrivateHosts,
      sendMail: ({ accountId, to, subject, body }) =>
        this.send(user, { accountId, to: [to], cc: [], bcc: [], subject, body: textToHtml(body), attachments: [] }),
    });
    await this.store.recordUnsubscribe(user.id, row.fromEmail, outcome.method);
    return outcome;
  }

  /** Senders whose mail carries List-Unsubscribe, with how much of it there is and how much was read. */
  async subscriptions(user: MailUser, account?: string) {
    if (account && !(await this.accounts.get(user.id, account))) throw accountNotFound();
    return { items: await this.store.subscriptions(user.id, account) };
  }

  /**
   * The message as RFC 5322 bytes: Gmail's and the IMAP server's own copy,
   * byte for byte; a local message, which is kept as fields, built from them
   * the same way every time.
   */
  async raw(user: MailUser, id: string): Promise<{ bytes: Buffer; subject: string }> {
    const row = await this.store.get(user.id, id);
    if (!row) throw messageNotFound();
    if (row.provider === 'imap') return { bytes: await this.imap.raw(user.id, row), subject: row.subject };
    if (row.provider === 'gmail') {
      const bytes = await (await this.gmail.provider(user.id))?.raw(row);
      if (!bytes) throw messageNotFound();
      return { bytes, subject: row.subject };
    }
    const [source] = await this.deps.db.select({ content: mailSource.content }).from(mailSource).where(and(eq(mailSource.userId, user.id), eq(mailSource.messageId, row.id)));
    if (source) return { bytes: source.content, subject: row.subject };
    const files = await this.store.attachmentFiles(user.id, row.id);
    const attachments = files.filter((f) => f.content).map((f) => ({ filename: f.filename, contentType: f.mimeType, content: f.content! }));
    return { bytes: await renderStoredMail(row, attachments), subject: row.subject };
  }

  /** The kept original bytes of these messages (mail taken in from files), by message id; others are absent. */
  async sources(user: MailUser, ids: string[]): Promise<Map<string, Buffer>> {
    if (ids.length === 0) return new Map();
    const rows = await this.deps.db
      .select({ id: mailSource.messageId, content: mailSource.content })
      .from(mailSource)
      .where(and(eq(mailSource.userId, user.id), inArray(mailSource.messageId, ids)));
    return new Map(rows.map((r) => [r.id, r.content]));
  }

  /**
   * The messages an export writes, oldest first, and a name for its file.
   * `folder` is an IMAP folder's id, or for the local mailbox one of the tabs;
   * with nothing to narrow it, all mail but the trash.
   */
  async exportSelection(user: MailUser, filter: ListFilter & { tab?: MailTab; q?: string }) {
    const scope = await this.listScope(user, filter);
    const tab = this.folderTab(filter.tab, filter);
    let name: string = filter.folder ? (await this.folder(user, filter.folder)).name : (tab ?? '');
    if (filter.label) name = (await this.labels.get(user.id, filter.label))?.name ?? name;
    const q = filter.q?.trim() || (tab || scope.folderId || scope.labelId ? undefined : 'in:anywhere -in:trash');
    if (!name) name = filter.q?.trim() ? 'search' : 'all-mail';
    const rows = await this.store.exportRows(user.id, tab, q, scope);
    // The user's labels go out by name (an id means nothing to another mailbox); system labels stay as they are.
    const names = new Map((await this.labels.list(user.id)).map((l) => [l.id, l.name]));
    return {
      rows: rows.map(({ labels, ...row }) => ({ ...row, state: { labels: labels.filter((l) => !names.has(l)), userLabels: labels.flatMap((l) => names.get(l) ?? []) } })),
      name,
    };
  }

  async attachment(user: MailUser, id: string, attachmentId: string) {
    const row = await this.store.attachment(user.id, id, attachmentId);
    if (row && !row.content && row.providerAttachmentId) {
      // A Gmail attachment's bytes are fetched on first download.
      const content = await (await this.gmail.provider(user.id))?.attachmentContent(id, attachmentId);
      if (content) Object.assign(row, { content, size: content.length });
    }
    if (!row || !row.content) throw new NotFound('ATTACHMENT_NOT_FOUND', 'This attachment could not be found.');
    return row;
  }

  /** `snoozing`: an IMAP message leaving the inbox goes to the server's Snoozed folder, not the archive. */
  private async modify(user: MailUser, id: string, add: string[], remove: string[], options: { snoozing?: boolean } = {}) {
    const stored = await this.store.get(user.id, id);
    const row =
      stored?.provider === 'imap' ? await this.imap.modify(user.id, stored, add, remove, options) : await (await this.provider(user)).modify(id, add, remove);
    if (!row) throw messageNotFound();
    return row;
  }

  /**
   * One action on many messages. Local mail changes in one statement; a
   * Gmail or IMAP message goes to its server one by one, and one that fails
   * there is left as it was and not counted (a whole failure is an error).
   */
  async bulk(user: MailUser, request: BulkRequest): Promise<{ affected: number; ids: string[] }> {
    if (request.action === 'label' || request.action === 'unlabel') {
      await this.labels.require(user.id, [request.labelId!]);
      const ids = await this.bulkTargets(user, request);
      const label = [request.labelId!];
      const changed = await this.changeLabels(user, ids.map((r) => r.id), request.action === 'label' ? label : [], request.action === 'label' ? [] : label);
      return { affected: changed.length, ids: changed };
    }
    if (request.action === 'move') return this.moveToFolder(user, await this.bulkTargets(user, request), request.folder!);
    if (request.action === 'delete') return this.deleteManyForever(user, await this.bulkTargets(user, request));
    const until = request.action === 'snooze' ? this.snoozeTime(request.until!) : undefined;
    const { add, remove } = request.action === 'snooze' ? { add: [], remove: [LABEL.inbox] } : BULK_LABELS[request.action];
    const changed = await this.relabel(user, await this.bulkTargets(user, request), add, remove, { snoozing: Boolean(until) });
    if (until) {
      const snoozed = await this.store.snooze(user.id, changed, until);
      for (const id of snoozed) await this.snoozer.schedule(id, until);
      return { affected: snoozed.length, ids: snoozed };
    }
    return { affected: changed.length, ids: changed };
  }

  /** Changes system labels: local mail in one statement, Gmail and IMAP mail on its server one by one (a failure there leaves that message out). */
  private async relabel(user: MailUser, rows: { id: string; provider: string }[], add: string[], remove: string[], options: { snoozing?: boolean } = {}): Promise<string[]> {
    const changed = await this.store.changeLabels(
      user.id,
      rows.filter((r) => r.provider === 'local').map((r) => r.id),
      add,
      remove,
    );
    let failure: unknown;
    for (const row of rows.filter((r) => r.provider !== 'local')) {
      try {
        await this.modify(user, row.id, add, remove, options);
        changed.push(row.id);
      } catch (error) {
        failure ??= error;
        this.deps.logger.warn({ err: error, messageId: row.id }, 'bulk action failed on one message');
      }
    }
    if (failure && changed.length === 0) throw failure;
    return changed;
  }

  /**
   * Moves messages into a folder: inbox, archived or trash (the local
   * mailbox's folders, which every account's mail can be put in), or a folder
   * of an IMAP account, which takes that account's messages only.
   */
  async moveToFolder(user: MailUser, rows: { id: string; provider: string; accountId: string }[], folderId: string): Promise<{ affected: number; ids: string[] }> {
    if ((MAIL_TABS as readonly string[]).includes(folderId)) {
      if (!(MOVE_TABS as readonly string[]).includes(folderId)) throw new Invalid('NOT_A_DESTINATION', ERR_NOT_A_DESTINATION);
      const labels = MOVE_TO_TAB[folderId as (typeof MOVE_TABS)[number]];
      const ids = await this.relabel(user, rows, labels.add, labels.remove);
      return { affected: ids.length, ids };
    }
    const [folder] = await this.deps.db.select().from(mailFolder).where(and(eq(mailFolder.userId, user.id), eq(mailFolder.id, folderId)));
    if (!folder) throw folderNotFound();
    const inAccount = rows.filter((r) => r.provider === 'imap' && r.accountId === folder.accountId);
    if (inAccount.length === 0 && rows.length > 0) throw new Invalid('FOLDER_OF_ANOTHER_ACCOUNT', ERR_FOLDER_OF_ANOTHER_ACCOUNT);
    const ids: string[] = [];
    let failure: unknown;
    for (const { id } of inAccount) {
      try {
        const stored = await this.store.get(user.id, id);
        if (!stored) continue;
        await this.imap.moveTo(user.id, stored, folder);
        ids.push(id);
      } catch (error) {
        failure ??= error;
        this.deps.logger.warn({ err: error, messageId: id }, 'message not moved');
      }
    }
    if (failure && ids.length === 0) throw failure;
    return { affected: ids.length, ids };
  }

  /**
   * Puts the user's labels on messages and takes them off. Local rows change
   * in one statement; an IMAP message gets them on its server (keywords or
   * label folders) and a Gmail message as Gmail labels, one by one. Returns
   * the ids changed.
   */
  async changeLabels(user: MailUser, ids: string[], add: string[], remove: string[]): Promise<string[]> {
    const labels = await this.labels.require(user.id, [...add, ...remove]);
    const keyword = new Map(labels.map((l) => [l.id, l.keyword]));
    const rows = await this.store.owned(user.id, [...new Set(ids)]);
    const changed: string[] = [];
    let failure: unknown;
    for (const row of rows.filter((r) => r.provider === 'imap')) {
      try {
        const stored = await this.store.get(user.id, row.id);
        if (stored) await this.imap.setKeywords(user.id, stored, add.map((id) => keyword.get(id)!), remove.map((id) => keyword.get(id)!));
        changed.push(row.id);
      } catch (error) {
        failure ??= error;
        this.deps.logger.warn({ err: error, messageId: row.id }, 'label not written to the IMAP server');
      }
    }
    const gmail = rows.filter((r) => r.provider === 'gmail');
    const provider = gmail.length > 0 ? await this.gmail.provider(user.id) : undefined;
    // Gmail's answer is written to the cache by modify; without a Gmail connection the label is kept here only.
    const toGmail = provider ? gmail : [];
    if (!provider) changed.push(...gmail.map((r) => r.id));
    const written: string[] = [];
    for (const row of toGmail) {
      try {
        if (await provider!.modify(row.id, add, remove)) written.push(row.id);
      } catch (error) {
        failure ??= error;
        this.deps.logger.warn({ err: error, messageId: row.id }, 'label not written to Gmail');
      }
    }
    const done = [...(await this.store.changeLabels(user.id, [...rows.filter((r) => r.provider === 'local').map((r) => r.id), ...changed], add, remove)), ...written];
    if (failure && done.length === 0) throw failure;
    return done;
  }

  /**
   * Puts a message's labels back as they were before a rule acted (undo):
   * inbox, trash, star and read through the account that holds it, the
   * user's own labels and "to reply" in the cache.
   */
  async restoreLabels(user: MailUser, id: string, before: string[]) {
    const row = await this.store.get(user.id, id);
    if (!row) throw messageNotFound();
    const system: string[] = [LABEL.inbox, LABEL.trash, LABEL.starred, LABEL.unread];
    const add = before.filter((l) => !row.labels.includes(l));
    const remove = row.labels.filter((l) => !before.includes(l));
    const [sysAdd, sysRemove] = [add, remove].map((list) => list.filter((l) => system.includes(l)));
    if (sysAdd!.length || sysRemove!.length) await this.modify(user, id, sysAdd!, sysRemove!);
    // A snooze the rule set ends with it (a local message's return to the inbox has already ended it).
    if (row.snoozedUntil && before.includes(LABEL.inbox)) await this.store.unsnooze(user.id, id);
    const own = (list: string[]) => list.filter((l) => isUserLabelId(l));
    const alive = new Set((await this.labels.rows(user.id)).map((l) => l.id));
    const [ownAdd, ownRemove] = [own(add).filter((l) => alive.has(l)), own(remove)];
    if (ownAdd.length || ownRemove.length) await this.changeLabels(user, [id], ownAdd, ownRemove);
    const markers = (list: string[]) => list.filter((l) => l === TO_REPLY);
    if (markers(add).length || markers(remove).length) await this.store.changeLabels(user.id, [id], markers(add), markers(remove));
  }

  /** Marks a message as waiting for the user's reply (a rule's "to reply" action). */
  async markToReply(user: MailUser, id: string) {
    if ((await this.store.changeLabels(user.id, [id], [TO_REPLY], [])).length === 0) throw messageNotFound();
  }

  /** `POST /api/mail/messages/:id/labels`: the message's labels after the change. */
  async messageLabels(user: MailUser, id: string, add: string[], remove: string[]) {
    if (!(await this.store.get(user.id, id))) throw messageNotFound();
    await this.changeLabels(user, [id], add, remove);
    const row = await this.store.get(user.id, id);
    return { labels: userLabelIds(row!.labels) };
  }

  /** Deletes one of the user's labels: off every message, on Gmail too, and its folders gone from servers that keep labels as folders. */
  async removeLabel(user: MailUser, id: string): Promise<void> {
    const [label] = await this.labels.require(user.id, [id]);
    await (await this.gmail.provider(user.id))?.gmailLabels().remove(id);
    await this.imap.dropLabelFolders(user.id, label!.keyword);
    await this.labels.remove(user.id, id);
  }

  /** Renames or recolours a label; a new name reaches its Gmail label first, so a refusal changes nothing. */
  async updateLabel(user: MailUser, id: string, change: Parameters<LabelRepository['update']>[2]) {
    if (change.name !== undefined) {
      await this.labels.require(user.id, [id]);
      // A name the user already has is refused here before Gmail is asked, so the two never disagree.
      const taken = await this.labels.byName(user.id, change.name);
      if (taken && taken.id !== id) throw new Conflict('LABEL_EXISTS', errLabelExists(change.name));
      await (await this.gmail.provider(user.id))?.gmailLabels().rename(id, change.name);
    }
    return this.labels.update(user.id, id, change);
  }

  /** The messages a bulk request names: its ids that are the user's, or what its tab, search, account and label list. */
  private async bulkTargets(user: MailUser, request: BulkRequest): Promise<{ id: string; provider: string; accountId: string }[]> {
    if (request.ids) return this.store.owned(user.id, [...new Set(request.ids)]);
    const { tab, q, account, label } = request.query ?? {};
    // A search that cannot be read as written (an unclosed bracket) would match every message: acting on them
    // all unseen is refused, as it is for a rule.
    const problem = q?.trim() ? ruleQueryProblem(q) : null;
    if (problem) throw new Invalid('VALIDATION_ERROR', `query.q: ${problem}`, { field: 'query.q' });
    return this.store.matching(user.id, tab, q?.trim() || undefined, await this.listScope(user, { account, label }), BULK_MAX);
  }

  private snoozeTime(iso: string): Date {
    const until = new Date(iso);
    if (!(until.getTime() > Date.now())) throw new Invalid('SNOOZE_IN_PAST', ERR_SNOOZE_IN_PAST);
    return until;
  }

  /** Takes a message out of the inbox until `until` (on its server too: a Gmail or IMAP message leaves the server's inbox). */
  async snooze(user: MailUser, id: string, untilIso: string) {
    const until = this.snoozeTime(untilIso);
    const stored = await this.store.get(user.id, id);
    if (!stored) throw messageNotFound();
    if (stored.provider !== 'local' && stored.inInbox) await this.modify(user, id, [], [LABEL.inbox], { snoozing: true });
    const [snoozed] = await this.store.snooze(user.id, [id], until);
    if (!snoozed) throw new Invalid('MESSAGE_IN_TRASH', 'A message in the trash cannot be snoozed.');
    await this.snoozer.schedule(id, until);
    return { snoozedUntil: until.toISOString() };
  }

  /** Ends a snooze at once: back in the inbox, as read or unread as it was. */
  async unsnooze(user: MailUser, id: string) {
    const stored = await this.store.get(user.id, id);
    if (!stored) throw messageNotFound();
    if (!stored.snoozedUntil) throw new Invalid('NOT_SNOOZED', ERR_NOT_SNOOZED);
    // On the server first: a move it refuses leaves the message snoozed here too, and the user is told why.
    if (stored.provider !== 'local') await this.modify(user, id, [LABEL.inbox], []);
    if (!(await this.store.unsnooze(user.id, id))) throw new Invalid('NOT_SNOOZED', ERR_NOT_SNOOZED);
    return { snoozedUntil: null };
  }

  async setStarred(user: MailUser, id: string, starred: boolean) {
    const row = await this.modify(user, id, starred ? [LABEL.starred] : [], starred ? [] : [LABEL.starred]);
    return { starred: row.starred };
  }

  async setRead(user: MailUser, id: string, read: boolean) {
    const before = read && this.deps.tracker ? await this.store.get(user.id, id) : undefined;
    const row = await this.modify(user, id, read ? [] : [LABEL.unread], read ? [LABEL.unread] : []);
    // A tracked message read in Email Buddy is its local recipient's read receipt: counted when it turns read (as
    // opening it does), not whenever its body is fetched, which a prefetch or a view's second request also does.
    if (this.deps.tracker && before?.unread && !row.unread && before.messageIdHeader && before.fromEmail !== user.email.toLowerCase()) {
      await this.deps.tracker
        .openedInApp(user, before.messageIdHeader)
        .catch((error: unknown) => this.deps.logger.warn({ err: error }, 'in-app open not recorded'));
    }
    return { read: !row.unread };
  }

  async archive(user: MailUser, id: string) {
    const row = await this.modify(user, id, [], [LABEL.inbox]);
    return { labelIds: row.labels };
  }

  async trash(user: MailUser, id: string) {
    const row = await this.modify(user, id, [LABEL.trash], [LABEL.inbox]);
    return { labelIds: row.labels };
  }

  async restore(user: MailUser, id: string) {
    const row = await this.modify(user, id, [LABEL.inbox], [LABEL.trash]);
    return { labelIds: row.labels };
  }

  /** Deletes one message in the trash for good, on its server too (a 409 for mail outside the trash). */
  async deleteForever(user: MailUser, id: string): Promise<void> {
    const row = await this.store.get(user.id, id);
    if (!row) throw messageNotFound();
    if (!row.isTrash) throw new Conflict('NOT_IN_TRASH', ERR_NOT_IN_TRASH);
    await this.removeForGood(user, row);
  }

  /**
   * Deletes for good the messages of `rows` that are in the trash: local mail in one statement, IMAP mail
   * on its server one by one. Mail outside the trash and Gmail's (which Gmail empties itself) is left as it
   * was and not counted.
   */
  private async deleteManyForever(user: MailUser, rows: { id: string }[]): Promise<{ affected: number; ids: string[] }> {
    const trashed = await this.store.inTrash(user.id, rows.map((r) => r.id));
    const ids = await this.store.deleteMessages(user.id, trashed.filter((r) => r.provider === 'local').map((r) => r.id));
    let failure: unknown;
    for (const { id } of trashed.filter((r) => r.provider === 'imap')) {
      try {
        const row = await this.store.get(user.id, id);
        if (row) await this.imap.deleteForever(user.id, row);
        ids.push(id);
      } catch (error) {
        failure ??= error;
        this.deps.logger.warn({ err: error, messageId: id }, 'message not deleted');
      }
    }
    if (failure && ids.length === 0) throw failure;
    return { affected: ids.length, ids };
  }

  private async removeForGood(user: MailUser, row: MessageRow): Promise<void> {
    // Gmail lets an app with the modify right only trash mail; it deletes its trash itself after 30 days.
    if (row.provider === 'gmail') throw new Unprocessable('GMAIL_EMPTIES_ITS_TRASH', ERR_GMAIL_EMPTIES_ITS_TRASH);
    if (row.provider === 'imap') await this.imap.deleteForever(user.id, row);
    else await this.store.deleteMessages(user.id, [row.id]);
    await this.deps.events.publish(user.id, { type: 'mailchanged', data: { id: row.id } });
  }

  /** Builds the outgoing message: recipients parsed, attachments decoded and within the limits, threading resolved. */
  async compose(user: MailUser, input: SendMailInput, options: { requireRecipient: boolean; messageId?: string }): Promise<OutgoingMessage> {
    const [to, cc, bcc] = [input.to, input.cc, input.bcc].map(parseRecipients);
    if (options.requireRecipient && to!.length + cc!.length + bcc!.length === 0) {
      throw new Invalid('MISSING_RECIPIENT', ERR_MISSING_RECIPIENT);
    }

    const attachments: OutgoingAttachment[] = input.attachments.map((a) => ({
      filename: a.filename,
      contentType: a.mimeType,
      content: Buffer.from(a.content, 'base64'),
    }));
    const originalId = input.replyTo ?? input.forwardOf;
    const original = originalId ? await this.store.get(user.id, originalId) : undefined;
    if (originalId && !original) throw messageNotFound();
    if (input.forwardOf && original) {
      for (const a of await this.store.attachments(user.id, original.id)) {
        // Through attachment(), so a Gmail attachment not downloaded yet is fetched and forwarded too.
        const full = await this.attachment(user, original.id, a.id);
        if (full.content) attachments.push({ filename: full.filename, contentType: full.mimeType, content: full.content });
      }
    }
    // Checked before anything is stored or sent, so a refused send leaves nothing behind.
    checkAttachmentSizes(attachments.map((a) => a.content.length));

    const reply = input.replyTo ? original : undefined;
    return {
      from: { name: user.name, email: user.email },
      to: to!,
      cc: cc!,
      bcc: bcc!,
      subject: input.subject,
      html: input.body,
      text: htmlToText(input.body),
      attachments,
      messageId: options.messageId ?? newMessageId(user.email),
      inReplyTo: reply?.messageIdHeader ?? undefined,
      references: reply?.messageIdHeader ? [...(reply.references?.split(/\s+/).filter(Boolean) ?? []), reply.messageIdHeader] : undefined,
      threadId: reply?.threadId,
    };
  }

  async send(user: MailUser, input: SendMailInput, options: { messageId?: string } = {}) {
    const message = await this.compose(user, input, { requireRecipient: true, messageId: options.messageId });
    const tracking = input.tracking && (input.tracking.opens || input.tracking.clicks) && this.deps.tracker
      ? await this.deps.tracker.prepare(user, message, input.tracking)
      : undefined;
    if (tracking) message.recipientHtml = tracking.recipientHtml;
    const imapAccount = await this.sendingImapAccount(user, input);
    let result: SendResult;
    try {
      result = imapAccount ? await this.imap.send(user.id, imapAccount, message) : await (await this.provider(user)).send(message);
    } catch (error) {
      await tracking?.record({ failed: true }).catch((e: unknown) => this.deps.logger.warn({ err: e }, 'tracked send not recorded'));
      throw error;
    }
    await tracking?.record({ sentId: result.id }).catch((e: unknown) => this.deps.logger.warn({ err: e }, 'tracked send not recorded'));
    await this.delivered(user.id, result.deliveredTo ?? [], message);
    for (const copy of result.arrived ?? []) await this.arrive(copy.userId, [copy.id]);
    await this.announce(user.id, result.deliveredTo ?? [], result.id);
    // The draft it replaces was checked by continueDraft before the send; it goes only once the send has.
    if (input.draftId) await this.discardDraft(user, input.draftId);
    return { id: result.id, threadId: result.threadId, messageId: message.messageId };
  }

  /** The user's draft `id`, or a 404 naming it: what replaces a draft checks it first, so nothing is half done. */
  async requireDraft(user: MailUser, id: string): Promise<MessageRow> {
    const row = await this.store.get(user.id, id);
    if (!row || !row.isDraft) throw draftNotFound();
    return row;
  }

  /**
   * What a send or save that replaces a draft carries on from it: the draft is checked, and a draft that
   * answered a message (its In-Reply-To) still answers it, so the reply keeps its conversation and threading
   * headers, even sent after the undo window.
   */
  async continueDraft(user: MailUser, input: SendMailInput): Promise<SendMailInput> {
    if (!input.draftId) return input;
    const draft = await this.requireDraft(user, input.draftId);
    if (input.replyTo || input.forwardOf || !draft.inReplyTo) return input;
    const answered = await this.store.findByMessageIdHeader(user.id, draft.inReplyTo);
    return answered && !answered.isDraft ? { ...input, replyTo: answered.id } : input;
  }

  /** The person discards a draft they reopened: gone from the mailbox and its server, or an error saying why not. */
  async discardSavedDraft(user: MailUser, id: string): Promise<void> {
    const row = await this.store.get(user.id, id);
    if (!row || !row.isDraft) throw draftNotFound();
    if (row.provider === 'imap') await this.imap.deleteForever(user.id, row);
    else await (await this.provider(user)).discardDraft(row);
    await this.deps.events.publish(user.id, { type: 'mailchanged', data: { id } });
  }

  /**
   * Removes a draft that a newer save or its send replaced, from its server too. The newer copy is
   * already safe, so a server that refuses only leaves the old draft there too; it is logged, not thrown.
   */
  async discardDraft(user: MailUser, id: string): Promise<void> {
    const row = await this.store.get(user.id, id);
    if (!row || !row.isDraft) return;
    try {
      if (row.provider === 'imap') await this.imap.deleteForever(user.id, row);
      else await (await this.provider(user)).discardDraft(row);
      await this.deps.events.publish(user.id, { type: 'mailchanged', data: { id } });
    } catch (error) {
      this.deps.logger.warn({ err: error, messageId: id }, 'earlier draft not removed');
    }
  }

  /**
   * The IMAP account a send goes from: the one named, else the one that
   * received the message being answered; undefined for the user's main mailbox.
   */
  private async sendingImapAccount(user: MailUser, input: SendMailInput): Promise<string | undefined> {
    if (input.accountId) {
      const account = await this.accounts.get(user.id, input.accountId);
      if (!account) throw accountNotFound();
      return account.provider === 'imap' ? account.id : undefined;
    }
    const original = input.replyTo ? await this.store.get(user.id, input.replyTo) : undefined;
    return original?.provider === 'imap' ? original.accountId : undefined;
  }

  /** Tells open tabs: the recipients have new mail, the sender's Sent changed. */
  private async announce(senderId: string, recipientIds: string[], sentId: string) {
    const publish = (userId: string, type: 'newmail' | 'mailchanged', data: Record<string, unknown>) =>
      this.deps.events.publish(userId, { type, data }).catch((error) => this.deps.logger.warn({ err: error }, 'event not published'));
    await Promise.all([
      publish(senderId, 'mailchanged', { id: sentId }),
      ...recipientIds.filter((id) => id !== senderId).map((id) => publish(id, 'newmail', {})),
    ]);
  }

  /** Saves a draft where its send would go from: an IMAP account's Drafts folder, else the main mailbox. */
  async saveDraft(user: MailUser, draft: SendMailInput) {
    const input = await this.continueDraft(user, draft);
    const imapAccount = await this.sendingImapAccount(user, input);
    const message = await this.compose(user, input, { requireRecipient: false });
    const saved = imapAccount ? await this.imap.saveDraft(user.id, imapAccount, message) : await (await this.provider(user)).saveDraft(message);
    // The new copy is saved first: a failure between the two leaves both drafts, never neither.
    if (input.draftId) await this.discardDraft(user, input.draftId);
    return saved;
  }
}

