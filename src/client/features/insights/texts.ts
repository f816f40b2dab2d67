/** Texts the Insights screen shows, the charts' spoken summaries among them. */
import { formatDuration, formatPercent, shortDate } from './format';

export const INSIGHTS_TITLE = 'Insights';
export const INSIGHTS_DESCRIPTION = 'How much mail comes and goes, who writes to you most and how fast you answer.';
export const PERIOD_LABEL = 'Period';
export const periodOption = (days: string) => `${days} days`;
export const ACCOUNT_LABEL = 'Account';
export const ALL_ACCOUNTS = 'All accounts';
export const LOAD_FAILED = 'Your insights could not be loaded.';
export const RETRY = 'Try again';
export const LOADING = 'Loading insights';

export const MAIL_PER_DAY = 'Mail per day';
export const RECEIVED = 'Received';
export const SENT = 'Sent';
export const TOP_SENDERS = 'Top senders';
export const MESSAGES = 'Messages';
export const READ = 'Read';
export const REPLY_TIME = 'Median time to reply';
export const NO_REPLIES = 'No replies yet';
export const UNREAD_BACKLOG = 'Unread backlog';
export const UNREAD = 'Unread';
export const TRACKED_MAIL = 'Tracked mail';
export const OPENED = 'Opened';
export const CLICKED = 'Clicked';
export const OPEN_RATE = 'Open rate';
export const CLICK_RATE = 'Click rate';
export const NO_TRACKED = 'No tracked mail in this period';
export const NO_TRACKED_HINT = 'Turn on Read Receipt or Link Tracking when you compose, and its opens and clicks show here.';

const lastDays = (days: number) => `the last ${days} days`;
const count = (n: number, one: string, many = `${one}s`) => `${n.toLocaleString('en-US')} ${n === 1 ? one : many}`;

/** The name a chart is announced by: what it shows and over which days. */
export const chartLabel = (title: string, days: number) => `${title}, ${lastDays(days)}`;

export const replyTimeText = (minutes: number | null) => (minutes === null ? NO_REPLIES : formatDuration(minutes));
export const replyTimeCaption = (days: number) => `From a message's arrival to your reply, over replies sent in ${lastDays(days)}.`;

export function mailSummary(m: { days: number; received: number; sent: number; busiest: { date: string; count: number } | null }): string {
  if (m.received + m.sent === 0) return `No mail received or sent in ${lastDays(m.days)}.`;
  const busiest = m.busiest ? `; busiest day ${shortDate(m.busiest.date)} with ${count(m.busiest.count, 'message')}` : '';
  return `${m.received.toLocaleString('en-US')} received and ${m.sent.toLocaleString('en-US')} sent in ${lastDays(m.days)}${busiest}.`;
}

export const senderLine = (s: { name: string; count: number; read: number }) => `${s.name}: ${count(s.count, 'message')}, ${s.read.toLocaleString('en-US')} read`;

export function sendersSummary(days: number, senders: readonly { name: string; count: number; read: number }[]): string {
  if (senders.length === 0) return `No mail received in ${lastDays(days)}.`;
  return `Most mail in ${lastDays(days)} came from ${senders.map(senderLine).join('; ')}.`;
}

export const unreadNow = (n: number) => `${n.toLocaleString('en-US')} unread`;

export function backlogSummary(b: { now: number; first: { date: string; count: number }; peak: { date: string; count: number } }): string {
  return `${count(b.now, 'unread message')} in the inbox now; ${b.first.count.toLocaleString('en-US')} on ${shortDate(b.first.date)}, highest ${b.peak.count.toLocaleString('en-US')} on ${shortDate(b.peak.date)}.`;
}

export function trackingSummary(t: { days: number; sent: number; opened: number; clicked: number }): string {
  return `${count(t.sent, 'tracked email')} sent in ${lastDays(t.days)}: ${t.opened.toLocaleString('en-US')} opened (${formatPercent(t.opened, t.sent)}), ${t.clicked.toLocaleString('en-US')} clicked (${formatPercent(t.clicked, t.sent)}).`;
}
