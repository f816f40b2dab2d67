/**
 * A small fetch-based client for the Gmail REST API v1
 * (https://developers.google.com/gmail/api/reference/rest). Talks to
 * `baseUrl` (Google by default, the fake in tests) with a Bearer token from
 * an injected getter.
 *
 * Promises:
 * - a 401 refreshes the token once through the injected `refresh()`; a second
 *   401 (or no refresher) fails with INVALID_TOKEN;
 * - 429, and 403 with reason rateLimitExceeded / userRateLimitExceeded, back
 *   off 1 s, 2 s, 4 s … with jitter, capped at 30 s, for a bounded number of
 *   tries (https://developers.google.com/gmail/api/guides/handle-errors);
 * - reads also retry 5xx and network failures; sends (messages.send,
 *   drafts.create) are never retried when the outcome is ambiguous (5xx,
 *   timeout, network): only a 429, which says the call was refused;
 * - every HTTP request is aborted after `timeoutMs`, and one call (all its
 *   tries and backoff) never outlasts `deadlineMs`: a hung Gmail cannot hang
 *   the API that called it;
 * - errors are MailError with the codes and texts the message view shows
 *   (404 MESSAGE_NOT_FOUND, 403 PERMISSION_DENIED, 401 INVALID_TOKEN), and
 *   the API status tells what happened upstream: 502 Gmail failed, 503 Gmail
 *   refused for quota (RATE_LIMITED), 504 Gmail did not answer in time.
 */
import {
  ERR_DELETE_DRAFT,
  ERR_FETCH_CONTENT,
  ERR_FETCH_LIST,
  ERR_FETCH_PROFILE,
  ERR_MARK_READ,
  ERR_NO_TOKEN,
  ERR_UPDATE_LABELS,
  ERR_GMAIL_LABELS,
  errCreateDraft,
  errSendEmail,
  MailError,
  type MailErrorCode,
} from '../../../core/mail/errors';
import { base64UrlToBytes } from '../../../core/mail/body';
import { boundaryOf, buildBatchRequest, parseBatchResponse } from './batch';
import type {
  GmailDraft,
  GmailLabel,
  GmailHistoryResponse,
  GmailHistoryType,
  GmailListResponse,
  GmailMessage,
  GmailProfile,
  GoogleErrorBody,
} from './types';

export const GMAIL_DEFAULT_BASE_URL = 'https://gmail.googleapis.com';
/** We keep batches at 50 calls, half of Google's 100, as Google advises for Gmail's per-user quota. */
export const GMAIL_BATCH_LIMIT = 50;
export const BACKOFF_BASE_MS = 1000;
export const BACKOFF_CAP_MS = 30_000;
/** The list row's headers, and the threading ones that let a synced reply complete a follow-up. */
export const METADATA_HEADERS = ['From', 'Subject', 'Date', 'To', 'Message-ID', 'In-Reply-To', 'References', 'List-Unsubscribe', 'List-Unsubscribe-Post'] as const;
/** One HTTP request to Gmail gives up after this long. */
export const GMAIL_REQUEST_TIMEOUT_MS = 15_000;
/** One call, its retries and backoff included, gives up after this long. */
export const GMAIL_CALL_DEADLINE_MS = 30_000;
/** The server message of a send or draft that timed out ("Failed to send email: …"). */
export const TEXT_GMAIL_TIMEOUT = 'Gmail did not answer in time';

export interface GmailClientOptions {
  /** Scheme, host and port; default https://gmail.googleapis.com. */
  baseUrl?: string;
  /** The current access token, or null when the user has none ("No token"). */
  getAccessToken: () => Promise<string | null> | string | null;
  /** Gets a fresh access token (refresh-token grant); at most once per call, shared by concurrent calls. */
  refresh?: () => Promise<string>;
  fetch?: typeof fetch;
  sleep?: (ms: number) => Promise<void>;
  random?: () => number;
  /** Tries per call, the first included; default 5. */
  maxAttempts?: number;
  /** Concurrent batch HTTP requests; default 4. */
  batchConcurrency?: number;
  /** Per-request timeout; default GMAIL_REQUEST_TIMEOUT_MS. A timed-out send is not retried. */
  timeoutMs?: number;
  /** Budget for one call with all its tries and backoff; default GMAIL_CALL_DEADLINE_MS. */
  deadlineMs?: number;
}

export type MessageFormat = 'full' | 'metadata' | 'raw' | 'minimal';

