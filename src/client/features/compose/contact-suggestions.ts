/** Contact suggestions for the recipient fields. */
import type { Contact } from '../../api/mail';

/** Contacts matching `text` by name or address, minus those already chosen; frequent ones first. */
export function suggestContacts(contacts: readonly Contact[], text: string, chosen: readonly { email: string }[], limit = 6): Contact[] {
  const q = text.trim().toLowerCase();
  if (!q) return [];
  const taken = new Set(chosen.map((c) => c.email.toLowerCase()));
  return contacts
    .filter((c) => !taken.has(c.email.toLowerCase()) && (c.email.toLowerCase().includes(q) || c.name.toLowerCase().includes(q)))
    .sort((a, b) => Number(b.frequentlyUsed) - Number(a.frequentlyUsed))
    .slice(0, limit);
}
