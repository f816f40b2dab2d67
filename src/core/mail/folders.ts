/**
 * What an IMAP folder is for. Servers with SPECIAL-USE (RFC 6154) say it;
 * for the rest the usual names decide (several languages' Sent and Trash
 * folders, Gmail's "[Gmail]/..." ones). Each role maps to our tabs through
 * Gmail-style labels, so IMAP mail lists with the same queries as the rest.
 */
export type FolderRole = 'inbox' | 'sent' | 'drafts' | 'trash' | 'archive' | 'junk' | 'all' | 'flagged' | 'important';

const SPECIAL_USE: Record<string, FolderRole> = {
  '\\Sent': 'sent',
  '\\Drafts': 'drafts',
  '\\Trash': 'trash',
  '\\Archive': 'archive',
  '\\Junk': 'junk',
  '\\All': 'all',
  '\\Flagged': 'flagged',
  // Gmail's "[Gmail]/Important" (RFC 8457): a view of mail kept elsewhere, like \\All and \\Flagged.
  '\\Important': 'important',
};

const NAMES: [RegExp, FolderRole][] = [
  [/^(sent|sent (items|mail|messages)|gesendet|gesendete (objekte|elemente)|envoy[ée]s|[ée]l[ée]ments envoy[ée]s|enviados|inviati|posta inviata|verzonden)$/i, 'sent'],
  [/^(drafts?|entw[üu]rfe|brouillons|borradores|bozze|concepten)$/i, 'drafts'],
  [/^(trash|deleted|deleted (items|messages)|bin|papierkorb|gel[öo]schte (objekte|elemente)|corbeille|papelera|cestino|prullenbak)$/i, 'trash'],
  [/^(archive|archives|archiv|archivo|archivio|archief)$/i, 'archive'],
  [/^(junk|junk e-?mail|spam|bulk mail|spam-?verdacht|courrier ind[ée]sirable|correo no deseado|posta indesiderata)$/i, 'junk'],
  [/^(all mail|alle nachrichten|tous les messages)$/i, 'all'],
];

/**
 * The special use a folder's LIST flags name: RFC 6154's, which imapflow reads for us, and RFC 8457's \\Important
 * (Gmail's), which it does not. Null for an ordinary folder.
 */
export function specialUseOf(flags: Iterable<string>): string | null {
  for (const flag of flags) if (SPECIAL_USE[flag]) return flag;
  return null;
}

/** A folder's own name: the last segment of its path. */
export function folderName(path: string, delimiter = '/'): string {
  return (delimiter ? path.split(delimiter).pop() : path)?.trim() ?? '';
}

/** The role of a folder from its special use, else from its last path segment's name; undefined for an ordinary folder. */
export function folderRole(path: string, specialUse?: string | null, delimiter = '/'): FolderRole | undefined {
  if (path.toUpperCase() === 'INBOX') return 'inbox';
  if (specialUse && SPECIAL_USE[specialUse]) return SPECIAL_USE[specialUse];
  const name = folderName(path, delimiter);
  return NAMES.find(([pattern]) => pattern.test(name))?.[1];
}

/** The labels a message in a folder of this role carries (before its flags): INBOX, SENT, DRAFT or TRASH; none is "archived". */
export function folderLabels(role: FolderRole | undefined): string[] {
  switch (role) {
    case 'inbox':
      return ['INBOX'];
    case 'sent':
      return ['SENT'];
    case 'drafts':
      return ['DRAFT'];
    case 'trash':
      return ['TRASH'];
    default:
      return [];
  }
}

/** The labels IMAP flags stand for: unseen mail is UNREAD, \Flagged is STARRED. */
export function flagLabels(flags: Iterable<string>): string[] {
  const set = new Set(flags);
  return [...(set.has('\\Seen') ? [] : ['UNREAD']), ...(set.has('\\Flagged') ? ['STARRED'] : [])];
}
