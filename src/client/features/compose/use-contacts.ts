/** The signed-in user's contact suggestions (`GET /api/mail/contacts`), fetched once per session and filtered locally. */
import { useQuery } from '@tanstack/react-query';
import { api } from '../../lib/api';

export interface Contact {
  email: string;
  name: string;
  avatar: string | null;
  frequentlyUsed: boolean;
}

export function useContacts(): Contact[] {
  const query = useQuery({
    queryKey: ['mail', 'contacts'],
    queryFn: ({ signal }) => api.get<{ contacts: Contact[] }>('/api/mail/contacts', signal),
    staleTime: 5 * 60_000,
  });
  return query.data?.contacts ?? [];
}

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
