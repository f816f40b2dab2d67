/**
 * The bad-input sweep's table: for every /api route and both public tracking
 * endpoints, the hostile requests to send and what each must get back.
 *
 * Three outcomes, stated per case:
 * - `reject`: a 4xx JSON error (never a 500, never internal detail) and the
 *   database exactly as before.
 * - `valid`: the input looks hostile but is legitimate content (SQL-looking
 *   text as a name, a search for it, long Unicode): it is stored or returned
 *   verbatim, and only the tables named may change.
 * - `ignored`: the route takes no such input; it answers as usual and the
 *   database is unchanged (e.g. the open pixel, which always answers a GIF
 *   so a recipient never sees a broken image).
 */
import { expect } from 'vitest';
import { BULK_BODY_LIMIT_BYTES, FLAG_BODY_LIMIT_BYTES, SEND_BODY_LIMIT_BYTES } from '../../src/server/mail/routes';
import { AI_BODY_LIMIT_BYTES } from '../../src/server/ai/routes';
import { AUTH_BODY_LIMIT_BYTES } from '../../src/server/auth/routes';
import { TEMPLATE_CONTENT_MAX, TEMPLATE_NAME_MAX } from '../../src/server/templates/routes';
import { NOTES_MAX, RECIPIENT_MAX, SUBJECT_MAX as FOLLOW_UP_SUBJECT_MAX } from '../../src/server/follow-ups/routes';
import { BODY_MAX, EMAIL_MAX, NAME_MAX, PASSWORD_MAX, SUBJECT_MAX } from '../../src/core/schemas';
import { BAD_IDS, CONTROL_TEXT, LONG_UNICODE, NUL_TEXT, oversizedJson, SQL_DROP, SQL_OR } from './hostile-input';

/** What the sweep set up before it starts: two users and one of each owned thing per user. */
export interface Owned {
  template: string;
  snippet: string;
  followUp: string;
  scheduled: string;
  message: string;
  /** The conversation `message` is in. */
  thread: string;
  attachment: string;
  /** The message that carries `attachment`. */
  attachmentMessage: string;
  tracked: string;
  /** Open and click tokens for `tracked`, signed with another server's secret. */
  forgedOpenToken: string;
  forgedClickToken: string;
  aiReply: string;
  sessionToken: string;
  /** The user's local mailbox account. */
  account: string;
  /** One of the user's labels. */
  label: string;
  /** One of the user's rules (matching no mail). */
  rule: string;
  /** One of the user's imports, finished. */
  importId: string;
}

export interface Fixtures {
  own: Owned;
  other: Owned;
  ownEmail: string;
  otherEmail: string;
}

/** Reads a path back through the API as the signed-in user. */
export type ReadBack = (path: string) => Promise<unknown>;

export type Outcome =
  | { kind: 'reject'; status: number; code?: string }
  | { kind: 'valid'; status: number; changes: readonly string[]; check?: (body: unknown, read: ReadBack) => void | Promise<void> }
  | { kind: 'ignored'; status: number; contentType?: string; location?: string };

export interface SweepCase {
  label: string;
  method: string;
  path: string | ((f: Fixtures) => string);
  /** A value sent as JSON. */
  json?: unknown | ((f: Fixtures) => unknown);
  /** A raw body (sent as application/json), for malformed and oversized ones. */
  raw?: () => BodyInit;
  /** Send without the signed-in user's cookie. */
  anonymous?: boolean;
  expect: Outcome;
}

export const reject = (status: number, code?: string): Outcome => ({ kind: 'reject', status, code });
export const valid = (status: number, changes: readonly string[], check?: Extract<Outcome, { kind: 'valid' }>['check']): Outcome => ({
  kind: 'valid',
  status,
  changes,
  check,
});
export const ignored = (status: number, extra: { contentType?: string; location?: string } = {}): Outcome => ({ kind: 'ignored', status, ...extra });

type PathOf = (f: Fixtures) => string;
const at = (path: string): PathOf => () => path;
const future = () => new Date(Date.now() + 3 * 24 * 3600_000).toISOString();

/** Every bad id in `BAD_IDS`, then another user's real id: all not found. */
function idCases(method: string, pathFor: (id: string) => string, otherId: (f: Fixtures) => string, json?: unknown): SweepCase[] {
  return [
    ...BAD_IDS.map(({ label, segment }) => ({ label: `id: ${label}`, method, path: pathFor(segment), json, expect: reject(404) })),
    { label: "id: another user's", method, path: (f: Fixtures) => pathFor(otherId(f)), json, expect: reject(404) },
  ];
}

/** A field of a JSON body and how hostile values for it must be treated. */
interface Field {
  name: string;
  /** A value of the wrong type. */
  wrong: unknown;
  /** A string field: its cap, and whether it is a single line (names, subjects, addresses). */
  max?: number;
  line?: 'single' | 'multi';
  /** The field holds a list of strings (recipients): hostile values go inside it. */
  list?: boolean;
}

interface BodySpec {
  method: string;
  path: PathOf;
  /** A body the route accepts; each case breaks one thing in it. */
  valid: (f: Fixtures) => Record<string, unknown>;
  fields: readonly Field[];
  capBytes: number;
  /** The field names without which the route refuses. */
  required?: readonly string[];
  /** Error code for a body that is not JSON. */
  malformedCode?: string;
}

/** Malformed JSON, non-object bodies, missing and wrongly typed fields, oversized strings and bodies, NUL and control characters. */
function bodyCases(spec: BodySpec): SweepCase[] {
  const { method, path } = spec;
  const withField = (name: string, value: unknown, list = false) => (f: Fixtures) => ({ ...spec.valid(f), [name]: list ? [value] : value });
  const cases: SweepCase[] = [
    { label: 'malformed JSON', method, path, raw: () => '{"name": "unterminated', expect: reject(400, spec.malformedCode) },
    { label: 'a JSON array instead of an object', method, path, raw: () => '[1,2,3]', expect: reject(400) },
    { label: 'JSON null', method, path, raw: () => 'null', expect: reject(400) },
    {
      label: `a body over the ${Math.round(spec.capBytes / 1024)} KB cap`,
      method,
      path,
      raw: () => oversizedJson(spec.capBytes + 1024) as unknown as BodyInit,
      expect: reject(413, 'PAYLOAD_TOO_LARGE'),
    },
  ];
  if (spec.required?.length) {
    cases.push({ label: 'missing fields ({})', method, path, json: {}, expect: reject(400) });
    for (const name of spec.required) {
      cases.push({
        label: `missing ${name}`,
        method,
        path,
        json: (f: Fixtures) => Object.fromEntries(Object.entries(spec.valid(f)).filter(([k]) => k !== name)),
        expect: reject(400),
      });
    }
  }
  for (const field of spec.fields) {
    cases.push({ label: `${field.name}: wrong type (${JSON.stringify(field.wrong)})`, method, path, json: withField(field.name, field.wrong), expect: reject(400) });
    if (!field.line) continue;
    if (field.max !== undefined && field.max * 1.5 < spec.capBytes) {
      cases.push({
        label: `${field.name}: ${field.max + 1} characters (cap ${field.max})`,
        method,
        path,
        json: withField(field.name, 'x'.repeat(field.max + 1), field.list),
        expect: reject(400),
      });
    }
    cases.push({ label: `${field.name}: NUL character`, method, path, json: withField(field.name, NUL_TEXT, field.list), expect: reject(400) });
    if (field.line === 'single') {
      cases.push({ label: `${field.name}: control characters and CRLF`, method, path, json: withField(field.name, CONTROL_TEXT, field.list), expect: reject(400) });
    }
  }
  return cases;
}

/** Searches: SQL-looking and Unicode queries are ordinary text (200, no rows); NUL and overlong ones are refused. */
function searchCases(path: string, max: number, noRows: (body: unknown) => void): SweepCase[] {
  const q = (value: string) => `${path}?q=${encodeURIComponent(value)}`;
  return [
    { label: 'q: SQL text (valid: no rows)', method: 'GET', path: q(SQL_OR), expect: valid(200, [], noRows) },
    { label: 'q: DROP TABLE text (valid: no rows)', method: 'GET', path: q(SQL_DROP), expect: valid(200, [], noRows) },
    { label: 'q: LIKE wildcards %_\\ (valid: no rows)', method: 'GET', path: q('%_\\'), expect: valid(200, [], noRows) },
    { label: 'q: long Unicode (valid: no rows)', method: 'GET', path: q(LONG_UNICODE.slice(0, max)), expect: valid(200, [], noRows) },
    { label: 'q: NUL character', method: 'GET', path: q(NUL_TEXT), expect: reject(400) },
    { label: 'q: control characters', method: 'GET', path: q(CONTROL_TEXT), expect: valid(200, [], noRows) },
    { label: `q: ${max + 1} characters`, method: 'GET', path: q('x'.repeat(max + 1)), expect: reject(400) },
  ];
}

/** Adding or testing an IMAP account: every case is refused before anything is saved (no test server is reachable here). */
function accountBodyCases(path: string): SweepCase[] {
  const server = { host: 'imap.example.com', port: 993, security: 'tls', username: 'ann@example.com', password: 'secret' };
  const valid = { provider: 'imap', email: 'ann@example.com', imap: server, smtp: { ...server, host: 'smtp.example.com', port: 465 } };
  return [
    { label: 'malformed JSON', method: 'POST', path, raw: () => '{"provider": ', expect: reject(400, 'INVALID_JSON') },
    { label: 'a JSON array instead of an object', method: 'POST', path, raw: () => '[1,2,3]', expect: reject(400) },
    { label: 'a body over the 256 KB cap', method: 'POST', path, raw: () => oversizedJson(257 * 1024) as unknown as BodyInit, expect: reject(413, 'PAYLOAD_TOO_LARGE') },
    { label: 'no imap settings', method: 'POST', path, json: { ...valid, imap: undefined }, expect: reject(400, 'VALIDATION_ERROR') },
    { label: 'imap.host: SQL text', method: 'POST', path, json: { ...valid, imap: { ...server, host: SQL_OR } }, expect: reject(400, 'VALIDATION_ERROR') },
    { label: 'imap.host: NUL character', method: 'POST', path, json: { ...valid, imap: { ...server, host: `imap${NUL_TEXT}.example.com` } }, expect: reject(400) },
    { label: 'imap.port: a string', method: 'POST', path, json: { ...valid, imap: { ...server, port: '993' } }, expect: reject(400, 'VALIDATION_ERROR') },
    { label: 'email: 321 characters', method: 'POST', path, json: { ...valid, email: `${'a'.repeat(309)}@example.com` }, expect: reject(400, 'VALIDATION_ERROR') },
    { label: 'a loopback host (refused: private)', method: 'POST', path, json: { ...valid, imap: { ...server, host: '127.0.0.1' }, smtp: { ...server, host: '10.0.0.1' } }, expect: reject(400, 'IMAP_PRIVATE_HOST') },
    { label: 'the metadata address (refused: private)', method: 'POST', path, json: { ...valid, imap: { ...server, host: '192.168.1.1' }, smtp: { ...server, host: '169.254.169.254' } }, expect: reject(400, 'IMAP_PRIVATE_HOST') },
  ];
}

