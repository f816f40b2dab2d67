/**
 * Keeps the compose form in localStorage so typed work survives a reload.
 * One entry per compose context (new, reply to X, forward of X, editing a
 * scheduled email or a saved draft, an AI reply), removed when the email is sent or discarded.
 */
import { withoutSignature } from '../../../core/compose/signature';

export const AUTOSAVE_PREFIX = 'email-buddy:compose:';

export interface ComposeContext {
  reply?: string | null;
  forward?: string | null;
  scheduled?: string | null;
  /** A draft saved to the mailbox, reopened: saving or sending replaces it. */
  draft?: string | null;
  replyId?: string | null;
  /** A reply to everyone (`?all=1`), saved apart from a plain reply to the same message. */
  all?: boolean;
}

export interface AutosavedForm {
  to: { email: string; name: string }[];
  cc: { email: string; name: string }[];
  bcc: { email: string; name: string }[];
  showCc: boolean;
  showBcc: boolean;
  subject: string;
  body: string;
  context: ComposeContext;
  savedAt: number;
  /** The names of the files attached when it was saved: the files themselves are not kept, so they must be attached again. */
  fileNames?: string[];
}

/** The storage key of a compose context; a plain new email is `…:new`. */
export function autosaveKey(context: ComposeContext): string {
  if (context.scheduled) return `${AUTOSAVE_PREFIX}scheduled:${context.scheduled}`;
  if (context.draft) return `${AUTOSAVE_PREFIX}draft:${context.draft}`;
  if (context.reply) return `${AUTOSAVE_PREFIX}reply${context.all ? '-all' : ''}:${context.reply}${context.replyId ? `:ai:${context.replyId}` : ''}`;
  if (context.forward) return `${AUTOSAVE_PREFIX}forward:${context.forward}`;
  if (context.replyId) return `${AUTOSAVE_PREFIX}ai:${context.replyId}`;
  return `${AUTOSAVE_PREFIX}new`;
}

const isRecipientList = (v: unknown): v is AutosavedForm['to'] =>
  Array.isArray(v) && v.every((r) => typeof r === 'object' && r !== null && typeof (r as { email?: unknown }).email === 'string' && typeof (r as { name?: unknown }).name === 'string');

/** Reads a saved form; anything unreadable or malformed counts as nothing saved. */
export function loadAutosave(storage: Pick<Storage, 'getItem'>, key: string): AutosavedForm | null {
  let raw: string | null;
  try {
    raw = storage.getItem(key);
  } catch {
    return null;
  }
  if (!raw) return null;
  try {
    const v = JSON.parse(raw) as Partial<AutosavedForm>;
    if (!isRecipientList(v.to) || !isRecipientList(v.cc) || !isRecipientList(v.bcc)) return null;
    if (typeof v.subject !== 'string' || typeof v.body !== 'string') return null;
    return {
      to: v.to,
      cc: v.cc,
      bcc: v.bcc,
      showCc: Boolean(v.showCc) || v.cc.length > 0,
      showBcc: Boolean(v.showBcc) || v.bcc.length > 0,
      subject: v.subject,
      body: v.body,
      context: typeof v.context === 'object' && v.context !== null ? v.context : {},
      fileNames: Array.isArray(v.fileNames) ? v.fileNames.filter((n): n is string => typeof n === 'string') : [],
      savedAt: typeof v.savedAt === 'number' ? v.savedAt : 0,
    };
  } catch {
    return null;
  }
}

/** Whether the form holds anything a person typed (an empty editor is `<p></p>`). */
export function hasContent(form: Pick<AutosavedForm, 'to' | 'cc' | 'bcc' | 'subject' | 'body'>): boolean {
  return form.to.length + form.cc.length + form.bcc.length > 0 || form.subject.trim() !== '' || !isBlankHtml(form.body);
}

/**
 * True for HTML with no text and no images (TipTap's empty document is `<p></p>`). The signature, which compose
 * puts in by itself, is not something written: a body holding only it is blank.
 */
export function isBlankHtml(html: string): boolean {
  const own = withoutSignature(html);
  if (/<img\b/i.test(own)) return false;
  return own.replace(/<[^>]*>/g, '').replace(/&nbsp;|\s/g, '') === '';
}

/** Stores the form, or removes the entry when nothing is typed. Storage errors (quota, private mode) are ignored. */
export function writeAutosave(storage: Pick<Storage, 'setItem' | 'removeItem'>, key: string, form: AutosavedForm): void {
  try {
    if (hasContent(form)) storage.setItem(key, JSON.stringify(form));
    else storage.removeItem(key);
  } catch {
    // A full or unavailable storage only costs the reload safety net.
  }
}

export function clearAutosave(storage: Pick<Storage, 'removeItem'>, key: string): void {
  try {
    storage.removeItem(key);
  } catch {
    // Nothing to clean up when storage is unavailable.
  }
}