export interface BatchGetResult {
  id: string;
  message?: GmailMessage;
  /** The per-call failure when there is no message. */
  error?: MailError;
}

/** How a call turns a failure into the text the user is shown. */
interface CallKind {
  /** Never retry an ambiguous failure (the call may have taken effect). */
  send?: boolean;
  describe: (code: MailErrorCode, googleMessage: string | undefined) => string;
}

const plain = (text: string): CallKind => ({ describe: () => text });
const CONTENT: CallKind = {
  // Message content errors are the codes themselves, otherwise the generic text.
  describe: (code) =>
    code === 'MESSAGE_NOT_FOUND' || code === 'PERMISSION_DENIED' || code === 'INVALID_TOKEN' ? code : ERR_FETCH_CONTENT,
};

/** Backoff before retry number `retry` (0-based): 1 s, 2 s, 4 s … plus up to 25 % jitter, capped at 30 s. */
export function backoffDelay(retry: number, random: () => number = Math.random): number {
  const base = Math.min(BACKOFF_CAP_MS, BACKOFF_BASE_MS * 2 ** retry);
  return Math.min(BACKOFF_CAP_MS, Math.round(base * (1 + 0.25 * random())));
}

function codeForStatus(status: number): MailErrorCode {
  if (status === 404) return 'MESSAGE_NOT_FOUND';
  if (status === 403) return 'PERMISSION_DENIED';
  if (status === 401) return 'INVALID_TOKEN';
  if (status === 429) return 'RATE_LIMITED';
  return 'GMAIL_ERROR';
}

function parseGoogleError(text: string): GoogleErrorBody['error'] | undefined {
  try {
    const body = JSON.parse(text) as Partial<GoogleErrorBody>;
    return body.error && typeof body.error === 'object' ? body.error : undefined;
  } catch {
    return undefined;
  }
}

function isRateLimit(status: number, err: GoogleErrorBody['error'] | undefined): boolean {
  if (status === 429) return true;
  if (status !== 403) return false;
  return (err?.errors ?? []).some((e) => e.reason === 'rateLimitExceeded' || e.reason === 'userRateLimitExceeded');
}

function isTimeout(error: unknown): boolean {
  return error instanceof Error && (error.name === 'TimeoutError' || (error.name === 'AbortError' && String(error.message).includes('timeout')));
}

function retryAfterMs(header: string | null): number {
  const secs = Number(header);
  return Number.isFinite(secs) && secs > 0 ? Math.min(BACKOFF_CAP_MS, secs * 1000) : 0;
}

const defaultSleep = (ms: number): Promise<void> => new Promise((r) => setTimeout(r, ms));

export class GmailClient {
  private readonly baseUrl: string;
  private readonly fetchFn: typeof fetch;
  private readonly sleep: (ms: number) => Promise<void>;
  private readonly random: () => number;
  private readonly maxAttempts: number;
  private readonly batchConcurrency: number;
  private readonly timeoutMs: number;
  private readonly deadlineMs: number;
  private token: string | null | undefined;
  private refreshing: Promise<string> | undefined;

  constructor(private readonly options: GmailClientOptions) {
    this.baseUrl = (options.baseUrl ?? GMAIL_DEFAULT_BASE_URL).replace(/\/+$/, '');
    this.fetchFn = options.fetch ?? fetch;
    this.sleep = options.sleep ?? defaultSleep;
    this.random = options.random ?? Math.random;
    this.maxAttempts = Math.max(1, options.maxAttempts ?? 5);
    this.batchConcurrency = Math.max(1, options.batchConcurrency ?? 4);
    this.timeoutMs = Math.max(1, options.timeoutMs ?? GMAIL_REQUEST_TIMEOUT_MS);
    this.deadlineMs = Math.max(this.timeoutMs, options.deadlineMs ?? GMAIL_CALL_DEADLINE_MS);
  }

  /** users.getProfile */
  getProfile(): Promise<GmailProfile> {
    return this.json('GET', '/gmail/v1/users/me/profile', plain(ERR_FETCH_PROFILE));
  }

  /** users.messages.list (q, maxResults up to 500, pageToken, labelIds). */
  listMessages(params: { q?: string; maxResults?: number; pageToken?: string; labelIds?: string[] } = {}): Promise<GmailListResponse> {
    const query = new URLSearchParams();
    if (params.q?.trim()) query.set('q', params.q.trim());
    query.set('maxResults', String(params.maxResults ?? 100));
    if (params.pageToken) query.set('pageToken', params.pageToken);
    for (const l of params.labelIds ?? []) query.append('labelIds', l);
    return this.json('GET', `/gmail/v1/users/me/messages?${query}`, plain(ERR_FETCH_LIST));
  }

