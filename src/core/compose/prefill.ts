/**
 * What the compose form starts with, for every way of arriving at it: a new
 * email (maybe with fields from a link or another screen), a reply, a forward,
 * a scheduled email being edited, a template, a restored draft, or a mailto:
 * link (RFC 6068). One pure function, so what each source prefills is decided
 * in one place and tested as a table.
 */
import { textToHtml } from '../mail/html-text';
import { forwardedMessage, forwardSubject, quotedReply, replySubject, type OriginalMessage, type ReplyPosition } from './quote';
import { parseChips, type Recipient } from './recipients';

export interface ComposeFields {
  to: Recipient[];
  cc: Recipient[];
  bcc: Recipient[];
  /** Whether the Cc and Bcc rows show: when they hold someone, or the restored form had them open. */
  showCc: boolean;
  showBcc: boolean;
  subject: string;
  /** The editor's HTML. */
  body: string;
  /** Where the cursor goes: a reply is written above the quote (start) or below it (end); elsewhere it stays. */
  cursor?: 'start' | 'end';
}

type Addresses = string | readonly string[] | undefined;

export type PrefillSource =
  /** A new email; `replyText` is an AI reply's text, `quotedBody` an original to quote below it. */
  | { kind: 'new'; to?: Addresses; cc?: Addresses; bcc?: Addresses; subject?: string; body?: string; replyText?: string | null; quotedBody?: string | null }
  /** `original.html` must already be sanitised: it goes into the editor as it is. */
  /**
   * `all` answers everyone the original went to; `self` are the user's own
   * addresses, never answered, so a reply to one's own message goes to its
   * recipients.
   */
  | { kind: 'reply'; original: OriginalMessage; replyText?: string | null; position?: ReplyPosition; all?: boolean; self?: readonly string[] }
  | { kind: 'forward'; original: OriginalMessage }
  /** `safeBody` is the server's sanitised copy of the scheduled body. */
  | { kind: 'scheduled'; email: { to: readonly string[]; cc: readonly string[]; bcc: readonly string[]; subject: string; safeBody: string } }
  /** A template's text with its placeholders filled; its name is the subject when none was typed. */
  | { kind: 'template'; name: string; content: string; subject?: string }
  | { kind: 'draft'; form: Omit<ComposeFields, 'cursor'> }
  /** A draft saved to the mailbox, reopened to finish: its addresses, subject and (sanitised) body as saved. */
  | { kind: 'saved'; draft: { to: readonly Recipient[]; cc: readonly Recipient[]; bcc: readonly Recipient[]; subject: string; safeHtml: string } }
  | { kind: 'mailto'; url: string };

function recipients(value: Addresses): Recipient[] {
  if (!value || value.length === 0) return [];
  return parseChips(typeof value === 'string' ? value : value.join(','), []).added;
}

/** Plain text as editor HTML: one paragraph per line. */
export function textLinesHtml(text: string): string {
  return text
    .split(/\r?\n/)
    .map((line) => `<p>${textToHtml(line)}</p>`)
    .join('');
}

function fields(partial: Partial<ComposeFields>): ComposeFields {
  const to = partial.to ?? [];
  const cc = partial.cc ?? [];
  const bcc = partial.bcc ?? [];
  return {
    to,
    cc,
    bcc,
    showCc: partial.showCc ?? cc.length > 0,
    showBcc: partial.showBcc ?? bcc.length > 0,
    subject: partial.subject ?? '',
    body: partial.body ?? '',
    cursor: partial.cursor,
  };
}

/** A mailto: URL's recipients and its subject, cc, bcc and body fields; anything unreadable is left out, never thrown. */
function fromMailto(url: string): ComposeFields {
  const match = /^mailto:([^?#]*)(?:\?([^#]*))?/i.exec(url.trim());
  if (!match) return fields({});
  const decode = (s: string) => {
    try {
      return decodeURIComponent(s);
    } catch {
      return s;
    }
  };
  const query = new URLSearchParams((match[2] ?? '').replace(/\+/g, '%2B'));
  const get = (name: string) => [...query.entries()].filter(([key]) => key.toLowerCase() === name).map(([, value]) => value);
  const to = [decode(match[1] ?? ''), ...get('to')].filter(Boolean).join(',');
  const body = get('body').join('\n');
  return fields({
    to: recipients(to),
    cc: recipients(get('cc').join(',')),
    bcc: recipients(get('bcc').join(',')),
    subject: get('subject')[0]?.replace(/[\r\n]+/g, ' ') ?? '',
    body: body ? textLinesHtml(body) : '',
  });
}

/** Who a reply goes to: the sender (or, for one's own message, its recipients), and with reply-all everyone else in cc. */
export function replyRecipients(original: OriginalMessage, all: boolean, self: readonly string[]): { to: Recipient[]; cc: Recipient[] } {
  const mine = new Set(self.map((e) => e.toLowerCase()));
  const seen = new Set<string>();
  const take = (list: readonly { name: string; email: string }[]) =>
    list.filter((a) => {
      const key = a.email.toLowerCase();
      if (!key || mine.has(key) || seen.has(key)) return false;
      seen.add(key);
      return true;
    });
  const fromSelf = mine.has(original.from.email.toLowerCase());
  const to = take(fromSelf ? original.to : [original.from]);
  const cc = all ? take(fromSelf ? (original.cc ?? []) : [...original.to, ...(original.cc ?? [])]) : [];
  const chip = (a: { name: string; email: string }) => ({ email: a.email, name: a.name });
  // A message one sent only to oneself is answered to oneself.
  return { to: (to.length > 0 ? to : [original.from]).map(chip), cc: cc.map(chip) };
}

export function prefillCompose(source: PrefillSource): ComposeFields {
  switch (source.kind) {
    case 'new': {
      let body = source.body ?? (source.replyText ? `<p>${textToHtml(source.replyText)}</p>` : '');
      if (!source.body && source.quotedBody) body += `<p></p><blockquote><p>${textToHtml(source.quotedBody)}</p></blockquote>`;
      return fields({ to: recipients(source.to), cc: recipients(source.cc), bcc: recipients(source.bcc), subject: source.subject ?? '', body });
    }
    case 'reply': {
      const { original } = source;
      const own = source.replyText ? `<p>${textToHtml(source.replyText)}</p>` : '';
      const below = source.position === 'below';
      const { to, cc } = replyRecipients(original, source.all ?? false, source.self ?? []);
      return fields({
        to,
        cc,
        subject: replySubject(original.subject),
        body: below ? `${quotedReply(original, 'below')}${own}` : `${own}${quotedReply(original)}`,
        cursor: below ? 'end' : 'start',
      });
    }
    case 'forward':
      return fields({ subject: forwardSubject(source.original.subject), body: forwardedMessage(source.original) });
    case 'scheduled': {
      const { email } = source;
      return fields({ to: recipients(email.to), cc: recipients(email.cc), bcc: recipients(email.bcc), subject: email.subject, body: email.safeBody });
    }
    case 'template':
      return fields({ subject: source.subject?.trim() ? source.subject : source.name, body: textLinesHtml(source.content) });
    case 'draft':
      return fields(source.form);
    case 'saved': {
      const { draft } = source;
      const copy = (list: readonly Recipient[]) => list.map(({ name, email }) => ({ name, email }));
      return fields({ to: copy(draft.to), cc: copy(draft.cc), bcc: copy(draft.bcc), subject: draft.subject, body: draft.safeHtml });
    }
    case 'mailto':
      return fromMailto(source.url);
  }
}
