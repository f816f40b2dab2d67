/**
 * A faithful local stand-in for the Gmail REST API and Google's OAuth token
 * endpoint: a real HTTP server on 127.0.0.1 (port 0) answering the documented
 * shapes the adapter uses (users.getProfile, messages.list/get/modify/send,
 * drafts.create, history.list, the multipart/mixed batch endpoint, and
 * POST /token). Errors use Google's JSON error body. Tests drive it through
 * `makeGmailMessage`, scripted failures, latency and a request counter.
 */
import { createHash, randomUUID } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { simpleParser } from 'mailparser';
import { bytesToBase64Url, type GmailMessagePart } from '../../src/core/mail/body';
import { boundaryOf, buildBatchResponse, parseBatchRequest, type BatchResponsePart } from '../../src/server/mail/gmail/batch';
import type { GmailHistoryRecord, GmailLabel, GmailMessage } from '../../src/server/mail/gmail/types';

export interface FakeAttachment {
  filename: string;
  mimeType: string;
  content: string;
}

/** A message as the fake stores it; `payload` and `raw` are built from these fields. */
export interface FakeMessage {
  id: string;
  threadId: string;
  labelIds: string[];
  from: string;
  to: string;
  subject: string;
  /** RFC 5322 date header value. */
  date: string;
  internalDate: number;
  html?: string;
  text?: string;
  snippet: string;
  attachments: FakeAttachment[];
  historyId: number;
  /** The message as received by messages.send, kept verbatim. */
  raw?: string;
  /** Message-ID header; `<id@fake.example.com>` when not set. */
  messageId?: string;
  /** Threading headers of a reply. */
  inReplyTo?: string;
  references?: string;
}

let seq = 0;

/** A message factory with sensible defaults; override any field. */
export function makeGmailMessage(overrides: Partial<FakeMessage> = {}): FakeMessage {
  seq++;
  const internalDate = overrides.internalDate ?? Date.UTC(2026, 0, 1) + seq * 60_000;
  const text = overrides.text ?? (overrides.html === undefined ? `Body of message ${seq}` : undefined);
  const id = overrides.id ?? `m${seq.toString(16).padStart(12, '0')}`;
  return {
    id,
    // Gmail gives a message that starts a thread the thread's id.
    threadId: id,
    labelIds: ['INBOX', 'UNREAD', 'CATEGORY_PERSONAL'],
    from: `Sender ${seq} <sender${seq}@example.com>`,
    to: 'me@example.com',
    subject: `Subject ${seq}`,
    date: new Date(internalDate).toUTCString().replace('GMT', '+0000'),
    internalDate,
    html: undefined,
    text,
    snippet: (text ?? overrides.html ?? '').replace(/<[^>]*>/g, '').slice(0, 100),
    attachments: [],
    historyId: 0,
    ...overrides,
  };
}

export interface ScriptedFailure {
  /** HTTP status of the Google error answer; default 500. Ignored when `hang` is set. */
  status?: number;
  /** Google error reason, e.g. rateLimitExceeded, userRateLimitExceeded; defaults by status. */
  reason?: string;
  message?: string;
  /** Only requests whose path starts with this (e.g. `/batch`, `/gmail/v1/users/me/messages/send`). */
  pathPrefix?: string;
  /** Only requests with this method (GET, POST). */
  method?: string;
  /** How many matching requests fail; default 1. `Infinity` (or -1 over the control endpoint) until cleared. */
  times?: number;
  /** `request` (default) fails whole HTTP requests; `batch-part` fails calls inside a batch. */
  scope?: 'request' | 'batch-part';
  /** Seconds for a `Retry-After` header on the answer (whole requests only). */
  retryAfter?: number;
  /** Never answer: the request hangs until the client gives up (whole requests only). */
  hang?: boolean;
  /**
   * Do the work first, then fail: a send stores the message and then answers
   * the error (or hangs), the ambiguous outcome a client must not retry blindly.
   */
  after?: boolean;
}

/** The test-only control surface, kept apart from the Google-shaped API. */
export const FAULTS_PATH = '/__faults';
/** What a Connect Gmail consent grants. */
const GMAIL_API_SCOPE =
  'https://www.googleapis.com/auth/gmail.readonly https://www.googleapis.com/auth/gmail.modify https://www.googleapis.com/auth/gmail.labels https://www.googleapis.com/auth/gmail.send';
export const FAKE_MESSAGES_PATH = '/__messages';

export interface GmailFakeOptions {
  emailAddress?: string;
  latencyMs?: number;
  /** Fraction of Gmail requests answered 500 at random (0 by default). */
  errorRate?: number;
  random?: () => number;
  clientId?: string;
  clientSecret?: string;
}

