/**
 * Conversations from headers: Jamie Zawinski's threading algorithm
 * (https://www.jwz.org/doc/threading.html) over Message-ID, In-Reply-To and
 * References. The subject joins messages only where those headers are
 * missing: a client that drops them still sends "Re: <subject>", but two
 * conversations that merely share a subject stay apart.
 */

export interface ThreadableMessage {
  /** Our id for the message. */
  id: string;
  /** RFC 5322 Message-ID with angle brackets, or null when it has none. */
  messageId: string | null;
  inReplyTo: string | null;
  /** The References header's ids, oldest first. */
  references: readonly string[];
  subject: string;
  /** Milliseconds since the epoch. */
  date: number;
}

export interface Conversation {
  /**
   * The Message-ID at the top of the conversation, even when that message
   * itself is missing; every later message refers to it, so it names the
   * conversation whatever order its messages arrive in. For a message with no
   * Message-ID at all: `id:` and our id.
   */
  root: string;
  /** Our ids, oldest first. */
  ids: string[];
}

/** A header-less reply joins a same-subject conversation only when that conversation was active this recently. */
export const SUBJECT_JOIN_WINDOW_MS = 30 * 24 * 60 * 60 * 1000;

/**
 * Reply and forward markers as mail clients write them: English, German
 * (AW, WG), Scandinavian (SV, VS, VB), French (TR, RE), Dutch (Antw, Doorst),
 * Italian (R, RIF, I), Spanish and Portuguese (RV, ENC), Polish (ODP, PD),
 * Finnish (VL), with counters such as "Re[2]:" or "Re^3:".
 */
// One run of spaces before the colon, not two in a row: those retried each other's split of a long run.
const PREFIX = /^\s*(?:re|fwd?|aw|wg|sv|vs|vb|tr|antw|doorst|rif|r|i|rv|enc|odp|pd|vl|ynt|ilt)(?:\s*(?:\[\d+\]|\^\d+|\(\d+\)))?\s*:\s*/i;
/** A subject line as a mail header holds it at most: the rest of an oversized one cannot tell conversations apart. */
const SUBJECT_MAX = 998;
/** A mailing list's tag such as "[dev-team]", which lists add in front of the subject. */
const LIST_TAG = /^\s*\[[^\]]{1,40}\]\s*/;

/** The subject without reply/forward prefixes and list tags, lower-cased with spaces collapsed. */
export function normaliseSubject(subject: string): string {
  let s = subject.slice(0, SUBJECT_MAX);
  for (;;) {
    const stripped = s.replace(PREFIX, '').replace(LIST_TAG, '');
    if (stripped === s) break;
    s = stripped;
  }
  return s.replace(/\s+/g, ' ').trim().toLowerCase();
}

/** Whether the subject says it answers or forwards another message. */
export function isReplySubject(subject: string): boolean {
  return PREFIX.test(subject.slice(0, SUBJECT_MAX).replace(LIST_TAG, ''));
}

/** The ids of a References header (or In-Reply-To) in order, angle brackets kept. */
export function parseMessageIds(header: string | null | undefined): string[] {
  return header?.match(/<[^<>\s]+>/g) ?? [];
}

interface Container {
  key: string;
  messages: ThreadableMessage[];
  parent?: Container;
  children: Set<Container>;
}

/** Message-IDs compare without case, as most clients and Gmail do. */
const keyOf = (messageId: string) => messageId.trim().toLowerCase();

function isAncestor(candidate: Container, of: Container): boolean {
  for (let c: Container | undefined = of; c; c = c.parent) if (c === candidate) return true;
  return false;
}

function link(parent: Container, child: Container) {
  if (child.parent === parent || isAncestor(child, parent)) return;
  child.parent?.children.delete(child);
  child.parent = parent;
  parent.children.add(child);
}

function topOf(container: Container): Container {
  let c = container;
  while (c.parent) c = c.parent;
  return c;
}

function collect(root: Container): ThreadableMessage[] {
  const out: ThreadableMessage[] = [];
  const stack = [root];
  while (stack.length) {
    const c = stack.pop()!;
    out.push(...c.messages);
    stack.push(...c.children);
  }
  return out;
}

function hasThreadHeaders(m: ThreadableMessage): boolean {
  return Boolean(m.inReplyTo) || m.references.length > 0;
}

/** Groups messages into conversations; every message is in exactly one. */
export function threadMessages(messages: readonly ThreadableMessage[]): Conversation[] {
  const table = new Map<string, Container>();
  const container = (key: string) => {
    let c = table.get(key);
    if (!c) table.set(key, (c = { key, messages: [], children: new Set() }));
    return c;
  };

  for (const message of messages) {
    // Two copies of one Message-ID (inbox and Sent, or two folders) are one message of the conversation.
    const own = container(message.messageId ? keyOf(message.messageId) : `id:${message.id}`);
    own.messages.push(message);

    const refs = [...message.references];
    if (message.inReplyTo && keyOf(refs.at(-1) ?? '') !== keyOf(message.inReplyTo)) refs.push(message.inReplyTo);
    const chain = refs.map((r) => container(keyOf(r))).filter((c) => c !== own);
    // Links along References are kept as first seen: a later message's shorter or broken header does not undo them.
    for (let i = 1; i < chain.length; i++) {
      if (!chain[i]!.parent) link(chain[i - 1]!, chain[i]!);
    }
    // The message's own parent is what it says it replies to, unless that would make a loop.
    const parent = chain.at(-1);
    if (parent) link(parent, own);
  }

  const roots = [...table.values()].filter((c) => !c.parent);
  const conversations = roots
    .map((root) => ({ root, messages: collect(root) }))
    .filter((t) => t.messages.length > 0)
    .map((t) => ({ ...t, messages: t.messages.sort((a, b) => a.date - b.date || a.id.localeCompare(b.id)) }));

  // Header-less replies join the latest same-subject conversation that started before them.
  const joined = new Set<(typeof conversations)[number]>();
  const bySubject = new Map<string, typeof conversations>();
  for (const t of [...conversations].sort((a, b) => a.messages[0]!.date - b.messages[0]!.date)) {
    const first = t.messages[0]!;
    const subject = normaliseSubject(first.subject);
    const earlier = bySubject.get(subject) ?? [];
    if (subject && t.messages.length === 1 && !hasThreadHeaders(first) && isReplySubject(first.subject)) {
      const active = (e: (typeof conversations)[number]) => Math.max(...e.messages.map((m) => m.date)) >= first.date - SUBJECT_JOIN_WINDOW_MS;
      const target = earlier.filter(active).at(-1);
      if (target) {
        target.messages.push(first);
        joined.add(t);
        continue;
      }
    }
    bySubject.set(subject, [...earlier, t]);
  }

  return conversations
    .filter((t) => !joined.has(t))
    .map((t) => ({
      root: topOf(t.root).key,
      ids: t.messages.sort((a, b) => a.date - b.date || a.id.localeCompare(b.id)).map((m) => m.id),
    }));
}