  /** users.messages.get; metadata format asks for From, Subject, Date and To by default. */
  getMessage(id: string, format: MessageFormat = 'full', metadataHeaders: readonly string[] = METADATA_HEADERS): Promise<GmailMessage> {
    return this.json('GET', messagePath(id, format, metadataHeaders), CONTENT);
  }

  /** users.messages.attachments.get: the attachment's bytes. */
  async getAttachment(messageId: string, attachmentId: string): Promise<Uint8Array> {
    const body = await this.json<{ data?: string }>(
      'GET',
      `/gmail/v1/users/me/messages/${encodeURIComponent(messageId)}/attachments/${encodeURIComponent(attachmentId)}`,
      CONTENT,
    );
    return base64UrlToBytes(body.data ?? '');
  }

  /** users.messages.modify */
  modifyMessage(id: string, change: { addLabelIds?: string[]; removeLabelIds?: string[] }): Promise<GmailMessage> {
    const kind = !change.addLabelIds?.length && change.removeLabelIds?.length === 1 && change.removeLabelIds[0] === 'UNREAD'
      ? plain(ERR_MARK_READ)
      : plain(ERR_UPDATE_LABELS);
    return this.json('POST', `/gmail/v1/users/me/messages/${encodeURIComponent(id)}/modify`, kind, {
      addLabelIds: change.addLabelIds ?? [],
      removeLabelIds: change.removeLabelIds ?? [],
    });
  }

  /** users.messages.send with a base64url `raw` message. Never retried blindly. */
  sendMessage(raw: string, threadId?: string): Promise<GmailMessage> {
    return this.json('POST', '/gmail/v1/users/me/messages/send', { send: true, describe: (_c, m) => errSendEmail(m) }, threadId ? { raw, threadId } : { raw });
  }

  /** users.drafts.create with a base64url `raw` message. Never retried blindly. */
  createDraft(raw: string, threadId?: string): Promise<GmailDraft> {
    return this.json('POST', '/gmail/v1/users/me/drafts', { send: true, describe: (_c, m) => errCreateDraft(m) }, {
      message: threadId ? { raw, threadId } : { raw },
    });
  }

  /** users.drafts.list: a page of the drafts, each with its message's id. */
  listDrafts(pageToken?: string): Promise<{ drafts?: GmailDraft[]; nextPageToken?: string }> {
    const query = new URLSearchParams({ maxResults: '500', ...(pageToken ? { pageToken } : {}) });
    return this.json('GET', `/gmail/v1/users/me/drafts?${query}`, plain(ERR_DELETE_DRAFT));
  }

  /** users.drafts.delete: the draft and its message go for good (not to Trash), as a replaced or sent draft should. */
  async deleteDraft(draftId: string): Promise<void> {
    await this.send('DELETE', `/gmail/v1/users/me/drafts/${encodeURIComponent(draftId)}`, plain(ERR_DELETE_DRAFT), undefined, 'application/json');
  }

  /** users.labels.list: the system labels and the user's own (type "user"). */
  listLabels(): Promise<{ labels?: GmailLabel[] }> {
    return this.json('GET', '/gmail/v1/users/me/labels', plain(ERR_GMAIL_LABELS));
  }

  /** users.labels.create, shown in Gmail's label list and on messages. A name Gmail already has is a 409. */
  createLabel(name: string): Promise<GmailLabel> {
    return this.json('POST', '/gmail/v1/users/me/labels', plain(ERR_GMAIL_LABELS), { name, labelListVisibility: 'labelShow', messageListVisibility: 'show' });
  }

  /** users.labels.patch: a new name. */
  renameLabel(id: string, name: string): Promise<GmailLabel> {
    return this.json('PATCH', `/gmail/v1/users/me/labels/${encodeURIComponent(id)}`, plain(ERR_GMAIL_LABELS), { name });
  }

  /** users.labels.delete: the label comes off every message; the messages stay. */
  async deleteLabel(id: string): Promise<void> {
    await this.send('DELETE', `/gmail/v1/users/me/labels/${encodeURIComponent(id)}`, plain(ERR_GMAIL_LABELS), undefined, 'application/json');
  }