const STATUS_NAME: Record<number, string> = {
  400: 'INVALID_ARGUMENT',
  409: 'ALREADY_EXISTS',
  401: 'UNAUTHENTICATED',
  403: 'PERMISSION_DENIED',
  404: 'NOT_FOUND',
  429: 'RESOURCE_EXHAUSTED',
  500: 'INTERNAL',
  503: 'UNAVAILABLE',
};
const DEFAULT_REASON: Record<number, string> = {
  400: 'badRequest',
  409: 'duplicate',
  401: 'authError',
  403: 'forbidden',
  404: 'notFound',
  429: 'rateLimitExceeded',
  500: 'backendError',
  503: 'backendError',
};
/** The `domain` Google gives each reason in `errors[]`. */
const REASON_DOMAIN: Record<string, string> = {
  rateLimitExceeded: 'usageLimits',
  userRateLimitExceeded: 'usageLimits',
  dailyLimitExceeded: 'usageLimits',
};
/** Google's own wording for the quota errors (https://developers.google.com/gmail/api/guides/handle-errors). */
const REASON_MESSAGE: Record<string, string> = {
  rateLimitExceeded: 'Rate Limit Exceeded',
  userRateLimitExceeded: 'User Rate Limit Exceeded',
  backendError: 'Backend Error',
};

/** Google's JSON error body. */
export function googleError(code: number, message: string, reason = DEFAULT_REASON[code] ?? 'unknown'): string {
  return JSON.stringify({
    error: { code, message, errors: [{ message, domain: REASON_DOMAIN[reason] ?? 'global', reason }], status: STATUS_NAME[code] ?? 'UNKNOWN' },
  });
}

interface Reply {
  status: number;
  body: string;
  contentType?: string;
  headers?: Record<string, string>;
  /** Leave the request unanswered. */
  hang?: boolean;
}

function failureReply(f: ScriptedFailure): Reply {
  if (f.hang) return { status: 0, body: '', hang: true };
  const status = f.status ?? 500;
  const reason = f.reason ?? DEFAULT_REASON[status];
  const message = f.message ?? (reason ? REASON_MESSAGE[reason] : undefined) ?? `Scripted ${status}`;
  return {
    status,
    body: googleError(status, message, reason),
    headers: f.retryAfter !== undefined ? { 'retry-after': String(f.retryAfter) } : undefined,
  };
}

const json = (status: number, value: unknown): Reply => ({ status, body: JSON.stringify(value) });
/** Google's consent screen path (the fake approves at once). */
export const CONSENT_PATH = '/o/oauth2/v2/auth';
/**
 * Not Google's: an RFC 7662 introspection endpoint for the test's Dovecot,
 * which plays imap.gmail.com and asks here whether an access token is live.
 */
export const INTROSPECT_PATH = '/__introspect';
/** POST {email}: a live access token for that Google account (test-only). */
export const ISSUE_PATH = '/__issue';
const enc = (s: string): string => bytesToBase64Url(s);

/** Gmail's own labels, as users.labels.list lists them. */
const SYSTEM_LABELS: GmailLabel[] = [
  'INBOX', 'SENT', 'DRAFT', 'TRASH', 'SPAM', 'STARRED', 'UNREAD', 'IMPORTANT', 'CHAT',
  'CATEGORY_PERSONAL', 'CATEGORY_SOCIAL', 'CATEGORY_PROMOTIONS', 'CATEGORY_UPDATES', 'CATEGORY_FORUMS',
].map((id) => ({ id, name: id, type: 'system' }));

export class GmailFake {
  readonly emailAddress: string;
  latencyMs: number;
  errorRate: number;
  readonly clientId: string;
  readonly clientSecret: string;
  /** Outer HTTP requests by path (no query); batch parts are counted under `batch-part`. */
  readonly requests = new Map<string, number>();
  readonly messages = new Map<string, FakeMessage>();
  readonly drafts = new Map<string, string>();
  /** The person's own labels (type "user"), by id; the system ones are SYSTEM_LABELS. */
  readonly labels = new Map<string, GmailLabel>();
  private labelCounter = 0;
  private history: GmailHistoryRecord[] = [];
  private historyCounter = 1000;
  /** History ids below this are expired (history.list answers 404). */
  private minHistoryId = 0;
  private failures: ScriptedFailure[] = [];
  /** Live tokens, each with the Google account it was issued to. */
  private readonly accessTokens = new Map<string, string>();
  private readonly refreshTokens = new Map<string, string>();
  private readonly authCodes = new Map<string, { redirectUri: string; scope: string; email: string }>();
  /** The scope each refresh token was granted, which its refreshes keep. */
  private readonly grantedScopes = new Map<string, string>();
  private readonly random: () => number;
  private server?: Server;
  baseUrl = '';

  constructor(options: GmailFakeOptions = {}) {
    this.emailAddress = options.emailAddress ?? 'me@example.com';
    this.latencyMs = options.latencyMs ?? 0;
    this.errorRate = options.errorRate ?? 0;
    this.random = options.random ?? Math.random;
    this.clientId = options.clientId ?? 'fake-client-id';
    this.clientSecret = options.clientSecret ?? 'fake-client-secret';
  }

  /** Listens on 127.0.0.1, on `port` or a free one. */
  async start(port = 0): Promise<this> {
    this.server = createServer((req, res) => void this.handle(req, res));
    await new Promise<void>((resolve) => this.server!.listen(port, '127.0.0.1', resolve));
    this.baseUrl = `http://127.0.0.1:${(this.server.address() as AddressInfo).port}`;
    return this;
  }

  async stop(): Promise<void> {
    const server = this.server;
    if (!server) return;
    server.closeAllConnections();
    await new Promise<void>((resolve) => server.close(() => resolve()));
  }

  get tokenUrl(): string {
    return `${this.baseUrl}/token`;
  }

  get revokeUrl(): string {
    return `${this.baseUrl}/revoke`;
  }