const noQuery = (path: string, status = 200, extra: { contentType?: string } = {}): SweepCase[] => [
  {
    label: 'ignores a hostile query string',
    method: 'GET',
    path: `${path}?q=${encodeURIComponent(SQL_DROP)}&id=..%2F..%2Fetc%2Fpasswd&x=${encodeURIComponent(CONTROL_TEXT)}`,
    expect: ignored(status, extra),
  },
];

const emptyList = (key?: string) => (body: unknown) => {
  const list = key ? (body as Record<string, unknown>)[key] : body;
  if (!Array.isArray(list) || list.length !== 0) throw new Error(`expected no rows, got ${JSON.stringify(body).slice(0, 200)}`);
};

const field = (body: unknown, name: string) => (body as Record<string, unknown>)[name];
const verbatim = (name: string, value: unknown) => (body: unknown) => {
  if (JSON.stringify(field(body, name)) !== JSON.stringify(value)) {
    const got = String(JSON.stringify(field(body, name)));
    const want = JSON.stringify(value);
    let at = 0;
    while (at < want.length && got[at] === want[at]) at++;
    throw new Error(`${name} not kept verbatim: from character ${at}, got ${got.slice(at, at + 40)} where ${want.slice(at, at + 40)} was sent`);
  }
};

/** Mail text without a trailing space before the line break: the MIME round trip drops trailing spaces of a line. */
const MAIL_TEXT = LONG_UNICODE.trimEnd();

// Mail writes: the message, the folder counts and Insights' daily totals (triggers), attachments, and for a send the tracking row.
const MAIL_WRITE = ['mail_attachment', 'mail_counts', 'mail_daily', 'mail_daily_sender', 'mail_message'];

const mailBody = (f: Fixtures): Record<string, unknown> => {
  void f;
  return { to: ['someone@example.com'], subject: 'Hello', body: 'Hi there' };
};

const mailFields: readonly Field[] = [
  { name: 'to', wrong: 'someone@example.com', line: 'single', max: EMAIL_MAX + NAME_MAX + 10, list: true },
  { name: 'cc', wrong: { a: 1 }, line: 'single', max: EMAIL_MAX + NAME_MAX + 10, list: true },
  { name: 'bcc', wrong: 42, line: 'single', max: EMAIL_MAX + NAME_MAX + 10, list: true },
  { name: 'subject', wrong: ['Hello'], line: 'single', max: SUBJECT_MAX },
  { name: 'body', wrong: { html: '<b>x</b>' }, line: 'multi', max: BODY_MAX },
  { name: 'attachments', wrong: 'file.txt' },
  { name: 'tracking', wrong: 'yes' },
  { name: 'replyTo', wrong: 123, line: 'single', max: 200 },
];
/** Send, save and schedule also take the draft they replace. */
const replacingFields: readonly Field[] = [...mailFields, { name: 'draftId', wrong: 123, line: 'single', max: 200 }];
const draftIdCases = (path: string): SweepCase[] => [
  { label: "draftId: another user's message", method: 'POST', path, json: (f: Fixtures) => ({ ...mailBody(f), draftId: f.other.message }), expect: reject(404, 'DRAFT_NOT_FOUND') },
  { label: 'draftId: own message that is no draft', method: 'POST', path, json: (f: Fixtures) => ({ ...mailBody(f), draftId: f.own.message }), expect: reject(404, 'DRAFT_NOT_FOUND') },
];

const attachmentCases = (method: string, path: PathOf, base: (f: Fixtures) => Record<string, unknown>): SweepCase[] => [
  {
    label: 'attachments[0].filename: NUL character',
    method,
    path,
    json: (f: Fixtures) => ({ ...base(f), attachments: [{ filename: `a${NUL_TEXT}.txt`, content: 'aGk=' }] }),
    expect: reject(400),
  },
  {
    label: 'attachments[0].filename: control characters and CRLF',
    method,
    path,
    json: (f: Fixtures) => ({ ...base(f), attachments: [{ filename: `a${CONTROL_TEXT}.txt`, content: 'aGk=' }] }),
    expect: reject(400),
  },
  {
    label: 'attachments[0].content: wrong type',
    method,
    path,
    json: (f: Fixtures) => ({ ...base(f), attachments: [{ filename: 'a.txt', content: 12 }] }),
    expect: reject(400),
  },
];

const templateFields: readonly Field[] = [
  { name: 'name', wrong: 42, line: 'single', max: TEMPLATE_NAME_MAX },
  { name: 'content', wrong: ['x'], line: 'multi', max: TEMPLATE_CONTENT_MAX },
];
const TEMPLATE_CAP = 6 * TEMPLATE_CONTENT_MAX + 4096;

function templateLike(base: '/api/templates' | '/api/snippets', table: 'template' | 'snippet', key: 'template' | 'snippet'): Record<string, SweepCase[]> {
  const extra = base === '/api/templates' ? { category: 'Business' } : {};
  const validBody = () => ({ name: 'A name', content: 'Some content', ...extra });
  const byId = (id: string) => `${base}/${id}`;
  const ownPath = (f: Fixtures) => byId(f.own[key]);
  const wrongCategory: SweepCase[] =
    base === '/api/templates'
      ? [{ label: 'category: not one of the categories', method: 'POST', path: base, json: { ...validBody(), category: SQL_OR }, expect: reject(400, 'INVALID_CATEGORY') }]
      : [];
  return {
    [`GET ${base}`]: searchCases(base, 500, emptyList()),
    [`POST ${base}`]: [
      ...bodyCases({ method: 'POST', path: at(base), valid: validBody, fields: templateFields, capBytes: TEMPLATE_CAP, required: ['name', 'content'], malformedCode: 'INVALID_JSON' }),
      ...wrongCategory,
      { label: 'name: blank', method: 'POST', path: base, json: { ...validBody(), name: '   ' }, expect: reject(400, 'REQUIRED_FIELDS') },
      {
        label: 'name: SQL text (valid: stored verbatim)',
        method: 'POST',
        path: base,
        json: { ...validBody(), name: SQL_DROP },
        expect: valid(201, [table], verbatim('name', SQL_DROP)),
      },
      {
        label: 'content: long Unicode and SQL text (valid: stored verbatim)',
        method: 'POST',
        path: base,
        json: { ...validBody(), content: `${LONG_UNICODE}\n${SQL_OR}\n\ttabbed` },
        expect: valid(201, [table], verbatim('content', `${LONG_UNICODE}\n${SQL_OR}\n\ttabbed`)),
      },
    ],
    [`PATCH ${base}/:id`]: [
      ...idCases('PATCH', byId, (f) => f.other[key], { name: 'Taken over' }),
      ...bodyCases({ method: 'PATCH', path: ownPath, valid: validBody, fields: templateFields, capBytes: TEMPLATE_CAP, malformedCode: 'INVALID_JSON' }),
      { label: 'name: blank', method: 'PATCH', path: ownPath, json: { name: '' }, expect: reject(400, 'REQUIRED_FIELDS') },
    ],
    [`DELETE ${base}/:id`]: idCases('DELETE', byId, (f) => f.other[key]),
  };
}

const labelFields: readonly Field[] = [{ name: 'name', wrong: 42, line: 'single', max: 60 }, { name: 'color', wrong: 7 }];

const followUpValid = () => ({ subject: 'Check in', recipient: 'someone@example.com', dueDate: future(), notes: 'Notes', priority: 'high' });
const followUpFields: readonly Field[] = [
  { name: 'subject', wrong: 42, line: 'single', max: FOLLOW_UP_SUBJECT_MAX },
  { name: 'recipient', wrong: ['a@example.com'], line: 'single', max: RECIPIENT_MAX },
  { name: 'dueDate', wrong: 'tomorrow-ish' },
  { name: 'notes', wrong: { text: 'x' }, line: 'multi', max: NOTES_MAX },
  { name: 'priority', wrong: 'urgent' },
];

const scheduledValid = () => ({ ...mailBody({} as Fixtures), scheduledTime: future() });

const aiOps: readonly { op: string; field: string; extra?: Record<string, unknown> }[] = [
  { op: 'completion', field: 'text' },
  { op: 'improve', field: 'text' },
  { op: 'subject', field: 'body' },
  { op: 'tone', field: 'text', extra: { tone: 'formal' } },
  { op: 'body', field: 'subject' },
  { op: 'summarize', field: 'emailContent' },
  { op: 'smart-replies', field: 'emailContent' },
  { op: 'analyze', field: 'emailContent' },
  { op: 'prioritize', field: 'emailContent' },
  { op: 'reply', field: 'emailContent' },
];