  /** users.history.list; a 404 (MESSAGE_NOT_FOUND code) means the start id expired. */
  listHistory(params: { startHistoryId: string; historyTypes?: GmailHistoryType[]; pageToken?: string; maxResults?: number }): Promise<GmailHistoryResponse> {
    const query = new URLSearchParams({ startHistoryId: params.startHistoryId });
    for (const t of params.historyTypes ?? []) query.append('historyTypes', t);
    if (params.pageToken) query.set('pageToken', params.pageToken);
    if (params.maxResults) query.set('maxResults', String(params.maxResults));
    return this.json('GET', `/gmail/v1/users/me/history?${query}`, plain(ERR_FETCH_LIST));
  }

  /**
   * messages.get for many ids through the batch endpoint
   * (https://developers.google.com/gmail/api/guides/batch): one HTTP request
   * per 50 ids. Calls answered 429/5xx inside a batch are retried in a later
   * batch with backoff; a 401 inside refreshes the token once. Per-id failures
   * come back as `error`, in the order of `ids`.
   */
  async batchGetMessages(ids: readonly string[], format: MessageFormat = 'metadata', metadataHeaders: readonly string[] = METADATA_HEADERS): Promise<BatchGetResult[]> {
    const results = new Map<string, BatchGetResult>();
    let pending = [...new Set(ids)];
    let refreshed = false;
    for (let attempt = 0; pending.length > 0; attempt++) {
      const chunks: string[][] = [];
      for (let i = 0; i < pending.length; i += GMAIL_BATCH_LIMIT) chunks.push(pending.slice(i, i + GMAIL_BATCH_LIMIT));
      const retry: string[] = [];
      let sawAuthFailure = false;
      const usedToken = await this.currentToken();
      await runLimited(chunks, this.batchConcurrency, async (chunk) => {
        let parts: Map<string, { status: number; body: string }>;
        try {
          parts = await this.batchOnce(chunk.map((id) => ({ id, path: messagePath(id, format, metadataHeaders) })));
        } catch (e) {
          // A whole batch that failed after its own retries costs only its ids; a dead token stops everything.
          if (e instanceof MailError && e.code !== 'INVALID_TOKEN') {
            for (const id of chunk) results.set(id, { id, error: e });
            return;
          }
          throw e;
        }
        for (const id of chunk) {
          const part = parts.get(id);
          const message = part?.status === 200 ? parseJson<GmailMessage>(part.body) : undefined;
          if (message) {
            results.set(id, { id, message });
            continue;
          }
          const status = part?.status ?? 500;
          const gErr = part ? parseGoogleError(part.body) : undefined;
          const retryable = status === 401 || isRateLimit(status, gErr) || status >= 500;
          if (status === 401) sawAuthFailure = true;
          if (retryable && attempt + 1 < this.maxAttempts) retry.push(id);
          else {
            const code = codeForStatus(status);
            results.set(id, { id, error: new MailError(code, CONTENT.describe(code, gErr?.message)) });
          }
        }
      });
      if (sawAuthFailure) {
        if (refreshed || !this.options.refresh) {
          for (const id of retry) results.set(id, { id, error: new MailError('INVALID_TOKEN', 'INVALID_TOKEN') });
          break;
        }
        refreshed = true;
        await this.refreshToken(usedToken);
      } else if (retry.length) {
        await this.sleep(backoffDelay(attempt, this.random));
      }
      pending = retry;
    }
    return ids.map((id) => results.get(id) ?? { id, error: new MailError('GMAIL_ERROR', ERR_FETCH_CONTENT) });
  }

  /** One HTTP request to the batch endpoint; returns the parts by Content-ID. */
  private async batchOnce(calls: Array<{ id: string; path: string }>): Promise<Map<string, { status: number; body: string }>> {
    const boundary = `batch_${crypto.randomUUID().replace(/-/g, '')}`;
    const body = buildBatchRequest(calls.map((c) => ({ contentId: c.id, method: 'GET', path: c.path })), boundary);
    const res = await this.send('POST', '/batch/gmail/v1', CONTENT, body, `multipart/mixed; boundary=${boundary}`);
    const text = await res.text();
    const responseBoundary = boundaryOf(res.headers.get('content-type'));
    if (!responseBoundary) throw new MailError('GMAIL_ERROR', ERR_FETCH_CONTENT);
    const out = new Map<string, { status: number; body: string }>();
    for (const part of parseBatchResponse(text, responseBoundary)) out.set(part.contentId, part);
    return out;
  }