  /** Tokens revoked through the revocation endpoint, in order. */
  readonly revoked: string[] = [];

  /** True while a refresh token still gets access tokens. */
  refreshTokenWorks(token: string): boolean {
    return this.refreshTokens.has(token);
  }

  /** Issues a valid access token (as if a code or refresh exchange happened). */
  issueAccessToken(email: string = this.emailAddress): string {
    const t = `ya29.${randomUUID()}`;
    this.accessTokens.set(t, email);
    return t;
  }

  issueRefreshToken(email: string = this.emailAddress): string {
    const t = `1//${randomUUID()}`;
    this.refreshTokens.set(t, email);
    return t;
  }

  /** An authorization code the token endpoint will accept once; `scope` is what the consent granted (the Gmail API's by default). */
  issueAuthCode(redirectUri: string, scope: string = GMAIL_API_SCOPE, email: string = this.emailAddress): string {
    const code = `4/${randomUUID()}`;
    this.authCodes.set(code, { redirectUri, scope, email });
    return code;
  }

  /** The Google account a live access token is for (what Google's IMAP and SMTP servers check for XOAUTH2). */
  accessTokenOwner(token: string): string | undefined {
    return this.accessTokens.get(token);
  }

  /** Every access token issued so far stops working (refresh tokens still do). */
  expireAccessTokens(): void {
    this.accessTokens.clear();
  }

  revokeRefreshTokens(): void {
    this.refreshTokens.clear();
  }

  /** The next matching requests answer with this failure. */
  failNext(failure: ScriptedFailure): void {
    this.failures.push({ times: 1, ...failure });
  }

  /** Every matching request fails until `clearFaults()`. */
  failAll(failure: Omit<ScriptedFailure, 'times'>): void {
    this.failures.push({ ...failure, times: Infinity });
  }

  clearFaults(): void {
    this.failures = [];
  }

  /** Scripted failures not used up yet. */
  get pendingFaults(): readonly ScriptedFailure[] {
    return this.failures;
  }

  /** Stored messages (sent, drafts, received) whose Message-ID header is `messageId`. */
  copiesOf(messageId: string): FakeMessage[] {
    const want = messageId.trim().replace(/^<|>$/g, '').toLowerCase();
    return [...this.messages.values()].filter((m) => (m.messageId ?? '').replace(/^<|>$/g, '').toLowerCase() === want);
  }

  resetCounters(): void {
    this.requests.clear();
  }

  /** HTTP requests to the Gmail API (batch parts and the OAuth token endpoint not included). */
  get requestCount(): number {
    let n = 0;
    for (const [path, count] of this.requests) if (path !== 'batch-part' && path !== '/token') n += count;
    return n;
  }

  get currentHistoryId(): string {
    return String(this.historyCounter);
  }

  /** Makes every history id issued so far unusable, as Google does after about a week. */
  expireHistory(): void {
    this.minHistoryId = this.historyCounter + 1;
  }

  /** Adds messages (newest by internalDate listed first) and records messageAdded history. */
  addMessages(...messages: FakeMessage[]): FakeMessage[] {
    for (const m of messages) {
      m.historyId = ++this.historyCounter;
      this.messages.set(m.id, m);
      this.history.push({ id: String(m.historyId), messages: [ref(m)], messagesAdded: [{ message: this.minimal(m) }] });
    }
    return messages;
  }

  /** Makes a label of the person's, as Gmail's web app would; a name in use is refused (undefined). */
  createLabel(name: string): GmailLabel | undefined {
    const taken = [...SYSTEM_LABELS, ...this.labels.values()].some((l) => l.name.toLowerCase() === name.toLowerCase());
    if (taken || !name.trim()) return undefined;
    const label: GmailLabel = { id: `Label_${++this.labelCounter}`, name, type: 'user', labelListVisibility: 'labelShow', messageListVisibility: 'show' };
    this.labels.set(label.id, label);
    return label;
  }

  /** The label's id by name, for tests. */
  labelId(name: string): string | undefined {
    return [...this.labels.values()].find((l) => l.name === name)?.id;
  }

  /** users.labels.delete: the label comes off every message (recorded as labelsRemoved), then goes. */
  deleteLabel(id: string): boolean {
    if (!this.labels.has(id)) return false;
    for (const m of this.messages.values()) if (m.labelIds.includes(id)) this.modify(m.id, [], [id]);
    this.labels.delete(id);
    return true;
  }

  deleteMessage(id: string): void {
    const m = this.messages.get(id);
    if (!m) return;
    this.messages.delete(id);
    const hid = ++this.historyCounter;
    this.history.push({ id: String(hid), messages: [ref(m)], messagesDeleted: [{ message: { ...ref(m) } }] });
  }

  modify(id: string, add: string[], remove: string[]): FakeMessage | undefined {
    const m = this.messages.get(id);
    if (!m) return undefined;
    const added = add.filter((l) => !m.labelIds.includes(l));
    const removed = remove.filter((l) => m.labelIds.includes(l));
    m.labelIds = [...m.labelIds.filter((l) => !remove.includes(l)), ...added];
    if (added.length || removed.length) {
      m.historyId = ++this.historyCounter;
      const rec: GmailHistoryRecord = { id: String(m.historyId), messages: [ref(m)] };
      if (added.length) rec.labelsAdded = [{ message: this.minimal(m), labelIds: added }];
      if (removed.length) rec.labelsRemoved = [{ message: this.minimal(m), labelIds: removed }];
      this.history.push(rec);
    }
    return m;
  }

