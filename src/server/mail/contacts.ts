/**
 * Contact suggestions for the compose screen: the people a user wrote to or
 * heard from, ranked by how many messages they exchanged. Reads only the
 * user's own mail_message rows. A new account, whose only mail is the welcome
 * seed, gets the built-in sample list instead.
 */
import { and, desc, eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { contactSchema } from '../../core/mail/schemas';
import type { Database } from '../db/open';
import { mailMessage } from '../db/schema/mail';
import { TEAM_SENDER, WELCOME_SENDER } from './local/welcome';

export type Contact = z.infer<typeof contactSchema>;

/** How many of the top-ranked contacts are flagged frequent. */
export const FREQUENT_CONTACTS = 3;
/** Rows read to rank contacts: the most recent mail says who matters now. */
const SCAN_LIMIT = 2000;
export const CONTACTS_LIMIT = 50;

/** 8 built-in sample entries, 3 flagged frequent. */
export const SAMPLE_CONTACTS: Contact[] = [
  { email: 'john.doe@example.com', name: 'John Doe', avatar: 'JD', frequentlyUsed: true },
  { email: 'jane.smith@example.com', name: 'Jane Smith', avatar: 'JS', frequentlyUsed: true },
  { email: 'alex.johnson@example.com', name: 'Alex Johnson', avatar: 'AJ', frequentlyUsed: true },
  { email: 'sarah.williams@example.com', name: 'Sarah Williams', avatar: 'SW', frequentlyUsed: false },
  { email: 'michael.brown@example.com', name: 'Michael Brown', avatar: 'MB', frequentlyUsed: false },
  { email: 'emily.davis@example.com', name: 'Emily Davis', avatar: 'ED', frequentlyUsed: false },
  { email: 'david.wilson@example.com', name: 'David Wilson', avatar: 'DW', frequentlyUsed: false },
  { email: 'lisa.taylor@example.com', name: 'Lisa Taylor', avatar: 'LT', frequentlyUsed: false },
];

const SEED_SENDERS = new Set([WELCOME_SENDER.email, TEAM_SENDER.email]);

/** Up to two initials from a display name ("Ada Lovelace" → "AL"); null for an empty name. */
export function initialsOf(name: string): string | null {
  const words = name.trim().split(/\s+/).filter((w) => /\p{L}|\p{N}/u.test(w));
  if (words.length === 0) return null;
  const letters = words.length === 1 ? [...words[0]!].slice(0, 1) : [[...words[0]!][0], [...words[words.length - 1]!][0]];
  return letters.join('').toUpperCase();
}

function matches(contact: Contact, query: string): boolean {
  const q = query.trim().toLowerCase();
  return !q || contact.email.toLowerCase().includes(q) || contact.name.toLowerCase().includes(q);
}

/**
 * Ranks everyone `userEmail` exchanged mail with (senders of received mail,
 * recipients of sent mail; drafts and the welcome seed do not count), most
 * messages first, ties broken by the latest message. Filters by `query`
 * (name or address, case-insensitive).
 */
export async function listContacts(db: Database, userId: string, userEmail: string, query = ''): Promise<Contact[]> {
  const m = mailMessage;
  const rows = await db
    .select({ fromName: m.fromName, fromEmail: m.fromEmail, to: m.to, cc: m.cc, bcc: m.bcc, isSent: m.isSent })
    .from(m)
    .where(and(eq(m.userId, userId), sql`not ${m.isDraft}`))
    .orderBy(desc(m.date))
    .limit(SCAN_LIMIT);

  const self = userEmail.toLowerCase();
  const tally = new Map<string, { email: string; name: string; count: number; order: number }>();
  const count = (email: string, name: string) => {
    const key = email.trim().toLowerCase();
    if (!key || key === self || SEED_SENDERS.has(key)) return;
    const entry = tally.get(key);
    if (entry) {
      entry.count += 1;
      if (!entry.name && name) entry.name = name;
    } else {
      tally.set(key, { email: key, name: name.trim(), count: 1, order: tally.size });
    }
  };
  for (const row of rows) {
    if (row.isSent || row.fromEmail.toLowerCase() === self) {
      for (const a of [...row.to, ...row.cc, ...row.bcc]) count(a.email, a.name);
    } else {
      count(row.fromEmail, row.fromName);
    }
  }

  if (tally.size === 0) return SAMPLE_CONTACTS.filter((c) => matches(c, query));

  const ranked = [...tally.values()].sort((a, b) => b.count - a.count || a.order - b.order);
  return ranked
    .map((c, i): Contact => ({ email: c.email, name: c.name, avatar: initialsOf(c.name || c.email.split('@')[0]!), frequentlyUsed: i < FREQUENT_CONTACTS }))
    .filter((c) => matches(c, query))
    .slice(0, CONTACTS_LIMIT);
}
