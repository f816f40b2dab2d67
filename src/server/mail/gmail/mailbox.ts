/**
 * The Gmail side of the mail provider: what the future `MailProvider` for a
 * Gmail user delegates to. Reads and writes go to the Gmail API through
 * GmailClient; list and search are served from the database cache that
 * `sync` fills, so they are not here (`searchRemote` covers Gmail's own `q`
 * when the cache may be incomplete).
 */
import { ERR_MISSING_RECIPIENT, MailError } from '../../../core/mail/errors';
import type { MailMessage } from '../../../core/mail/types';
import { buildMime, toGmailRaw, type OutgoingMail } from '../mime';
import type { GmailClient } from './api';
import { toMailMessage, toSyncedMessage, type SyncedMessage } from './map';
import { syncMailbox, type GmailSyncStore, type SyncOptions, type SyncResult } from './sync';

export interface GmailMailbox {
  /** GET /api/mail/profile */
  profile(): Promise<{ emailAddress: string; messagesTotal: number; provider: 'gmail' }>;
  /** GET /api/mail/messages/:id: sanitised HTML, text, attachments; EMPTY_MESSAGE when empty. */
  getMessage(id: string, options?: { allowRemoteImages?: boolean }): Promise<MailMessage & { remoteImages: number }>;
  /** POST /api/mail/messages/:id/star */
  setStarred(id: string, starred: boolean): Promise<{ starred: boolean }>;
  /** POST /api/mail/messages/:id/read */
  markRead(id: string): Promise<void>;
  /**
   * Sends once. Pass `mail.messageId` (from newMessageId) when the caller must
   * be able to ask `wasSent` after a crash; a failure is never retried here.
   */
  send(mail: OutgoingMail, options?: { threadId?: string }): Promise<{ id: string; threadId: string; messageId: string }>;
  saveDraft(mail: OutgoingMail, options?: { threadId?: string }): Promise<{ id: string; messageId: string }>;
  /** True when a message with this Message-ID is in the mailbox (Gmail's rfc822msgid: search). */
  wasSent(messageId: string): Promise<boolean>;
  /** Gmail's own search, newest first, as cache rows. */
  searchRemote(q: string, maxResults?: number): Promise<SyncedMessage[]>;
  sync(store: GmailSyncStore, options?: SyncOptions): Promise<SyncResult>;
}

export function createGmailMailbox(client: GmailClient): GmailMailbox {
  return {
    async profile() {
      const p = await client.getProfile();
      return { emailAddress: p.emailAddress, messagesTotal: p.messagesTotal, provider: 'gmail' };
    },

    async getMessage(id, options = {}) {
      return toMailMessage(await client.getMessage(id, 'full'), options);
    },

    async setStarred(id, starred) {
      const m = await client.modifyMessage(id, starred ? { addLabelIds: ['STARRED'] } : { removeLabelIds: ['STARRED'] });
      return { starred: (m.labelIds ?? []).includes('STARRED') };
    },

    async markRead(id) {
      await client.modifyMessage(id, { removeLabelIds: ['UNREAD'] });
    },

    async send(mail, options = {}) {
      if (!mail.to.length && !mail.cc?.length && !mail.bcc?.length) {
        throw new MailError('MISSING_RECIPIENT', ERR_MISSING_RECIPIENT);
      }
      const built = await buildMime(mail);
      const sent = await client.sendMessage(toGmailRaw(built.raw), options.threadId);
      return { id: sent.id, threadId: sent.threadId, messageId: built.messageId };
    },

    async saveDraft(mail, options = {}) {
      const built = await buildMime(mail);
      const draft = await client.createDraft(toGmailRaw(built.raw), options.threadId);
      return { id: draft.id, messageId: built.messageId };
    },

    async wasSent(messageId) {
      const id = messageId.trim().replace(/^<|>$/g, '');
      const page = await client.listMessages({ q: `rfc822msgid:${id}`, maxResults: 1 });
      return (page.messages ?? []).length > 0;
    },

    async searchRemote(q, maxResults = 100) {
      if (!q.trim()) return [];
      const page = await client.listMessages({ q, maxResults });
      const ids = (page.messages ?? []).map((m) => m.id);
      const results = await client.batchGetMessages(ids, 'metadata');
      return results.flatMap((r) => (r.message ? [toSyncedMessage(r.message)] : []));
    },

    sync(store, options) {
      return syncMailbox(client, store, options);
    },
  };
}
