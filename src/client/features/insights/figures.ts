/** Figures the Insights screen reads off the server's daily series: totals, the busiest day, the highest point and daily rates. */

type Daily = readonly { date: string; count: number }[];

export const total = (series: Daily) => series.reduce((n, d) => n + d.count, 0);

/** The day with the most mail in and out together, the latest of equals (the one a person remembers); null when nothing moved. */
export function busiestDay(received: Daily, sent: Daily): { date: string; count: number } | null {
  let best: { date: string; count: number } | null = null;
  received.forEach((day, i) => {
    const count = day.count + (sent[i]?.count ?? 0);
    if (count > 0 && count >= (best?.count ?? 0)) best = { date: day.date, count };
  });
  return best;
}

/** The highest point of a series, the latest of equals; undefined for an empty series. */
export function peak(series: Daily): { date: string; count: number } | undefined {
  return series.reduce<{ date: string; count: number } | undefined>((best, day) => (!best || day.count >= best.count ? day : best), undefined);
}

/**
 * Open and click rates per day, as percentages of that day's tracked mail.
 * A day that sent none has no rate (null), not a rate of zero.
 */
export function dailyRates(daily: readonly { sent: number; opened: number; clicked: number }[]): { open: (number | null)[]; click: (number | null)[] } {
  const rate = (part: number, whole: number) => (whole > 0 ? (part / whole) * 100 : null);
  return { open: daily.map((d) => rate(d.opened, d.sent)), click: daily.map((d) => rate(d.clicked, d.sent)) };
}

/**
 * The name each sender goes by on screen: their display name, or the address
 * when there is none; two senders under one name (a colleague writing from
 * two addresses) get their address beside it so they can be told apart.
 */
export function senderNames(senders: readonly { email: string; name: string }[]): string[] {
  const names = senders.map((s) => s.name.trim() || s.email);
  const shared = new Set(names.filter((name, i) => names.indexOf(name) !== i));
  return names.map((name, i) => (shared.has(name) && name !== senders[i]!.email ? `${name} (${senders[i]!.email})` : name));
}
