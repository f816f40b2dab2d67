/**
 * The one seam between the app and a mailbox. Routes talk to the mail service;
 * the service picks a provider per user; only src/server/mail/ knows which.
 */
import type { MessageRow } from './store';
import type { MailList, MailProfile, MailTab, OutgoingMessage, PageRequest } from './types';

export interface SendResult {
  /** Id of the sender's copy in their own mailbox. */
  id: string;
  threadId: string;
  /** User ids on this server that received it (local delivery). */
  deliveredTo?: string[];
  /** The copies that arrived in other users' mailboxes on this server (local delivery). */
  arrived?: { userId: string; id: string }[];
}

export interface SyncResult {
  added: number;
  removed: number;
  updated: number;
}

export interface MailProvider {
  readonly kind: 'local' | 'gmail';
  profile(): Promise<MailProfile>;
  /** A tab's page, or with `tab` undefined, a search of all mail. */
  list(tab: MailTab | undefined, page: PageRequest, query?: string): Promise<MailList>;
  /** The whole message (HTML not yet sanitised), or undefined when it is not in this mailbox. */
  get(id: string): Promise<MessageRow | undefined>;
  modify(id: string, add: string[], remove: string[]): Promise<MessageRow | undefined>;
  /** Sends once; a provider never retries a send blindly. It builds the MIME it needs (mime.ts). */
  send(message: OutgoingMessage): Promise<SendResult>;
  saveDraft(message: OutgoingMessage): Promise<{ id: string }>;
  /** Removes a draft for good once a newer save or its send replaced it, from the provider's server too. */
  discardDraft(row: MessageRow): Promise<void>;
  /** Whether a message with this Message-ID header already went out (for exactly-once sends). */
  wasSent(messageIdHeader: string): Promise<boolean>;
  sync(): Promise<SyncResult>;
}
