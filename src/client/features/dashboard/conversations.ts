/** How a conversation row names the people in it. */

const MAX_NAMES = 3;

/**
 * One writer by their whole name; several by first names in order, with "me"
 * for the reader's own addresses: "Grace, me" as Gmail writes it; past three,
 * the first two and the last with an ellipsis between.
 */
export function participantsLabel(participants: readonly { name: string; email: string }[], self: readonly string[]): string {
  const mine = new Set(self.map((e) => e.toLowerCase()));
  const writers = participants.filter((p, i) => participants.findIndex((q) => q.email.toLowerCase() === p.email.toLowerCase()) === i);
  if (writers.length === 1) {
    const only = writers[0]!;
    return mine.has(only.email.toLowerCase()) ? 'me' : only.name.trim() || only.email;
  }
  const names: string[] = [];
  for (const p of writers) {
    const name = mine.has(p.email.toLowerCase()) ? 'me' : (p.name.trim().split(/\s+/)[0] ?? '') || p.email.split('@')[0] || p.email;
    if (!names.includes(name)) names.push(name);
  }
  if (names.length > MAX_NAMES) return `${names.slice(0, 2).join(', ')} … ${names.at(-1)}`;
  return names.join(', ');
}