  private async json<T>(method: string, path: string, kind: CallKind, body?: unknown): Promise<T> {
    const res = await this.send(method, path, kind, body === undefined ? undefined : JSON.stringify(body), 'application/json');
    const text = await res.text();
    try {
      return (text ? JSON.parse(text) : {}) as T;
    } catch (cause) {
      throw new MailError('GMAIL_ERROR', kind.describe('GMAIL_ERROR', undefined), { cause });
    }
  }

  /**
   * One refresh for all calls that saw the same stale token: concurrent 401s
   * share the in-flight refresh, and a call whose token was already replaced
   * just retries with the new one.
   */
  private async refreshToken(stale: string): Promise<void> {
    if (this.token !== stale) return;
    if (!this.refreshing) {
      this.refreshing = this.options.refresh!().finally(() => {
        this.refreshing = undefined;
      });
    }
    const fresh = await this.refreshing;
    this.token = fresh;
  }

  private async currentToken(): Promise<string> {
    if (this.token === undefined) this.token = await this.options.getAccessToken();
    if (!this.token) throw new MailError('INVALID_TOKEN', ERR_NO_TOKEN);
    return this.token;
  }

  /** The retry loop shared by every call (see the module header). */
  private async send(method: string, path: string, kind: CallKind, body: string | undefined, contentType: string): Promise<Response> {
    let refreshed = false;
    let retries = 0;
    const deadline = Date.now() + this.deadlineMs;
    // Another try only when the tries and the call's time budget allow it.
    const mayTryAgain = (delay: number) => retries + 1 < this.maxAttempts && Date.now() + delay < deadline;
    for (;;) {
      const token = await this.currentToken();
      let res: Response;
      try {
        res = await this.fetchFn(`${this.baseUrl}${path}`, {
          method,
          headers: { authorization: `Bearer ${token}`, ...(body !== undefined ? { 'content-type': contentType } : {}) },
          body,
          signal: AbortSignal.timeout(Math.max(1, Math.min(this.timeoutMs, deadline - Date.now()))),
        });
      } catch (cause) {
        const timedOut = isTimeout(cause);
        const delay = backoffDelay(retries, this.random);
        if (!kind.send && mayTryAgain(delay)) {
          retries++;
          await this.sleep(delay);
          continue;
        }
        throw new MailError('GMAIL_ERROR', kind.describe('GMAIL_ERROR', timedOut ? TEXT_GMAIL_TIMEOUT : undefined), {
          cause,
          timedOut,
        });
      }
      if (res.ok) return res;

      const text = await res.text();
      const gErr = parseGoogleError(text);
      if (res.status === 401) {
        if (!refreshed && this.options.refresh) {
          refreshed = true;
          await this.refreshToken(token);
          continue;
        }
        throw new MailError('INVALID_TOKEN', kind.describe('INVALID_TOKEN', gErr?.message));
      }
      const rateLimited = isRateLimit(res.status, gErr);
      // A send may retry only on 429: Google refused it before accepting it.
      const retryable = kind.send ? res.status === 429 : rateLimited || res.status >= 500;
      const delay = Math.max(backoffDelay(retries, this.random), retryAfterMs(res.headers.get('retry-after')));
      if (retryable && mayTryAgain(delay)) {
        retries++;
        await this.sleep(delay);
        continue;
      }
      const code = rateLimited ? 'RATE_LIMITED' : codeForStatus(res.status);
      throw new MailError(code, kind.describe(code, gErr?.message));
    }
  }
}

function parseJson<T>(text: string): T | undefined {
  try {
    return JSON.parse(text) as T;
  } catch {
    return undefined;
  }
}

function messagePath(id: string, format: MessageFormat, metadataHeaders: readonly string[]): string {
  const query = new URLSearchParams({ format });
  if (format === 'metadata') for (const h of metadataHeaders) query.append('metadataHeaders', h);
  return `/gmail/v1/users/me/messages/${encodeURIComponent(id)}?${query}`;
}

/** Runs `fn` over `items` with at most `limit` in flight. */
async function runLimited<T>(items: readonly T[], limit: number, fn: (item: T) => Promise<void>): Promise<void> {
  let next = 0;
  const worker = async (): Promise<void> => {
    while (next < items.length) await fn(items[next++]);
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
}