  private minimal(m: FakeMessage): GmailMessage {
    return { id: m.id, threadId: m.threadId, labelIds: [...m.labelIds] };
  }

  private count(path: string): void {
    this.requests.set(path, (this.requests.get(path) ?? 0) + 1);
  }

  private takeFailure(method: string, path: string, scope: 'request' | 'batch-part'): ScriptedFailure | undefined {
    const i = this.failures.findIndex(
      (f) => (f.scope ?? 'request') === scope && (!f.pathPrefix || path.startsWith(f.pathPrefix)) && (!f.method || f.method.toUpperCase() === method),
    );
    if (i < 0) return undefined;
    const f = this.failures[i];
    f.times = (f.times ?? 1) - 1;
    if (f.times <= 0) this.failures.splice(i, 1);
    return f;
  }

  private async handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const chunks: Buffer[] = [];
    for await (const c of req) chunks.push(c as Buffer);
    const body = Buffer.concat(chunks).toString('utf8');
    const url = new URL(req.url ?? '/', 'http://fake');
    let reply: Reply;
    if (url.pathname === FAULTS_PATH || url.pathname === FAKE_MESSAGES_PATH || url.pathname === CONSENT_PATH || url.pathname === INTROSPECT_PATH || url.pathname === ISSUE_PATH) {
      // The test-only control surface and the consent screen: not counted, never faulted.
      reply = this.control(req.method ?? 'GET', url, body);
    } else {
      this.count(url.pathname);
      if (this.latencyMs > 0) await new Promise((r) => setTimeout(r, this.latencyMs));
      try {
        reply = await this.route(req.method ?? 'GET', url, req.headers, body, true);
      } catch (e) {
        reply = { status: 500, body: googleError(500, e instanceof Error ? e.message : 'Backend Error') };
      }
    }
    // A hung request stays open until the client aborts it or the fake stops.
    if (reply.hang) return;
    res.writeHead(reply.status, { 'content-type': reply.contentType ?? 'application/json; charset=UTF-8', ...reply.headers });
    res.end(reply.body);
  }

  /**
   * POST /__faults {faults: ScriptedFailure[]} adds faults (times -1: until
   * cleared); DELETE /__faults clears them; GET /__faults lists them with the
   * request counters; GET /__messages?messageId=<id> lists the stored copies
   * of a Message-ID. GET /o/oauth2/v2/auth is Google's consent screen,
   * approved at once: it redirects to redirect_uri with a code and the state.
   */
  private control(method: string, url: URL, body: string): Reply {
    if (url.pathname === CONSENT_PATH) {
      const redirectUri = url.searchParams.get('redirect_uri') ?? '';
      if (url.searchParams.get('client_id') !== this.clientId || !/^https?:\/\//.test(redirectUri)) {
        return { status: 400, body: 'Error 400: invalid_request', contentType: 'text/plain' };
      }
      const target = new URL(redirectUri);
      // The person picks the account Google was hinted at, when it names one.
      const hint = url.searchParams.get('login_hint') ?? '';
      const email = /^[^\s@]+@[^\s@]+$/.test(hint) ? hint.toLowerCase() : this.emailAddress;
      target.searchParams.set('code', this.issueAuthCode(redirectUri, url.searchParams.get('scope') ?? GMAIL_API_SCOPE, email));
      target.searchParams.set('state', url.searchParams.get('state') ?? '');
      return { status: 302, body: '', contentType: 'text/plain', headers: { location: target.toString() } };
    }
    if (url.pathname === INTROSPECT_PATH) {
      const token = new URLSearchParams(body).get('token') ?? '';
      const email = this.accessTokens.get(token);
      return json(200, email ? { active: true, email, token_type: 'Bearer' } : { active: false });
    }
    if (url.pathname === ISSUE_PATH && method === 'POST') {
      // Another client of a mailbox (the journeys' "someone delivers mail") signs in with a token of its own.
      const { email } = JSON.parse(body || '{}') as { email?: string };
      return json(200, { accessToken: this.issueAccessToken(email ?? this.emailAddress) });
    }
    if (url.pathname === FAKE_MESSAGES_PATH) {
      const id = url.searchParams.get('messageId');
      const list = id ? this.copiesOf(id) : [...this.messages.values()];
      return json(200, { messages: list.map((m) => ({ id: m.id, subject: m.subject, labelIds: m.labelIds, messageId: m.messageId ?? null })) });
    }
    if (method === 'POST') {
      const parsed = JSON.parse(body || '{}') as { faults?: ScriptedFailure[] };
      for (const f of parsed.faults ?? []) this.failures.push({ ...f, times: f.times === undefined ? 1 : f.times < 0 ? Infinity : f.times });
    } else if (method === 'DELETE') {
      this.clearFaults();
    }
    return json(200, {
      faults: this.failures.map((f) => ({ ...f, times: Number.isFinite(f.times) ? f.times : -1 })),
      requests: Object.fromEntries(this.requests),
    });
  }

  private async route(
    method: string,
    url: URL,
    headers: Record<string, string | string[] | undefined>,
    body: string,
    outer: boolean,
  ): Promise<Reply> {
    const path = url.pathname;
    if (path === '/token' && method === 'POST') return this.token(body);
    if (path === '/revoke' && method === 'POST') return this.revoke(body);

    const failure = this.takeFailure(method, path, outer ? 'request' : 'batch-part');
    // Inside a batch a call can only answer a status: no hang, no Retry-After of its own.
    const fail = (f: ScriptedFailure): Reply => (outer ? failureReply(f) : failureReply({ ...f, hang: false, retryAfter: undefined }));
    if (failure && !failure.after) return fail(failure);
    if (outer && this.errorRate > 0 && this.random() < this.errorRate) {
      return { status: 500, body: googleError(500, 'Backend Error') };
    }
    const done = await this.serve(method, url, headers, body, path);
    if (failure) return fail(failure);
    return done;
  }

  private async serve(
    method: string,
    url: URL,
    headers: Record<string, string | string[] | undefined>,
    body: string,
    path: string,
  ): Promise<Reply> {
    const auth = String(headers.authorization ?? '');
    const token = /^Bearer\s+(.+)$/i.exec(auth)?.[1];
    if (!token || !this.accessTokens.has(token)) {
      return {
        status: 401,
        body: googleError(401, 'Request had invalid authentication credentials. Expected OAuth 2 access token, login cookie or other valid authentication credential.'),
      };
    }

    if (path === '/batch/gmail/v1' && method === 'POST') return this.batch(headers, body, token);

    const m = /^\/gmail\/v1\/users\/me\/(.+)$/.exec(path);
    if (!m) return { status: 404, body: googleError(404, 'Not Found') };
    const rest = m[1];
    const p = url.searchParams;

    if (rest === 'profile' && method === 'GET') {
      return json(200, {
        emailAddress: this.emailAddress,
        messagesTotal: this.messages.size,
        threadsTotal: new Set([...this.messages.values()].map((x) => x.threadId)).size,
        historyId: this.currentHistoryId,
      });
    }
    if (rest === 'messages' && method === 'GET') return this.list(p);
    if (rest === 'messages/send' && method === 'POST') return this.send(body);
    if (rest === 'drafts' && method === 'POST') return this.createDraft(body);
    if (rest === 'drafts' && method === 'GET') return this.listDrafts(p);
    const draft = /^drafts\/([^/]+)$/.exec(rest);
    if (draft && method === 'DELETE') return this.deleteDraft(decodeURIComponent(draft[1]!));
    if (rest === 'history' && method === 'GET') return this.historyList(p);
    if (rest === 'labels' && method === 'GET') return json(200, { labels: [...SYSTEM_LABELS, ...this.labels.values()] });
    if (rest === 'labels' && method === 'POST') {
      const { name = '' } = JSON.parse(body || '{}') as { name?: string };
      if (!name.trim()) return { status: 400, body: googleError(400, 'Invalid label name') };
      const made = this.createLabel(name);
      return made ? json(200, made) : { status: 409, body: googleError(409, 'Label name exists or conflicts') };
    }
    const label = /^labels\/([^/]+)$/.exec(rest);
    if (label && (method === 'PATCH' || method === 'DELETE')) {
      const id = decodeURIComponent(label[1]!);
      const found = this.labels.get(id);
      if (!found) return { status: 404, body: googleError(404, 'Requested entity was not found.') };
      if (method === 'DELETE') {
        this.deleteLabel(id);
        return { status: 204, body: '' };
      }
      const { name } = JSON.parse(body || '{}') as { name?: string };
      if (name !== undefined) {
        if ([...SYSTEM_LABELS, ...this.labels.values()].some((l) => l.id !== id && l.name.toLowerCase() === name.toLowerCase())) {
          return { status: 409, body: googleError(409, 'Label name exists or conflicts') };
        }
        found.name = name;
      }
      return json(200, found);
    }
    const modify = /^messages\/([^/]+)\/modify$/.exec(rest);
    if (modify && method === 'POST') {
      const parsed = JSON.parse(body || '{}') as { addLabelIds?: string[]; removeLabelIds?: string[] };
      const unknown = [...(parsed.addLabelIds ?? []), ...(parsed.removeLabelIds ?? [])].find((l) => !this.labels.has(l) && !SYSTEM_LABELS.some((x) => x.id === l));
      if (unknown) return { status: 400, body: googleError(400, `Invalid label: ${unknown}`) };
      const msg = this.modify(decodeURIComponent(modify[1]), parsed.addLabelIds ?? [], parsed.removeLabelIds ?? []);
      if (!msg) return { status: 404, body: googleError(404, 'Requested entity was not found.') };
      return json(200, this.minimal(msg));
    }
    const attachment = /^messages\/([^/]+)\/attachments\/([^/]+)$/.exec(rest);
    if (attachment && method === 'GET') return this.attachment(decodeURIComponent(attachment[1]), decodeURIComponent(attachment[2]));
    const get = /^messages\/([^/]+)$/.exec(rest);
    if (get && method === 'GET') return this.get(decodeURIComponent(get[1]), p);
    return { status: 404, body: googleError(404, 'Not Found') };
  }

  private list(p: URLSearchParams): Reply {
    const max = Math.min(500, Number(p.get('maxResults') ?? 100) || 100);
    let q = (p.get('q') ?? '').toLowerCase().trim();
    // Gmail's rfc822msgid: operator finds a message by its Message-ID header.
    const byMessageId = /(?:^|\s)rfc822msgid:(\S+)/.exec(q)?.[1].replace(/^<|>$/g, '');
    if (byMessageId) q = q.replace(/(?:^|\s)rfc822msgid:\S+/, '').trim();
    const labels = p.getAll('labelIds');
    const all = [...this.messages.values()]
      .filter((m) => labels.every((l) => m.labelIds.includes(l)))
      .filter((m) => !byMessageId || (m.messageId ?? '').toLowerCase().replace(/^<|>$/g, '') === byMessageId)
      .filter((m) => !q || [m.from, m.subject, m.snippet, m.text ?? '', m.html ?? ''].some((f) => f.toLowerCase().includes(q)))
      .sort((a, b) => b.internalDate - a.internalDate);
    const start = Number(p.get('pageToken') ?? 0) || 0;
    const page = all.slice(start, start + max);
    const out: Record<string, unknown> = { resultSizeEstimate: all.length };
    if (page.length) out.messages = page.map(ref);
    if (start + max < all.length) out.nextPageToken = String(start + max);
    return json(200, out);
  }

  private get(id: string, p: URLSearchParams): Reply {
    const m = this.messages.get(id);
    if (!m) return { status: 404, body: googleError(404, 'Requested entity was not found.') };
    const format = p.get('format') ?? 'full';
    const base = {
      id: m.id,
      threadId: m.threadId,
      labelIds: [...m.labelIds],
      snippet: m.snippet,
      historyId: String(m.historyId),
      internalDate: String(m.internalDate),
      sizeEstimate: rawOf(m).length,
    };
    if (format === 'minimal') return json(200, base);
    if (format === 'raw') return json(200, { ...base, raw: enc(rawOf(m)) });
    const payload = payloadOf(m);
    if (format === 'metadata') {
      const wanted = p.getAll('metadataHeaders').map((h) => h.toLowerCase());
      const hdrs = (payload.headers ?? []).filter((h) => !wanted.length || wanted.includes(h.name.toLowerCase()));
      return json(200, { ...base, payload: { partId: '', mimeType: payload.mimeType, filename: '', headers: hdrs, body: { size: 0 } } });
    }
    return json(200, { ...base, payload });
  }

  /** users.messages.attachments.get: the bytes of one attachment as base64url. */
  private attachment(messageId: string, attachmentId: string): Reply {
    const m = this.messages.get(messageId);
    const i = m ? m.attachments.findIndex((_a, n) => `ANGjd${m.id}${n}` === attachmentId) : -1;
    if (!m || i < 0) return { status: 404, body: googleError(404, 'Requested entity was not found.') };
    const bytes = Buffer.from(m.attachments[i]!.content, 'latin1');
    return json(200, { attachmentId, size: bytes.length, data: bytesToBase64Url(bytes) });
  }

  private async send(body: string): Promise<Reply> {
    const { raw, threadId } = JSON.parse(body || '{}') as { raw?: string; threadId?: string };
    if (!raw) return { status: 400, body: googleError(400, "Invalid value for ByteString: 'raw' is required", 'invalidArgument') };
    const m = await this.fromRaw(raw, ['SENT'], threadId);
    return json(200, this.minimal(m));
  }

  private async createDraft(body: string): Promise<Reply> {
    const parsed = JSON.parse(body || '{}') as { message?: { raw?: string; threadId?: string } };
    if (!parsed.message?.raw) return { status: 400, body: googleError(400, 'Message is required', 'invalidArgument') };
    const m = await this.fromRaw(parsed.message.raw, ['DRAFT'], parsed.message.threadId);
    const id = `r${randomUUID().replace(/-/g, '').slice(0, 16)}`;
    this.drafts.set(id, m.id);
    return json(200, { id, message: this.minimal(m) });
  }

  /** users.drafts.list: `{ drafts: [{ id, message: { id, threadId } }], nextPageToken?, resultSizeEstimate }`, newest first. */
  private listDrafts(p: URLSearchParams): Reply {
    const max = Math.min(500, Number(p.get('maxResults') ?? 100) || 100);
    const start = Number(p.get('pageToken') ?? 0) || 0;
    const all = [...this.drafts].reverse().filter(([, messageId]) => this.messages.has(messageId));
    const page = all.slice(start, start + max).map(([id, messageId]) => ({ id, message: ref(this.messages.get(messageId)!) }));
    return json(200, {
      ...(page.length ? { drafts: page } : {}),
      ...(start + max < all.length ? { nextPageToken: String(start + max) } : {}),
      resultSizeEstimate: all.length,
    });
  }

  /** users.drafts.delete: the draft and its message are gone for good; an empty 204. */
  private deleteDraft(id: string): Reply {
    const messageId = this.drafts.get(id);
    if (!messageId) return { status: 404, body: googleError(404, 'Requested entity was not found.') };
    this.drafts.delete(id);
    this.deleteMessage(messageId);
    return { status: 204, body: '' };
  }

  private async fromRaw(raw: string, labelIds: string[], threadId?: string): Promise<FakeMessage> {
    const text = Buffer.from(raw.replace(/-/g, '+').replace(/_/g, '/'), 'base64').toString('utf8');
    const mail = await simpleParser(text);
    const addr = (a: typeof mail.to): string => (Array.isArray(a) ? a.map((x) => x.text).join(', ') : (a?.text ?? ''));
    const date = mail.date ?? new Date();
    const m = makeGmailMessage({
      labelIds,
      from: addr(mail.from),
      to: addr(mail.to),
      subject: mail.subject ?? '',
      date: date.toUTCString(),
      internalDate: date.getTime(),
      html: typeof mail.html === 'string' ? mail.html : undefined,
      text: mail.text,
      snippet: (mail.text ?? '').slice(0, 100),
      attachments: mail.attachments.map((a) => ({ filename: a.filename ?? 'attachment', mimeType: a.contentType, content: a.content.toString('latin1') })),
      raw: text,
      messageId: mail.messageId,
    });
    if (threadId) m.threadId = threadId;
    this.addMessages(m);
    return m;
  }

  private historyList(p: URLSearchParams): Reply {
    const start = Number(p.get('startHistoryId'));
    if (!Number.isFinite(start) || start < this.minHistoryId || start > this.historyCounter || !p.get('startHistoryId')) {
      return { status: 404, body: googleError(404, 'Requested entity was not found.') };
    }
    const types = p.getAll('historyTypes');
    const max = Math.min(500, Number(p.get('maxResults') ?? 100) || 100);
    const records = this.history
      .filter((h) => Number(h.id) > start)
      .map((h) => filterHistory(h, types))
      .filter((h): h is GmailHistoryRecord => h !== null);
    const offset = Number(p.get('pageToken') ?? 0) || 0;
    const page = records.slice(offset, offset + max);
    const out: Record<string, unknown> = { historyId: this.currentHistoryId };
    if (page.length) out.history = page;
    if (offset + max < records.length) out.nextPageToken = String(offset + max);
    return json(200, out);
  }

  private async batch(headers: Record<string, string | string[] | undefined>, body: string, token: string): Promise<Reply> {
    const boundary = boundaryOf(String(headers['content-type'] ?? ''));
    if (!boundary) return { status: 400, body: googleError(400, 'Invalid multipart request with 0 mime parts.') };
    const parts = parseBatchRequest(body, boundary);
    if (parts.length > 100) return { status: 400, body: googleError(400, 'Too many requests in batch; the limit is 100.') };
    const out: BatchResponsePart[] = [];
    for (const part of parts) {
      this.count('batch-part');
      const url = new URL(part.path, 'http://fake');
      const reply = await this.route(part.method, url, { authorization: `Bearer ${token}`, ...part.headers }, part.body ?? '', false);
      out.push({ contentId: part.contentId, status: reply.status, headers: {}, body: reply.body });
    }
    const responseBoundary = `batch_${randomUUID().replace(/-/g, '')}`;
    return { status: 200, body: buildBatchResponse(out, responseBoundary), contentType: `multipart/mixed; boundary=${responseBoundary}` };
  }

  /** Google's revocation endpoint: a refresh token takes its access tokens with it. */
  private revoke(body: string): Reply {
    const token = new URLSearchParams(body).get('token') ?? '';
    if (this.refreshTokens.delete(token)) {
      this.accessTokens.clear();
    } else if (!this.accessTokens.delete(token)) {
      return json(400, { error: 'invalid_token', error_description: 'Token expired or revoked' });
    }
    this.revoked.push(token);
    return json(200, {});
  }

  /** An ID token as Google's token endpoint shapes it (header.claims.signature, base64url). */
  private idToken(scope: string, email: string): string {
    const now = Math.floor(Date.now() / 1000);
    const claims = {
      iss: 'https://accounts.google.com',
      azp: this.clientId,
      aud: this.clientId,
      // Google's stable numeric account id; one per address here.
      sub: BigInt(`0x${createHash('sha256').update(email).digest('hex').slice(0, 15)}`).toString(),
      iat: now,
      exp: now + 3600,
      ...(scope.split(' ').includes('email') ? { email, email_verified: true } : {}),
    };
    const part = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
    return `${part({ alg: 'RS256', kid: 'fake', typ: 'JWT' })}.${part(claims)}.${Buffer.from('not-signed').toString('base64url')}`;
  }

  private token(body: string): Reply {
    const p = new URLSearchParams(body);
    const oauthError = (error: string, description: string, status = 400): Reply => json(status, { error, error_description: description });
    if (p.get('client_id') !== this.clientId || p.get('client_secret') !== this.clientSecret) {
      return oauthError('invalid_client', 'The OAuth client was not found.', 401);
    }
    if (p.get('grant_type') === 'refresh_token') {
      const refreshToken = p.get('refresh_token') ?? '';
      if (!this.refreshTokens.has(refreshToken)) return oauthError('invalid_grant', 'Token has been expired or revoked.');
      const accessToken = this.issueAccessToken(this.refreshTokens.get(refreshToken));
      return json(200, { access_token: accessToken, expires_in: 3599, scope: this.grantedScopes.get(refreshToken) ?? GMAIL_API_SCOPE, token_type: 'Bearer' });
    }
    if (p.get('grant_type') === 'authorization_code') {
      const code = p.get('code') ?? '';
      const grant = this.authCodes.get(code);
      if (grant === undefined || grant.redirectUri !== p.get('redirect_uri')) return oauthError('invalid_grant', 'Bad Request');
      this.authCodes.delete(code);
      const refreshToken = this.issueRefreshToken(grant.email);
      // Google answers the short names with their full scope URLs.
      const scope = grant.scope.split(' ').map((s) => (s === 'email' ? 'https://www.googleapis.com/auth/userinfo.email' : s)).join(' ');
      this.grantedScopes.set(refreshToken, scope);
      return json(200, {
        access_token: this.issueAccessToken(grant.email),
        expires_in: 3599,
        refresh_token: refreshToken,
        scope,
        token_type: 'Bearer',
        // With openid Google adds a signed ID token; only its claims matter to the client, which got it over TLS.
        ...(grant.scope.split(' ').includes('openid') ? { id_token: this.idToken(grant.scope, grant.email) } : {}),
      });
    }
    return oauthError('unsupported_grant_type', 'Invalid grant_type');
  }
}