/** Each operation has its own route; any other name is answered by the fallback route with 404. */
function aiCases(): Record<string, SweepCase[]> {
  const byRoute: Record<string, SweepCase[]> = {
    'POST /api/ai/:operation': BAD_IDS.map(({ label, segment }) => ({ label: `operation: ${label}`, method: 'POST', path: `/api/ai/${segment}`, json: { text: 'x' }, expect: reject(404) })),
  };
  const cases: SweepCase[] = [];
  for (const { op, field: name, extra } of aiOps) {
    const path = `/api/ai/${op}`;
    const ok = { [name]: 'Please send the report by Friday.', ...extra };
    cases.push(
      { label: `${op}: malformed JSON`, method: 'POST', path, raw: () => '{"text": ', expect: reject(400, 'INVALID_JSON') },
      { label: `${op}: missing ${name}`, method: 'POST', path, json: { ...extra }, expect: reject(400) },
      { label: `${op}: ${name} of the wrong type`, method: 'POST', path, json: { ...ok, [name]: { nested: true } }, expect: reject(400) },
      { label: `${op}: ${name} with a NUL character`, method: 'POST', path, json: { ...ok, [name]: NUL_TEXT }, expect: reject(400) },
      { label: `${op}: a body over the 100 KB cap`, method: 'POST', path, raw: () => oversizedJson(AI_BODY_LIMIT_BYTES + 1024, name) as unknown as BodyInit, expect: reject(413, 'PAYLOAD_TOO_LARGE') },
    );
  }
  cases.push(
    { label: 'tone: not one of the tones', method: 'POST', path: '/api/ai/tone', json: { text: 'Hi', tone: SQL_DROP }, expect: reject(400) },
    {
      label: 'reply: options of the wrong type',
      method: 'POST',
      path: '/api/ai/reply',
      json: { emailContent: 'Hi', options: 'long' },
      expect: reject(400),
    },
    {
      label: 'reply: emailSubject and emailSender with NUL',
      method: 'POST',
      path: '/api/ai/reply',
      json: { emailContent: 'Hi', emailSubject: NUL_TEXT, emailSender: NUL_TEXT },
      expect: reject(400),
    },
    {
      label: 'improve: SQL text and long Unicode are text to improve (valid)',
      method: 'POST',
      path: '/api/ai/improve',
      json: { text: `${SQL_DROP} ${LONG_UNICODE}`, cache: false },
      expect: valid(200, ['ai_stats']),
    },
  );
  for (const item of cases) {
    const key = `POST ${item.path as string}`;
    (byRoute[key] ??= []).push(item);
  }
  return byRoute;
}

/**
 * The table. Keys are `METHOD path` exactly as Hono lists them in
 * `app.routes`; the completeness test fails on any route without an entry.
 */
