import { describe, expect, it } from 'vitest';
import { flagLabels, folderLabels, folderRole, specialUseOf } from './folders';

describe('folderRole', () => {
  it('trusts SPECIAL-USE first, and INBOX is always the inbox', () => {
    expect(folderRole('INBOX')).toBe('inbox');
    expect(folderRole('inbox')).toBe('inbox');
    expect(folderRole('Gesendet', '\\Sent')).toBe('sent');
    expect(folderRole('Whatever', '\\Trash')).toBe('trash');
    expect(folderRole('[Gmail]/All Mail', '\\All')).toBe('all');
    expect(folderRole('[Gmail]/Important', '\\Important')).toBe('important');
  });

  it('falls back to the usual names, in several languages, on the last path segment', () => {
    expect(folderRole('Sent Items')).toBe('sent');
    expect(folderRole('INBOX.Sent', null, '.')).toBe('sent');
    expect(folderRole('Éléments envoyés')).toBe('sent');
    expect(folderRole('Papierkorb')).toBe('trash');
    expect(folderRole('Deleted Messages')).toBe('trash');
    expect(folderRole('Entwürfe')).toBe('drafts');
    expect(folderRole('Junk E-mail')).toBe('junk');
    expect(folderRole('Archive')).toBe('archive');
    expect(folderRole('[Gmail]/All Mail')).toBe('all');
  });

  it('leaves an ordinary folder without a role, even one whose parent has a special name', () => {
    expect(folderRole('Projects')).toBeUndefined();
    expect(folderRole('Sent/Old customers')).toBeUndefined();
    expect(folderRole('Sentinel')).toBeUndefined();
  });
});

describe('folderLabels and flagLabels', () => {
  it('map folders to the tabs and flags to unread and starred', () => {
    expect(folderLabels('inbox')).toEqual(['INBOX']);
    expect(folderLabels('sent')).toEqual(['SENT']);
    expect(folderLabels('drafts')).toEqual(['DRAFT']);
    expect(folderLabels('trash')).toEqual(['TRASH']);
    expect(folderLabels('archive')).toEqual([]);
    expect(folderLabels(undefined)).toEqual([]);
    expect(flagLabels([])).toEqual(['UNREAD']);
    expect(flagLabels(['\\Seen'])).toEqual([]);
    expect(flagLabels(new Set(['\\Flagged']))).toEqual(['UNREAD', 'STARRED']);
  });
});

describe('specialUseOf', () => {
  it("reads a special use from a folder's LIST flags, Gmail's Important included, and none from other flags", () => {
    expect(specialUseOf(new Set(['\\HasNoChildren', '\\Important']))).toBe('\\Important');
    expect(specialUseOf(['\\Sent'])).toBe('\\Sent');
    expect(specialUseOf(['\\HasNoChildren', '\\Marked'])).toBeNull();
  });
});