function ref(m: FakeMessage): { id: string; threadId: string } {
  return { id: m.id, threadId: m.threadId };
}

function filterHistory(h: GmailHistoryRecord, types: string[]): GmailHistoryRecord | null {
  if (!types.length) return h;
  const keep: GmailHistoryRecord = { id: h.id, messages: h.messages };
  if (types.includes('messageAdded') && h.messagesAdded) keep.messagesAdded = h.messagesAdded;
  if (types.includes('messageDeleted') && h.messagesDeleted) keep.messagesDeleted = h.messagesDeleted;
  if (types.includes('labelAdded') && h.labelsAdded) keep.labelsAdded = h.labelsAdded;
  if (types.includes('labelRemoved') && h.labelsRemoved) keep.labelsRemoved = h.labelsRemoved;
  return Object.keys(keep).length > 2 ? keep : null;
}

function headersOf(m: FakeMessage): Array<{ name: string; value: string }> {
  return [
    { name: 'From', value: m.from },
    { name: 'To', value: m.to },
    { name: 'Subject', value: m.subject },
    { name: 'Date', value: m.date },
    { name: 'Message-ID', value: m.messageId ?? `<${m.id}@fake.example.com>` },
    ...(m.inReplyTo ? [{ name: 'In-Reply-To', value: m.inReplyTo }] : []),
    ...(m.references ? [{ name: 'References', value: m.references }] : []),
    { name: 'MIME-Version', value: '1.0' },
  ];
}