export const SWEEP: Record<string, SweepCase[]> = {
  // The catch-all answers every unknown /api path with a JSON 404.
  'ALL /api/*': [
    ...BAD_IDS.map(({ label, segment }) => ({ label: `unknown path: ${label}`, method: 'GET', path: `/api/${segment}`, expect: reject(404, 'NOT_FOUND') })),
    { label: 'unknown path with a POST body', method: 'POST', path: '/api/no-such-thing', json: { x: SQL_DROP }, expect: reject(404, 'NOT_FOUND') },
  ],
  'GET /api/health': noQuery('/api/health'),

  // --- the API's own documents: public, read-only, no input but a file name ---
  'GET /api/openapi.json': noQuery('/api/openapi.json'),
  'GET /api/docs': noQuery('/api/docs', 200, { contentType: 'text/html' }),
  'GET /api/docs/init.js': noQuery('/api/docs/init.js', 200, { contentType: 'text/javascript' }),
  'GET /api/docs/:file': [
    ...noQuery('/api/docs/swagger-ui.css', 200, { contentType: 'text/css' }),
    ...BAD_IDS.map((id) => ({ label: `a file name that is not one of ours: ${id.label}`, method: 'GET', path: `/api/docs/${id.segment}`, expect: reject(404, 'NOT_FOUND') })),
  ],

  // --- auth: our own checks in front of better-auth ---
  'GET /api/auth/options': noQuery('/api/auth/options'),
  'POST /api/auth/sign-up/email': [
    ...bodyCases({
      method: 'POST',
      path: at('/api/auth/sign-up/email'),
      valid: () => ({ name: 'New Person', email: `new.${Date.now()}.${Math.random().toString(36).slice(2)}@example.com`, password: 'correct horse battery' }),
      fields: [
        { name: 'name', wrong: 42, line: 'single', max: 2 * NAME_MAX + 1 },
        { name: 'email', wrong: ['a@example.com'] },
        { name: 'password', wrong: 12345678 },
      ],
      capBytes: AUTH_BODY_LIMIT_BYTES,
      required: ['name', 'email', 'password'],
    }),
    { label: 'email: SQL text', method: 'POST', path: '/api/auth/sign-up/email', json: { name: 'X', email: `${SQL_OR}@example.com`, password: 'correct horse battery' }, expect: reject(400) },
    { label: 'email: NUL character', method: 'POST', path: '/api/auth/sign-up/email', json: { name: 'X', email: `a${NUL_TEXT}@example.com`, password: 'correct horse battery' }, expect: reject(400) },
    { label: `password: ${PASSWORD_MAX + 1} characters`, method: 'POST', path: '/api/auth/sign-up/email', json: { name: 'X', email: 'long.pw@example.com', password: 'p'.repeat(PASSWORD_MAX + 1) }, expect: reject(400) },
    {
      label: "email: another user's address",
      method: 'POST',
      path: '/api/auth/sign-up/email',
      json: (f: Fixtures) => ({ name: 'Impostor', email: f.otherEmail, password: 'another password 1' }),
      anonymous: true,
      expect: reject(422),
    },
  ],
  'POST /api/auth/sign-in/email': [
    ...bodyCases({
      method: 'POST',
      path: at('/api/auth/sign-in/email'),
      valid: (f) => ({ email: f.otherEmail, password: 'wrong password' }),
      fields: [
        { name: 'email', wrong: 42 },
        { name: 'password', wrong: true },
      ],
      capBytes: AUTH_BODY_LIMIT_BYTES,
      required: ['email', 'password'],
    }),
    { label: 'email: SQL text', method: 'POST', path: '/api/auth/sign-in/email', json: { email: SQL_OR, password: SQL_OR }, anonymous: true, expect: reject(400) },
    { label: 'email: NUL character', method: 'POST', path: '/api/auth/sign-in/email', json: { email: NUL_TEXT, password: 'x' }, anonymous: true, expect: reject(400) },
    {
      label: "password: SQL text against another user's address",
      method: 'POST',
      path: '/api/auth/sign-in/email',
      json: (f: Fixtures) => ({ email: f.otherEmail, password: SQL_OR }),
      anonymous: true,
      expect: reject(401),
    },
  ],
  // better-auth's own endpoints behind the catch-all: the ones that take input.
  'GET /api/auth/*': [
    { label: 'unknown endpoint: traversal', method: 'GET', path: '/api/auth/..%2F..%2Fetc%2Fpasswd', expect: reject(404) },
    { label: 'verify-email (not served): SQL token', method: 'GET', path: `/api/auth/verify-email?token=${encodeURIComponent(SQL_OR)}`, expect: reject(404, 'NOT_FOUND') },
    { label: 'verify-email: NUL token', method: 'GET', path: '/api/auth/verify-email?token=a%00b', expect: reject(400) },
    { label: 'get-session: NUL in the query', method: 'GET', path: '/api/auth/get-session?x=a%00b', expect: reject(400) },
    { label: 'get-session: ignores a hostile query string', method: 'GET', path: `/api/auth/get-session?x=${encodeURIComponent(SQL_DROP)}`, expect: ignored(200) },
  ],
  // Endpoints better-auth has but the app does not serve: refused before better-auth sees them.
  'POST /api/auth/*': [
    { label: 'update-user (not served): SQL name', method: 'POST', path: '/api/auth/update-user', json: { name: SQL_DROP }, expect: reject(404, 'NOT_FOUND') },
    { label: 'update-user: a body over the 16 KB cap', method: 'POST', path: '/api/auth/update-user', raw: () => oversizedJson(AUTH_BODY_LIMIT_BYTES + 1024, 'name') as unknown as BodyInit, expect: reject(413, 'PAYLOAD_TOO_LARGE') },
    { label: 'update-user: name with a NUL character', method: 'POST', path: '/api/auth/update-user', json: { name: NUL_TEXT }, expect: reject(400) },
    { label: 'change-password (not served): wrong types', method: 'POST', path: '/api/auth/change-password', json: { currentPassword: 1, newPassword: [] }, expect: reject(404, 'NOT_FOUND') },
    { label: 'change-email (not served): SQL text', method: 'POST', path: '/api/auth/change-email', json: { newEmail: SQL_DROP }, expect: reject(404, 'NOT_FOUND') },
    {
      label: "revoke-session (not served): another user's session",
      method: 'POST',
      path: '/api/auth/revoke-session',
      json: (f: Fixtures) => ({ token: f.other.sessionToken }),
      expect: reject(404, 'NOT_FOUND'),
    },
  ],

  'GET /api/me': noQuery('/api/me'),

  // --- Gmail connection ---
  'GET /api/mail/gmail/status': noQuery('/api/mail/gmail/status'),
  'POST /api/mail/gmail/connect': [
    { label: 'malformed JSON body (Gmail not configured here)', method: 'POST', path: '/api/mail/gmail/connect', raw: () => '{"x":', expect: reject(400, 'GMAIL_NOT_CONFIGURED') },
  ],
  // The sweep's server has no Google client; an IMAP consent's return is still checked before anything else.
  'GET /api/auth/callback/google': [
    {
      label: 'forged Gmail-over-IMAP state and SQL code: back to Settings, nothing stored',
      method: 'GET',
      path: `/api/auth/callback/google?code=${encodeURIComponent(SQL_DROP)}&state=imap-forged`,
      expect: ignored(302, { location: '/settings?tab=email&oauth=failed&error=state_mismatch' }),
    },
    {
      label: 'forged state without a session',
      method: 'GET',
      path: '/api/auth/callback/google?code=x&state=imap-forged',
      anonymous: true,
      expect: ignored(302, { location: '/settings?tab=email&oauth=failed&error=state_mismatch' }),
    },
    { label: 'state: NUL character', method: 'GET', path: '/api/auth/callback/google?code=x&state=imap-a%00b', expect: reject(400) },
  ],
  'GET /api/mail/gmail/callback': [
    {
      label: 'forged state and SQL code: back to the dashboard, nothing stored',
      method: 'GET',
      path: `/api/mail/gmail/callback?code=${encodeURIComponent(SQL_DROP)}&state=..%2F..%2Fetc`,
      expect: ignored(302, { location: '/dashboard?auth=failed' }),
    },
    { label: 'code: over 2048 characters', method: 'GET', path: `/api/mail/gmail/callback?code=${'c'.repeat(2049)}&state=x`, expect: reject(400) },
    { label: 'state: NUL character', method: 'GET', path: '/api/mail/gmail/callback?code=x&state=a%00b', expect: reject(400) },
  ],
  'POST /api/mail/gmail/disconnect': [{ label: 'malformed JSON body (nothing connected)', method: 'POST', path: '/api/mail/gmail/disconnect', raw: () => '{"x":', expect: ignored(200) }],
  'POST /api/mail/gmail/sync': [{ label: 'malformed JSON body (nothing connected)', method: 'POST', path: '/api/mail/gmail/sync', raw: () => '{"x":', expect: reject(409, 'GMAIL_NOT_CONNECTED') }],

  // --- mail ---
  'GET /api/mail/profile': noQuery('/api/mail/profile'),
  'GET /api/mail/contacts': searchCases('/api/mail/contacts', 254, emptyList('contacts')),
  'GET /api/mail/search/interpret': (() => {
    const text = (value: string) => `/api/mail/search/interpret?text=${encodeURIComponent(value)}`;
    const aQuery = (body: unknown) => expect(body).toEqual({ query: expect.any(String), explanation: expect.any(String) });
    return [
      { label: 'no text', method: 'GET', path: '/api/mail/search/interpret', expect: reject(400) },
      { label: 'text: blank', method: 'GET', path: text('   '), expect: reject(400) },
      { label: 'text: SQL text (valid: read as words)', method: 'GET', path: text(SQL_OR), expect: valid(200, [], aQuery) },
      { label: 'text: long Unicode (valid)', method: 'GET', path: text(LONG_UNICODE.slice(0, 500)), expect: valid(200, [], aQuery) },
      { label: 'text: NUL character', method: 'GET', path: text(NUL_TEXT), expect: reject(400) },
      { label: 'text: 501 characters', method: 'GET', path: text('x'.repeat(501)), expect: reject(400) },
    ] satisfies SweepCase[];
  })(),
  'GET /api/mail/messages': [
    ...searchCases('/api/mail/messages', 500, emptyList('items')),
    { label: 'tab: not a tab', method: 'GET', path: `/api/mail/messages?tab=${encodeURIComponent(SQL_OR)}`, expect: reject(400) },
    { label: 'folder: SQL text', method: 'GET', path: `/api/mail/messages?folder=${encodeURIComponent(SQL_OR)}`, expect: reject(404, 'FOLDER_NOT_FOUND') },
    { label: 'folder: 201 characters', method: 'GET', path: `/api/mail/messages?folder=${'f'.repeat(201)}`, expect: reject(400) },
    { label: 'page: not a number', method: 'GET', path: '/api/mail/messages?page=abc', expect: reject(400) },
    { label: 'page: negative', method: 'GET', path: '/api/mail/messages?page=-1', expect: reject(400) },
    { label: 'page: huge', method: 'GET', path: '/api/mail/messages?page=1e12', expect: reject(400) },
    { label: 'pageSize: over 100', method: 'GET', path: '/api/mail/messages?pageSize=101', expect: reject(400) },
    { label: 'pageSize: not a number', method: 'GET', path: '/api/mail/messages?pageSize=ten', expect: reject(400) },
    { label: "label: another user's", method: 'GET', path: (f: Fixtures) => `/api/mail/messages?label=${f.other.label}`, expect: reject(404, 'LABEL_NOT_FOUND') },
    { label: 'label: SQL text', method: 'GET', path: `/api/mail/messages?label=${encodeURIComponent(SQL_OR)}`, expect: reject(404, 'LABEL_NOT_FOUND') },
    { label: 'split: SQL text', method: 'GET', path: `/api/mail/messages?split=${encodeURIComponent(SQL_OR)}`, expect: reject(404, 'SPLIT_NOT_FOUND') },
  ],
  'GET /api/mail/threads': [
    ...searchCases('/api/mail/threads', 500, emptyList('items')),
    { label: 'tab: not a tab', method: 'GET', path: `/api/mail/threads?tab=${encodeURIComponent(SQL_OR)}`, expect: reject(400) },
    { label: 'page: not a number', method: 'GET', path: '/api/mail/threads?page=abc', expect: reject(400) },
    { label: 'page: huge', method: 'GET', path: '/api/mail/threads?page=1e12', expect: reject(400) },
    { label: 'pageSize: zero', method: 'GET', path: '/api/mail/threads?pageSize=0', expect: reject(400) },
    { label: "account: another user's", method: 'GET', path: (f: Fixtures) => `/api/mail/threads?account=${f.other.account}`, expect: reject(404) },
    { label: "label: another user's", method: 'GET', path: (f: Fixtures) => `/api/mail/threads?label=${f.other.label}`, expect: reject(404, 'LABEL_NOT_FOUND') },
  ],
  'GET /api/mail/threads/:threadId': idCases('GET', (id) => `/api/mail/threads/${id}`, (f) => f.other.thread),
  'GET /api/mail/messages/:id': idCases('GET', (id) => `/api/mail/messages/${id}`, (f) => f.other.message),
  'GET /api/mail/messages/:id/raw': idCases('GET', (id) => `/api/mail/messages/${id}/raw`, (f) => f.other.message),
  'GET /api/mail/messages/:id/attachments/:attachmentId': [
    ...idCases('GET', (id) => `/api/mail/messages/${id}/attachments/x`, (f) => f.other.attachmentMessage),
    ...BAD_IDS.map(({ label, segment }) => ({
      label: `attachment id: ${label}`,
      method: 'GET',
      path: (f: Fixtures) => `/api/mail/messages/${f.own.attachmentMessage}/attachments/${segment}`,
      expect: reject(404),
    })),
    {
      label: "another user's message and attachment ids",
      method: 'GET',
      path: (f: Fixtures) => `/api/mail/messages/${f.other.attachmentMessage}/attachments/${f.other.attachment}`,
      expect: reject(404),
    },
    {
      label: "own message with another user's attachment id",
      method: 'GET',
      path: (f: Fixtures) => `/api/mail/messages/${f.own.attachmentMessage}/attachments/${f.other.attachment}`,
      expect: reject(404),
    },
  ],
  'POST /api/mail/messages/:id/snooze': [
    ...idCases('POST', (id) => `/api/mail/messages/${id}/snooze`, (f) => f.other.message, { until: '2099-01-01T09:00:00Z' }),
    ...bodyCases({
      method: 'POST',
      path: (f) => `/api/mail/messages/${f.own.message}/snooze`,
      valid: () => ({ until: '2099-01-01T09:00:00Z' }),
      fields: [{ name: 'until', wrong: 5 }],
      capBytes: FLAG_BODY_LIMIT_BYTES,
      required: ['until'],
      malformedCode: 'INVALID_JSON',
    }),
    { label: 'until: not a date', method: 'POST', path: (f: Fixtures) => `/api/mail/messages/${f.own.message}/snooze`, json: { until: SQL_OR }, expect: reject(400) },
    { label: 'until: in the past', method: 'POST', path: (f: Fixtures) => `/api/mail/messages/${f.own.message}/snooze`, json: { until: '2001-01-01T00:00:00Z' }, expect: reject(400, 'SNOOZE_IN_PAST') },
  ],
  'POST /api/mail/messages/:id/unsubscribe': [
    ...idCases('POST', (id) => `/api/mail/messages/${id}/unsubscribe`, (f) => f.other.message),
    { label: 'a message from no list', method: 'POST', path: (f: Fixtures) => `/api/mail/messages/${f.own.message}/unsubscribe`, expect: reject(422, 'NO_UNSUBSCRIBE') },
  ],
  'GET /api/labels': noQuery('/api/labels'),
  'GET /api/import': noQuery('/api/import'),
  'GET /api/import/:importId': idCases('GET', (id) => `/api/import/${id}`, (f) => f.other.importId),
  'DELETE /api/import/:importId': idCases('DELETE', (id) => `/api/import/${id}`, (f) => f.other.importId),
  'POST /api/import': [
    { label: 'a JSON body instead of mail', method: 'POST', path: '/api/import', raw: () => '{"subject": "hi"}', expect: reject(400, 'UNSUPPORTED_TYPE') },
    { label: 'malformed JSON', method: 'POST', path: '/api/import', raw: () => '{"subject": ', expect: reject(400, 'UNSUPPORTED_TYPE') },
    { label: 'account: SQL text', method: 'POST', path: `/api/import?account=${encodeURIComponent(SQL_OR)}`, raw: () => '{}', expect: reject(404, 'ACCOUNT_NOT_FOUND') },
    { label: "account: another user's", method: 'POST', path: (f) => `/api/import?account=${f.other.account}`, raw: () => '{}', expect: reject(404, 'ACCOUNT_NOT_FOUND') },
    { label: 'account: 201 characters', method: 'POST', path: `/api/import?account=${'a'.repeat(201)}`, raw: () => '{}', expect: reject(400) },
    { label: 'folder: SQL text', method: 'POST', path: `/api/import?folder=${encodeURIComponent(SQL_DROP.slice(0, 100))}`, raw: () => '{}', expect: reject(400, 'INVALID_FOLDER') },
    { label: 'filename: NUL character', method: 'POST', path: `/api/import?filename=${encodeURIComponent(NUL_TEXT)}`, raw: () => '{}', expect: reject(400) },
  ],
  'GET /api/export': [
    { label: 'format: not mbox', method: 'GET', path: '/api/export?format=pdf', expect: reject(400) },
    { label: 'tab: not a tab', method: 'GET', path: `/api/export?tab=${encodeURIComponent(SQL_OR)}`, expect: reject(400) },
    { label: 'label: SQL text', method: 'GET', path: `/api/export?label=${encodeURIComponent(SQL_OR)}`, expect: reject(404) },
    { label: "label: another user's", method: 'GET', path: (f) => `/api/export?label=${f.other.label}`, expect: reject(404) },
    { label: 'folder: SQL text', method: 'GET', path: `/api/export?folder=${encodeURIComponent(SQL_OR)}`, expect: reject(404, 'FOLDER_NOT_FOUND') },
    { label: "account: another user's", method: 'GET', path: (f) => `/api/export?account=${f.other.account}`, expect: reject(404, 'ACCOUNT_NOT_FOUND') },
    { label: 'q: NUL character', method: 'GET', path: `/api/export?q=${encodeURIComponent(NUL_TEXT)}`, expect: reject(400) },
    { label: 'q: 501 characters', method: 'GET', path: `/api/export?q=${'a'.repeat(501)}`, expect: reject(400) },
  ],
  'POST /api/labels': [
    ...bodyCases({ method: 'POST', path: at('/api/labels'), valid: () => ({ name: 'Receipts' }), fields: labelFields, capBytes: 4 * 1024, required: ['name'], malformedCode: 'INVALID_JSON' }),
    { label: 'color: not one of the colours', method: 'POST', path: '/api/labels', json: { name: 'Receipts', color: SQL_OR }, expect: reject(400) },
    { label: 'name: one the user already has', method: 'POST', path: '/api/labels', json: { name: 'SEED' }, expect: reject(409, 'LABEL_EXISTS') },
    { label: 'name: SQL text (valid: stored verbatim)', method: 'POST', path: '/api/labels', json: { name: SQL_DROP.slice(0, 60) }, expect: valid(201, ['mail_label'], verbatim('name', SQL_DROP.slice(0, 60))) },
  ],
  'PATCH /api/labels/:id': [
    ...idCases('PATCH', (id) => `/api/labels/${id}`, (f) => f.other.label, { name: 'Taken over' }),
    ...bodyCases({ method: 'PATCH', path: (f) => `/api/labels/${f.own.label}`, valid: () => ({ name: 'Renamed' }), fields: labelFields, capBytes: 4 * 1024, malformedCode: 'INVALID_JSON' }),
  ],
  'DELETE /api/labels/:id': idCases('DELETE', (id) => `/api/labels/${id}`, (f) => f.other.label),
  'POST /api/mail/messages/:id/labels': [
    ...idCases('POST', (id) => `/api/mail/messages/${id}/labels`, (f) => f.other.message, { remove: ['lbl_x'] }),
    { label: 'nothing to add or remove', method: 'POST', path: (f: Fixtures) => `/api/mail/messages/${f.own.message}/labels`, json: {}, expect: reject(400) },
    { label: 'add: not a list', method: 'POST', path: (f: Fixtures) => `/api/mail/messages/${f.own.message}/labels`, json: { add: 'x' }, expect: reject(400) },
    { label: "add: another user's label", method: 'POST', path: (f: Fixtures) => `/api/mail/messages/${f.own.message}/labels`, json: (f: Fixtures) => ({ add: [f.other.label] }), expect: reject(404, 'LABEL_NOT_FOUND') },
    { label: 'add: SQL text as a label id', method: 'POST', path: (f: Fixtures) => `/api/mail/messages/${f.own.message}/labels`, json: { add: [SQL_OR] }, expect: reject(404, 'LABEL_NOT_FOUND') },
  ],
  'GET /api/splits': noQuery('/api/splits'),
  'POST /api/splits': [
    ...bodyCases({ method: 'POST', path: at('/api/splits'), valid: () => ({ name: 'Team', query: 'from:(@example.com)' }), fields: [{ name: 'name', wrong: 42, line: 'single', max: 40 }, { name: 'query', wrong: ['x'], line: 'multi', max: 500 }], capBytes: 4 * 1024, required: ['name', 'query'], malformedCode: 'INVALID_JSON' }),
    { label: 'query: an unclosed quote', method: 'POST', path: '/api/splits', json: { name: 'Q', query: 'subject:"open' }, expect: reject(400) },
    { label: 'query: SQL text (valid: stored verbatim)', method: 'POST', path: '/api/splits', json: { name: 'SQL', query: SQL_OR }, expect: valid(201, ['mail_split'], verbatim('query', SQL_OR)) },
  ],
  'PATCH /api/splits/:id': idCases('PATCH', (id) => `/api/splits/${id}`, () => 'no-such-split', { name: 'Taken' }),
  'DELETE /api/splits/:id': idCases('DELETE', (id) => `/api/splits/${id}`, () => 'no-such-split'),
  'GET /api/rules': noQuery('/api/rules'),
  'POST /api/rules': [
    ...bodyCases({
      method: 'POST',
      path: at('/api/rules'),
      valid: () => ({ name: 'Receipts', when: { query: 'subject:receipt' }, actions: [{ type: 'archive' }] }),
      fields: [{ name: 'name', wrong: 42 }, { name: 'when', wrong: 'subject:receipt' }, { name: 'actions', wrong: { type: 'archive' } }],
      capBytes: 32 * 1024,
      required: ['name', 'when', 'actions'],
      malformedCode: 'INVALID_JSON',
    }),
    { label: 'actions: an unknown type', method: 'POST', path: '/api/rules', json: { name: 'R', when: { query: 'x' }, actions: [{ type: SQL_OR }] }, expect: reject(400) },
    { label: 'when.query: an unclosed group', method: 'POST', path: '/api/rules', json: { name: 'R', when: { query: '(a OR b' }, actions: [{ type: 'star' }] }, expect: reject(400) },
    { label: 'forward: not an address', method: 'POST', path: '/api/rules', json: { name: 'R', when: { query: 'x' }, actions: [{ type: 'forward', to: SQL_OR }] }, expect: reject(400) },
    { label: "label: another user's", method: 'POST', path: '/api/rules', json: (f: Fixtures) => ({ name: 'R', when: { query: 'x' }, actions: [{ type: 'label', labelId: f.other.label }] }), expect: reject(400) },
    { label: "accountId: another user's", method: 'POST', path: '/api/rules', json: (f: Fixtures) => ({ name: 'R', accountId: f.other.account, when: { query: 'x' }, actions: [{ type: 'star' }] }), expect: reject(400) },
  ],
  'POST /api/rules/interpret': [
    ...bodyCases({ method: 'POST', path: at('/api/rules/interpret'), valid: () => ({ text: 'archive newsletters' }), fields: [{ name: 'text', wrong: 42, line: 'multi', max: 500 }], capBytes: 32 * 1024, required: ['text'], malformedCode: 'INVALID_JSON' }),
    { label: 'text: no action in it', method: 'POST', path: '/api/rules/interpret', json: { text: 'emails from alice' }, expect: reject(422, 'RULE_NO_ACTION') },
    { label: 'text: SQL text (no action)', method: 'POST', path: '/api/rules/interpret', json: { text: SQL_DROP }, expect: reject(422) },
  ],
  'GET /api/rules/export': [
    { label: 'format: missing', method: 'GET', path: '/api/rules/export', expect: reject(400) },
    { label: 'format: SQL text', method: 'GET', path: `/api/rules/export?format=${encodeURIComponent(SQL_OR)}`, expect: reject(400) },
  ],
  'POST /api/rules/import': [
    { label: 'not a filter file (JSON)', method: 'POST', path: '/api/rules/import', raw: () => '{"a":1}', expect: reject(400, 'NOT_GMAIL_FILTERS') },
    { label: 'SQL text', method: 'POST', path: '/api/rules/import', raw: () => SQL_DROP, expect: reject(400, 'NOT_GMAIL_FILTERS') },
    { label: 'a body over the 1 MB cap', method: 'POST', path: '/api/rules/import', raw: () => oversizedJson(1024 * 1024 + 1024) as unknown as BodyInit, expect: reject(413, 'PAYLOAD_TOO_LARGE') },
  ],
  'PATCH /api/rules/:id': [
    ...idCases('PATCH', (id) => `/api/rules/${id}`, (f) => f.other.rule, { enabled: false }),
    { label: 'actions: empty', method: 'PATCH', path: (f: Fixtures) => `/api/rules/${f.own.rule}`, json: { actions: [] }, expect: reject(400) },
    { label: 'enabled: a string', method: 'PATCH', path: (f: Fixtures) => `/api/rules/${f.own.rule}`, json: { enabled: 'no' }, expect: reject(400) },
  ],
  'DELETE /api/rules/:id': idCases('DELETE', (id) => `/api/rules/${id}`, (f) => f.other.rule),
  'POST /api/rules/:id/preview': idCases('POST', (id) => `/api/rules/${id}/preview`, (f) => f.other.rule),
  'POST /api/rules/:id/apply': idCases('POST', (id) => `/api/rules/${id}/apply`, (f) => f.other.rule),
  'GET /api/rules/history': [
    { label: 'page: not a number', method: 'GET', path: '/api/rules/history?page=abc', expect: reject(400) },
    { label: 'page: negative', method: 'GET', path: '/api/rules/history?page=-1', expect: reject(400) },
  ],
  'POST /api/rules/history/:id/undo': idCases('POST', (id) => `/api/rules/history/${id}/undo`, () => 'no-such-entry'),
  'POST /api/rules/runs/:runId/undo': idCases('POST', (id) => `/api/rules/runs/${id}/undo`, () => 'no-such-run'),
  'GET /api/subscriptions': [
    { label: 'account: SQL text', method: 'GET', path: `/api/subscriptions?account=${encodeURIComponent(SQL_OR)}`, expect: reject(404) },
    { label: 'account: 201 characters', method: 'GET', path: `/api/subscriptions?account=${'a'.repeat(201)}`, expect: reject(400) },
    { label: 'account: NUL character', method: 'GET', path: `/api/subscriptions?account=${encodeURIComponent(NUL_TEXT)}`, expect: reject(400) },
    { label: "account: another user's", method: 'GET', path: (f: Fixtures) => `/api/subscriptions?account=${f.other.account}`, expect: reject(404) },
  ],
  'GET /api/insights': [
    { label: 'days: 14', method: 'GET', path: '/api/insights?days=14', expect: reject(400) },
    { label: 'days: SQL text', method: 'GET', path: `/api/insights?days=${encodeURIComponent(SQL_OR)}`, expect: reject(400) },
    { label: 'days: NUL character', method: 'GET', path: `/api/insights?days=${encodeURIComponent(NUL_TEXT)}`, expect: reject(400) },
    { label: 'account: SQL text', method: 'GET', path: `/api/insights?days=7&account=${encodeURIComponent(SQL_OR)}`, expect: reject(404, 'ACCOUNT_NOT_FOUND') },
    { label: 'account: 201 characters', method: 'GET', path: `/api/insights?account=${'a'.repeat(201)}`, expect: reject(400) },
    { label: "account: another user's", method: 'GET', path: (f: Fixtures) => `/api/insights?days=30&account=${f.other.account}`, expect: reject(404, 'ACCOUNT_NOT_FOUND') },
  ],
  'DELETE /api/mail/messages/:id/snooze': [
    ...idCases('DELETE', (id) => `/api/mail/messages/${id}/snooze`, (f) => f.other.message),
    { label: 'a message that is not snoozed', method: 'DELETE', path: (f: Fixtures) => `/api/mail/messages/${f.own.message}/snooze`, expect: reject(400, 'NOT_SNOOZED') },
  ],
  'POST /api/mail/bulk': [
    ...bodyCases({
      method: 'POST',
      path: () => '/api/mail/bulk',
      valid: (f) => ({ action: 'star', ids: [f.own.message] }),
      fields: [
        { name: 'action', wrong: 5 },
        { name: 'ids', wrong: 'abc' },
      ],
      capBytes: BULK_BODY_LIMIT_BYTES,
      required: ['action'],
      malformedCode: 'INVALID_JSON',
    }),
    { label: 'action: unknown', method: 'POST', path: '/api/mail/bulk', json: (f: Fixtures) => ({ action: 'explode', ids: [f.own.message] }), expect: reject(400) },
    { label: 'ids and query together', method: 'POST', path: '/api/mail/bulk', json: (f: Fixtures) => ({ action: 'read', ids: [f.own.message], query: {} }), expect: reject(400) },
    { label: 'neither ids nor query', method: 'POST', path: '/api/mail/bulk', json: { action: 'read' }, expect: reject(400) },
    { label: 'ids: empty', method: 'POST', path: '/api/mail/bulk', json: { action: 'read', ids: [] }, expect: reject(400) },
    { label: 'snooze without until', method: 'POST', path: '/api/mail/bulk', json: (f: Fixtures) => ({ action: 'snooze', ids: [f.own.message] }), expect: reject(400) },
    {
      label: 'snooze until the past',
      method: 'POST',
      path: '/api/mail/bulk',
      json: (f: Fixtures) => ({ action: 'snooze', ids: [f.own.message], until: '2001-01-01T00:00:00Z' }),
      expect: reject(400, 'SNOOZE_IN_PAST'),
    },
    { label: "delete: another user's message counts 0", method: 'POST', path: '/api/mail/bulk', json: (f: Fixtures) => ({ action: 'delete', ids: [f.other.message] }), expect: valid(200, [], (body) => expect(body).toEqual({ affected: 0, ids: [] })) },
    { label: 'move without folder', method: 'POST', path: '/api/mail/bulk', json: (f: Fixtures) => ({ action: 'move', ids: [f.own.message] }), expect: reject(400) },
    { label: 'move: folder is SQL', method: 'POST', path: '/api/mail/bulk', json: (f: Fixtures) => ({ action: 'move', folder: SQL_DROP, ids: [f.own.message] }), expect: reject(404, 'FOLDER_NOT_FOUND') },
    {
      label: 'move into sent (not a folder mail is put in)',
      method: 'POST',
      path: '/api/mail/bulk',
      json: (f: Fixtures) => ({ action: 'move', folder: 'sent', ids: [f.own.message] }),
      expect: reject(400, 'NOT_A_DESTINATION'),
    },
    { label: 'query.tab: not a tab', method: 'POST', path: '/api/mail/bulk', json: { action: 'read', query: { tab: SQL_OR } }, expect: reject(400) },
    { label: 'query: an unknown key', method: 'POST', path: '/api/mail/bulk', json: { action: 'read', query: { folder: 'x', drop: SQL_DROP } }, expect: reject(400) },
    {
      label: "query.account: another user's",
      method: 'POST',
      path: '/api/mail/bulk',
      json: (f: Fixtures) => ({ action: 'read', query: { account: f.other.account } }),
      expect: reject(404),
    },
    {
      label: "ids: another user's (valid: affects 0)",
      method: 'POST',
      path: '/api/mail/bulk',
      json: (f: Fixtures) => ({ action: 'trash', ids: [f.other.message] }),
      expect: valid(200, [], (body) => expect(body).toEqual({ affected: 0, ids: [] })),
    },
  ],
  'POST /api/mail/messages/:id/star': [
    ...idCases('POST', (id) => `/api/mail/messages/${id}/star`, (f) => f.other.message, { starred: true }),
    ...bodyCases({
      method: 'POST',
      path: (f) => `/api/mail/messages/${f.own.message}/star`,
      valid: () => ({ starred: true }),
      fields: [{ name: 'starred', wrong: 'yes' }],
      capBytes: FLAG_BODY_LIMIT_BYTES,
      required: ['starred'],
      malformedCode: 'INVALID_JSON',
    }),
  ],
  'POST /api/mail/messages/:id/read': [
    ...idCases('POST', (id) => `/api/mail/messages/${id}/read`, (f) => f.other.message, { read: true }),
    { label: 'malformed JSON', method: 'POST', path: (f) => `/api/mail/messages/${f.own.message}/read`, raw: () => '{"read": ', expect: reject(400, 'INVALID_JSON') },
    { label: 'read: wrong type', method: 'POST', path: (f) => `/api/mail/messages/${f.own.message}/read`, json: { read: 'false' }, expect: reject(400) },
    {
      label: 'a body over the 4 KB cap',
      method: 'POST',
      path: (f) => `/api/mail/messages/${f.own.message}/read`,
      raw: () => oversizedJson(FLAG_BODY_LIMIT_BYTES + 1024, 'read') as unknown as BodyInit,
      expect: reject(413, 'PAYLOAD_TOO_LARGE'),
    },
  ],
  'POST /api/mail/messages/:id/archive': idCases('POST', (id) => `/api/mail/messages/${id}/archive`, (f) => f.other.message),
  'POST /api/mail/messages/:id/trash': idCases('POST', (id) => `/api/mail/messages/${id}/trash`, (f) => f.other.message),
  'DELETE /api/mail/messages/:id': [
    ...idCases('DELETE', (id) => `/api/mail/messages/${id}`, (f) => f.other.message),
    { label: 'a message outside the trash', method: 'DELETE', path: (f: Fixtures) => `/api/mail/messages/${f.own.message}`, expect: reject(409, 'NOT_IN_TRASH') },
  ],
  'DELETE /api/mail/drafts/:id': [
    ...idCases('DELETE', (id) => `/api/mail/drafts/${id}`, (f) => f.other.message),
    { label: 'a message that is no draft', method: 'DELETE', path: (f: Fixtures) => `/api/mail/drafts/${f.own.message}`, expect: reject(404, 'DRAFT_NOT_FOUND') },
  ],
  'POST /api/mail/messages/:id/restore': idCases('POST', (id) => `/api/mail/messages/${id}/restore`, (f) => f.other.message),
  'POST /api/mail/send': [
    ...bodyCases({ method: 'POST', path: at('/api/mail/send'), valid: mailBody, fields: replacingFields, capBytes: SEND_BODY_LIMIT_BYTES, required: ['to'], malformedCode: 'INVALID_JSON' }),
    ...draftIdCases('/api/mail/send'),
    ...attachmentCases('POST', at('/api/mail/send'), mailBody),
    { label: 'to: SQL text as an address', method: 'POST', path: '/api/mail/send', json: { ...mailBody({} as Fixtures), to: [SQL_DROP] }, expect: reject(400) },
    { label: "replyTo: another user's message", method: 'POST', path: '/api/mail/send', json: (f: Fixtures) => ({ ...mailBody(f), replyTo: f.other.message }), expect: reject(404) },
    { label: "forwardOf: another user's message (its attachments)", method: 'POST', path: '/api/mail/send', json: (f: Fixtures) => ({ ...mailBody(f), forwardOf: f.other.attachmentMessage }), expect: reject(404) },
    { label: 'delaySeconds: over 30', method: 'POST', path: '/api/mail/send', json: (f: Fixtures) => ({ ...mailBody(f), delaySeconds: 31 }), expect: reject(400) },
    { label: 'delaySeconds: negative', method: 'POST', path: '/api/mail/send', json: (f: Fixtures) => ({ ...mailBody(f), delaySeconds: -1 }), expect: reject(400) },
    { label: 'delaySeconds: a string', method: 'POST', path: '/api/mail/send', json: (f: Fixtures) => ({ ...mailBody(f), delaySeconds: '5' }), expect: reject(400) },
    { label: 'delaySeconds: a fraction', method: 'POST', path: '/api/mail/send', json: (f: Fixtures) => ({ ...mailBody(f), delaySeconds: 2.5 }), expect: reject(400) },
    {
      label: 'subject: SQL text, body: long Unicode (valid: sent verbatim)',
      method: 'POST',
      path: '/api/mail/send',
      json: (f: Fixtures) => ({ to: [f.ownEmail], subject: SQL_DROP, body: `${MAIL_TEXT}\n${SQL_OR}` }),
      // Sent to oneself, it also arrives: the user's rules claim it (the sweep's rule matches no mail).
      expect: valid(200, [...MAIL_WRITE, 'mail_rule_claim'], async (body, read) => {
        const sent = await read(`/api/mail/messages/${String(field(body, 'id'))}`);
        verbatim('subject', SQL_DROP)(sent);
        verbatim('text', `${MAIL_TEXT}\n${SQL_OR}`)(sent);
      }),
    },
  ],
  'POST /api/mail/outbox/:outboxId/cancel': [
    ...BAD_IDS.map(({ label, segment }) => ({ label: `id: ${label}`, method: 'POST', path: `/api/mail/outbox/${segment}/cancel`, expect: reject(404) })),
    // A scheduled email is not a held send, whoever's it is (held sends of another user: outbox.test.ts).
    { label: "id: another user's scheduled email", method: 'POST', path: (f: Fixtures) => `/api/mail/outbox/${f.other.scheduled}/cancel`, expect: reject(404) },
    { label: 'id: own scheduled email', method: 'POST', path: (f: Fixtures) => `/api/mail/outbox/${f.own.scheduled}/cancel`, expect: reject(404) },
  ],
  'POST /api/mail/drafts': [
    ...bodyCases({ method: 'POST', path: at('/api/mail/drafts'), valid: mailBody, fields: replacingFields, capBytes: SEND_BODY_LIMIT_BYTES, malformedCode: 'INVALID_JSON' }),
    ...draftIdCases('/api/mail/drafts'),
    ...attachmentCases('POST', at('/api/mail/drafts'), mailBody),
    {
      label: 'subject: SQL text, body: long Unicode (valid: saved verbatim)',
      method: 'POST',
      path: '/api/mail/drafts',
      json: { subject: SQL_OR, body: `${MAIL_TEXT}\n${SQL_DROP}` },
      expect: valid(200, MAIL_WRITE, async (body, read) => {
        const saved = await read(`/api/mail/messages/${String(field(body, 'id'))}`);
        verbatim('subject', SQL_OR)(saved);
        verbatim('text', `${MAIL_TEXT}\n${SQL_DROP}`)(saved);
      }),
    },
  ],

  // --- templates and snippets ---
  ...templateLike('/api/templates', 'template', 'template'),
  ...templateLike('/api/snippets', 'snippet', 'snippet'),

  // --- follow-ups ---
  'GET /api/follow-ups': noQuery('/api/follow-ups'),
  'POST /api/follow-ups': [
    ...bodyCases({ method: 'POST', path: at('/api/follow-ups'), valid: followUpValid, fields: followUpFields, capBytes: 64 * 1024, required: ['subject', 'recipient', 'dueDate'], malformedCode: 'INVALID_JSON' }),
    { label: 'recipient: not an email address', method: 'POST', path: '/api/follow-ups', json: { ...followUpValid(), recipient: 'someone' }, expect: reject(400) },
    { label: 'recipient: two addresses', method: 'POST', path: '/api/follow-ups', json: { ...followUpValid(), recipient: 'a@example.com, b@example.com' }, expect: reject(400) },
    { label: 'emailId: traversal', method: 'POST', path: '/api/follow-ups', json: { ...followUpValid(), emailId: '../../etc/passwd' }, expect: reject(400) },
    { label: "emailId: another user's message", method: 'POST', path: '/api/follow-ups', json: (f: Fixtures) => ({ ...followUpValid(), emailId: f.other.message }), expect: reject(404) },
    {
      label: 'subject: SQL text, notes: long Unicode (valid: stored verbatim)',
      method: 'POST',
      path: '/api/follow-ups',
      json: { ...followUpValid(), subject: SQL_DROP, notes: LONG_UNICODE.trim() },
      expect: valid(201, ['follow_up'], (body) => {
        verbatim('subject', SQL_DROP)(body);
        verbatim('notes', LONG_UNICODE.trim())(body);
      }),
    },
  ],
  'PATCH /api/follow-ups/:id': [
    ...idCases('PATCH', (id) => `/api/follow-ups/${id}`, (f) => f.other.followUp, { status: 'completed' }),
    ...bodyCases({
      method: 'PATCH',
      path: (f) => `/api/follow-ups/${f.own.followUp}`,
      valid: () => ({ status: 'completed' }),
      fields: [
        { name: 'status', wrong: SQL_OR },
        { name: 'dueDate', wrong: 1234 },
        { name: 'notes', wrong: false, line: 'multi', max: NOTES_MAX },
        { name: 'priority', wrong: 3 },
      ],
      capBytes: 64 * 1024,
      malformedCode: 'INVALID_JSON',
    }),
    { label: 'an unknown field (userId)', method: 'PATCH', path: (f) => `/api/follow-ups/${f.own.followUp}`, json: (f: Fixtures) => ({ userId: f.other.followUp }), expect: reject(400) },
  ],
  'DELETE /api/follow-ups/:id': idCases('DELETE', (id) => `/api/follow-ups/${id}`, (f) => f.other.followUp),

  // --- scheduled ---
  'GET /api/scheduled': noQuery('/api/scheduled'),
  'POST /api/scheduled': [
    ...bodyCases({
      method: 'POST',
      path: at('/api/scheduled'),
      valid: scheduledValid,
      fields: [...replacingFields, { name: 'scheduledTime', wrong: 'next tuesday-ish' }],
      capBytes: SEND_BODY_LIMIT_BYTES,
      required: ['to', 'scheduledTime'],
      malformedCode: 'INVALID_JSON',
    }),
    ...attachmentCases('POST', at('/api/scheduled'), scheduledValid),
    { label: "replyTo: another user's message", method: 'POST', path: '/api/scheduled', json: (f: Fixtures) => ({ ...scheduledValid(), replyTo: f.other.message }), expect: reject(404) },
    { label: "draftId: another user's message", method: 'POST', path: '/api/scheduled', json: (f: Fixtures) => ({ ...scheduledValid(), draftId: f.other.message }), expect: reject(404, 'DRAFT_NOT_FOUND') },
    {
      label: 'subject: SQL text, body: long Unicode (valid: stored verbatim)',
      method: 'POST',
      path: '/api/scheduled',
      json: { ...scheduledValid(), subject: SQL_DROP, body: LONG_UNICODE },
      expect: valid(201, ['scheduled_email'], (body) => {
        verbatim('subject', SQL_DROP)(body);
        verbatim('body', LONG_UNICODE)(body);
      }),
    },
  ],
  'GET /api/scheduled/:id': idCases('GET', (id) => `/api/scheduled/${id}`, (f) => f.other.scheduled),
  'PATCH /api/scheduled/:id': [
    ...idCases('PATCH', (id) => `/api/scheduled/${id}`, (f) => f.other.scheduled, { subject: 'Taken over' }),
    ...bodyCases({
      method: 'PATCH',
      path: (f) => `/api/scheduled/${f.own.scheduled}`,
      valid: () => ({ subject: 'Changed' }),
      fields: [
        { name: 'subject', wrong: 1, line: 'single', max: SUBJECT_MAX },
        { name: 'body', wrong: [], line: 'multi', max: BODY_MAX },
        { name: 'to', wrong: 'a@example.com', line: 'single', max: EMAIL_MAX + NAME_MAX + 10, list: true },
        { name: 'scheduledTime', wrong: 'soon' },
      ],
      capBytes: SEND_BODY_LIMIT_BYTES,
      malformedCode: 'INVALID_JSON',
    }),
  ],
  'DELETE /api/scheduled/:id': idCases('DELETE', (id) => `/api/scheduled/${id}`, (f) => f.other.scheduled),
  'GET /api/scheduled/:id/attachments/:index': [
    ...idCases('GET', (id) => `/api/scheduled/${id}/attachments/0`, (f) => f.other.scheduled),
    { label: 'index: past the files', method: 'GET', path: (f: Fixtures) => `/api/scheduled/${f.own.scheduled}/attachments/3`, expect: reject(404, 'ATTACHMENT_NOT_FOUND') },
    ...['-1', 'one', '1e3', '0x1', '99999999999'].map((index) => ({
      label: `index: ${index}`,
      method: 'GET',
      path: (f: Fixtures) => `/api/scheduled/${f.own.scheduled}/attachments/${index}`,
      expect: reject(400, 'VALIDATION_ERROR'),
    })),
  ],

  // --- accounts ---
  'GET /api/accounts/discover': [
    { label: 'no email', method: 'GET', path: '/api/accounts/discover', expect: reject(400, 'VALIDATION_ERROR') },
    { label: 'email: NUL character', method: 'GET', path: `/api/accounts/discover?email=${encodeURIComponent(`ann${NUL_TEXT}@fastmail.com`)}`, expect: reject(400) },
    { label: 'email: SQL text', method: 'GET', path: `/api/accounts/discover?email=${encodeURIComponent(SQL_OR)}`, expect: reject(400, 'VALIDATION_ERROR') },
    { label: 'email: 321 characters', method: 'GET', path: `/api/accounts/discover?email=${'a'.repeat(309)}%40fastmail.com`, expect: reject(400, 'VALIDATION_ERROR') },
    {
      label: 'a known provider (valid: its settings)',
      method: 'GET',
      path: '/api/accounts/discover?email=ann%40fastmail.com',
      expect: valid(200, [], (body) => expect(body).toMatchObject({ source: 'ispdb', imap: { host: 'imap.fastmail.com' } })),
    },
  ],

  'GET /api/accounts': noQuery('/api/accounts'),
  'POST /api/accounts': accountBodyCases('/api/accounts'),
  'POST /api/accounts/test': accountBodyCases('/api/accounts/test'),
  'GET /api/accounts/:id': idCases('GET', (id) => `/api/accounts/${id}`, (f) => f.other.account),
  'GET /api/accounts/:id/folders': idCases('GET', (id) => `/api/accounts/${id}/folders`, (f) => f.other.account),
  'PATCH /api/accounts/:id': [
    ...idCases('PATCH', (id) => `/api/accounts/${id}`, (f) => f.other.account, { displayName: 'Taken over' }),
    { label: 'malformed JSON', method: 'PATCH', path: (f: Fixtures) => `/api/accounts/${f.own.account}`, raw: () => '{"displayName": ', expect: reject(400, 'INVALID_JSON') },
    { label: 'displayName: a number', method: 'PATCH', path: (f: Fixtures) => `/api/accounts/${f.own.account}`, json: { displayName: 7 }, expect: reject(400, 'VALIDATION_ERROR') },
    {
      label: 'server settings of the local mailbox',
      method: 'PATCH',
      path: (f: Fixtures) => `/api/accounts/${f.own.account}`,
      json: { imap: { host: 'imap.example.com' } },
      expect: reject(409, 'NOT_IMAP'),
    },
  ],
  'DELETE /api/accounts/:id': [
    ...idCases('DELETE', (id) => `/api/accounts/${id}`, (f) => f.other.account),
    { label: 'the local mailbox', method: 'DELETE', path: (f: Fixtures) => `/api/accounts/${f.own.account}`, expect: reject(409, 'LOCAL_ACCOUNT') },
  ],

  'POST /api/accounts/oauth/:provider': [
    { label: 'provider: unknown', method: 'POST', path: '/api/accounts/oauth/yahoo', expect: reject(400, 'VALIDATION_ERROR') },
    { label: 'provider: SQL text', method: 'POST', path: `/api/accounts/oauth/${encodeURIComponent(SQL_OR)}`, expect: reject(400, 'VALIDATION_ERROR') },
    { label: 'provider: traversal', method: 'POST', path: '/api/accounts/oauth/..%2F..%2Fauth', expect: reject(400, 'VALIDATION_ERROR') },
    // The sweep's server has no Microsoft client: a clear 409, nothing written.
    { label: 'microsoft, not configured here', method: 'POST', path: '/api/accounts/oauth/microsoft', expect: reject(409, 'OAUTH_NOT_CONFIGURED') },
    { label: 'google, not configured here', method: 'POST', path: '/api/accounts/oauth/google', expect: reject(409, 'OAUTH_NOT_CONFIGURED') },
    { label: 'email: not an address', method: 'POST', path: '/api/accounts/oauth/google?email=not-an-address', expect: reject(400, 'VALIDATION_ERROR') },
    { label: 'email: NUL character', method: 'POST', path: '/api/accounts/oauth/google?email=a%00b%40example.com', expect: reject(400) },
    { label: 'without a session', method: 'POST', path: '/api/accounts/oauth/microsoft', anonymous: true, expect: reject(401) },
  ],

  // --- preferences ---
  'GET /api/preferences': noQuery('/api/preferences'),
  'PATCH /api/preferences': [
    ...bodyCases({
      method: 'PATCH',
      path: at('/api/preferences'),
      valid: () => ({ density: 'compact' }),
      fields: [
        { name: 'readingPane', wrong: SQL_OR },
        { name: 'density', wrong: 1 },
        { name: 'conversationView', wrong: 'yes' },
        { name: 'undoSendSeconds', wrong: 7 },
        { name: 'markReadOnOpen', wrong: NUL_TEXT },
        { name: 'replyPosition', wrong: CONTROL_TEXT },
        { name: 'endlessScroll', wrong: 'true' },
      ],
      capBytes: 4096,
      malformedCode: 'INVALID_JSON',
    }),
    { label: 'an unknown key (userId)', method: 'PATCH', path: '/api/preferences', json: (f: Fixtures) => ({ userId: f.other.account }), expect: reject(400) },
    { label: 'a valid change', method: 'PATCH', path: '/api/preferences', json: { markReadOnOpen: false }, expect: valid(200, ['user_preferences']) },
  ],

  // --- tracking ---
  'GET /api/tracked': searchCases('/api/tracked', 500, emptyList('items')),
  'GET /api/tracked/:id': idCases('GET', (id) => `/api/tracked/${id}`, (f) => f.other.tracked),
  'GET /api/events': noQuery('/api/events', 200, { contentType: 'text/event-stream' }),

  // --- writing helpers ---
  'GET /api/ai/stats': noQuery('/api/ai/stats'),
  'DELETE /api/ai/stats': [
    { label: 'a body over the 100 KB cap', method: 'DELETE', path: '/api/ai/stats', raw: () => oversizedJson(AI_BODY_LIMIT_BYTES + 1024) as unknown as BodyInit, expect: reject(413, 'PAYLOAD_TOO_LARGE') },
  ],
  'POST /api/ai/reply-used': [
    ...bodyCases({
      method: 'POST',
      path: at('/api/ai/reply-used'),
      valid: (f) => ({ replyId: f.own.aiReply, edited: false }),
      fields: [
        { name: 'replyId', wrong: 7, line: 'single', max: 200 },
        { name: 'edited', wrong: 'no' },
      ],
      capBytes: AI_BODY_LIMIT_BYTES,
      required: ['replyId'],
      malformedCode: 'INVALID_JSON',
    }),
    { label: "replyId: another user's reply", method: 'POST', path: '/api/ai/reply-used', json: (f: Fixtures) => ({ replyId: f.other.aiReply }), expect: reject(404) },
    { label: 'replyId: SQL text', method: 'POST', path: '/api/ai/reply-used', json: { replyId: SQL_OR }, expect: reject(404) },
  ],
  'POST /api/ai/feedback': [
    ...bodyCases({
      method: 'POST',
      path: at('/api/ai/feedback'),
      valid: (f) => ({ replyId: f.own.aiReply, rating: 4, likes: 'Clear', improvements: 'Shorter' }),
      fields: [
        { name: 'replyId', wrong: 7, line: 'single', max: 200 },
        { name: 'likes', wrong: 5, line: 'multi', max: 5000 },
        { name: 'improvements', wrong: {}, line: 'multi', max: 5000 },
      ],
      capBytes: AI_BODY_LIMIT_BYTES,
      required: ['replyId', 'rating'],
      malformedCode: 'INVALID_JSON',
    }),
    { label: 'rating: 6', method: 'POST', path: '/api/ai/feedback', json: (f: Fixtures) => ({ replyId: f.own.aiReply, rating: 6 }), expect: reject(400) },
    { label: 'rating: a string', method: 'POST', path: '/api/ai/feedback', json: (f: Fixtures) => ({ replyId: f.own.aiReply, rating: '5' }), expect: reject(400) },
    { label: "replyId: another user's reply", method: 'POST', path: '/api/ai/feedback', json: (f: Fixtures) => ({ replyId: f.other.aiReply, rating: 1 }), expect: reject(404) },
  ],
  ...aiCases(),
  // A person's own model server: a public address literal, so the valid base needs no name lookup.
  'GET /api/ai/settings': noQuery('/api/ai/settings'),
  'PUT /api/ai/settings': [
    ...bodyCases({
      method: 'PUT',
      path: at('/api/ai/settings'),
      valid: () => ({ baseUrl: 'http://93.184.216.34/v1', model: 'llama3.2:3b', apiKey: 'sk-sweep' }),
      fields: [
        { name: 'baseUrl', wrong: 7, line: 'single', max: 2000 },
        { name: 'model', wrong: 7, line: 'single', max: 200 },
        { name: 'apiKey', wrong: 5, line: 'single', max: 4096 },
      ],
      capBytes: AI_BODY_LIMIT_BYTES,
      required: ['baseUrl', 'model'],
      malformedCode: 'INVALID_JSON',
    }),
    { label: 'baseUrl: the cloud metadata address', method: 'PUT', path: '/api/ai/settings', json: { baseUrl: 'http://169.254.169.254/latest', model: 'm' }, expect: reject(400, 'PRIVATE_HOST') },
    { label: 'baseUrl: a javascript: URL', method: 'PUT', path: '/api/ai/settings', json: { baseUrl: 'javascript:alert(1)', model: 'm' }, expect: reject(400) },
    { label: 'baseUrl: SQL text', method: 'PUT', path: '/api/ai/settings', json: { baseUrl: SQL_OR, model: 'm' }, expect: reject(400) },
  ],
  'DELETE /api/ai/settings': [
    { label: 'a body over the 100 KB cap', method: 'DELETE', path: '/api/ai/settings', raw: () => oversizedJson(AI_BODY_LIMIT_BYTES + 1024) as unknown as BodyInit, expect: reject(413, 'PAYLOAD_TOO_LARGE') },
  ],
  'POST /api/ai/settings/test': [
    ...bodyCases({
      method: 'POST',
      path: at('/api/ai/settings/test'),
      valid: () => ({ baseUrl: 'http://93.184.216.34/v1', model: 'llama3.2:3b', apiKey: 'sk-sweep' }),
      fields: [
        { name: 'baseUrl', wrong: [], line: 'single', max: 2000 },
        { name: 'model', wrong: false, line: 'single', max: 200 },
        { name: 'apiKey', wrong: {}, line: 'single', max: 4096 },
      ],
      capBytes: AI_BODY_LIMIT_BYTES,
      required: ['baseUrl'],
      malformedCode: 'INVALID_JSON',
    }),
    { label: 'baseUrl: the loopback', method: 'POST', path: '/api/ai/settings/test', json: { baseUrl: 'http://127.0.0.1:11434/v1' }, expect: reject(400, 'PRIVATE_HOST') },
  ],

  // --- public tracking endpoints (no session: the recipient is not a user) ---
  'GET /t/o/:token': [
    ...BAD_IDS.map(({ label, segment }) => ({
      label: `token: ${label} (the pixel still answers, nothing is recorded)`,
      method: 'GET',
      path: `/t/o/${segment}.gif`,
      anonymous: true,
      expect: ignored(200, { contentType: 'image/gif' }),
    })),
    {
      label: "token: another server's signature on a real email (nothing is recorded)",
      method: 'GET',
      path: (f: Fixtures) => `/t/o/${f.other.forgedOpenToken}.gif`,
      anonymous: true,
      expect: ignored(200, { contentType: 'image/gif' }),
    },
  ],
  'GET /t/c/:token': [
    ...BAD_IDS.map(({ label, segment }) => ({ label: `token: ${label}`, method: 'GET', path: `/t/c/${segment}`, anonymous: true, expect: reject(400, 'INVALID_TRACKING_LINK') })),
    {
      label: "token: another server's signature on a real email",
      method: 'GET',
      path: (f: Fixtures) => `/t/c/${f.other.forgedClickToken}`,
      anonymous: true,
      expect: reject(400, 'INVALID_TRACKING_LINK'),
    },
  ],
};

