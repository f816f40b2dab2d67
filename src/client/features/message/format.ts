/** How the message view writes people, sizes and dates. */
import { formatDate } from '../../lib/date-format';

export function initials(name: string): string {
  const parts = name.replace(/[<>@].*$/, '').trim().split(/\s+/).filter(Boolean);
  return ((parts[0]?.[0] ?? '?') + (parts.length > 1 ? (parts.at(-1)?.[0] ?? '') : '')).toUpperCase();
}

export function formatSize(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${Math.round(bytes / 1024)} KB`;
  return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
}

/** "Ada, Bob", with a name that holds a comma quoted ("Doe, Jane") so it does not read as two people. */
export const addressList = (list: { name: string; email: string }[]) => list.map((a) => (a.name ? (a.name.includes(',') ? `“${a.name}”` : a.name) : a.email)).join(', ');

/** "Nov 2, 9:00 AM". */
export const shortDate = (date: Date) => formatDate(date, { month: 'short', day: 'numeric', hour: 'numeric', minute: '2-digit' }, 'en-US');