function leaf(partId: string, mimeType: string, data: string, extra: Partial<GmailMessagePart> = {}): GmailMessagePart {
  const bytes = Buffer.from(data, mimeType.startsWith('text/') ? 'utf8' : 'latin1');
  return {
    partId,
    mimeType,
    filename: '',
    headers: [{ name: 'Content-Type', value: mimeType.startsWith('text/') ? `${mimeType}; charset="UTF-8"` : mimeType }],
    body: { size: bytes.length, data: bytesToBase64Url(bytes) },
    ...extra,
  };
}

/** The MessagePart tree Gmail would return for this message. */
function payloadOf(m: FakeMessage): GmailMessagePart {
  const bodies: GmailMessagePart[] = [];
  if (m.text !== undefined) bodies.push(leaf('', 'text/plain', m.text));
  if (m.html !== undefined) bodies.push(leaf('', 'text/html', m.html));
  let main: GmailMessagePart;
  if (bodies.length === 1 && !m.attachments.length) {
    return { ...bodies[0], partId: '', headers: [...headersOf(m), ...(bodies[0].headers ?? [])] };
  }
  if (bodies.length > 1) {
    main = { partId: '0', mimeType: 'multipart/alternative', filename: '', headers: [], body: { size: 0 }, parts: bodies.map((b, i) => ({ ...b, partId: `0.${i}` })) };
  } else {
    main = { ...(bodies[0] ?? leaf('0', 'text/plain', '')), partId: '0' };
  }
  if (!m.attachments.length) return { ...main, partId: '', headers: [...headersOf(m), ...(main.headers ?? [])] };
  const atts = m.attachments.map((a, i) => {
    const size = Buffer.byteLength(a.content, 'latin1');
    return {
      partId: String(i + 1),
      mimeType: a.mimeType,
      filename: a.filename,
      headers: [
        { name: 'Content-Type', value: `${a.mimeType}; name="${a.filename}"` },
        { name: 'Content-Disposition', value: `attachment; filename="${a.filename}"` },
      ],
      body: { size, attachmentId: `ANGjd${m.id}${i}` },
    };
  });
  return { partId: '', mimeType: 'multipart/mixed', filename: '', headers: headersOf(m), body: { size: 0 }, parts: [main, ...atts] };
}

/** A plain RFC 5322 rendering for format=raw. */
function rawOf(m: FakeMessage): string {
  if (m.raw) return m.raw;
  const head = headersOf(m).map((h) => `${h.name}: ${h.value}`).join('\r\n');
  const type = m.html !== undefined ? 'text/html' : 'text/plain';
  return `${head}\r\nContent-Type: ${type}; charset="UTF-8"\r\n\r\n${m.html ?? m.text ?? ''}`;
}

/** Starts a fake with a valid access and refresh token ready for a client. */
export async function startGmailFake(options: GmailFakeOptions = {}): Promise<{ fake: GmailFake; accessToken: string; refreshToken: string }> {
  const fake = await new GmailFake(options).start();
  return { fake, accessToken: fake.issueAccessToken(), refreshToken: fake.issueRefreshToken() };
}
