/**
 * `GET /api/insights`: how much mail arrives and goes out, from whom, how
 * fast the user answers, the unread backlog and tracked mail's opens and
 * clicks, over the last 7, 30 or 90 days. Every series has one entry per UTC
 * day of the window, oldest first, zero where nothing happened.
 */
import { z } from 'zod';

export const INSIGHT_DAYS = ['7', '30', '90'] as const;
/** How many senders the top list names. */
export const TOP_SENDERS = 10;
export const ERR_INSIGHT_DAYS = 'days is 7, 30 or 90.';

export const insightsQuerySchema = z.object({
  days: z.enum(INSIGHT_DAYS, { error: ERR_INSIGHT_DAYS }).default('30'),
  account: z.string().min(1).max(200).optional(),
});

const day = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);
const daily = z.array(z.object({ date: day, count: z.number().int() }));

export const insightsSchema = z.object({
  days: z.number().int(),
  received: daily,
  sent: daily,
  topSenders: z.array(z.object({ email: z.string(), name: z.string(), count: z.number().int(), read: z.number().int() })),
  /** Median minutes from a message's arrival to the user's reply to it, over replies sent in the window; null without any. */
  replyMedianMinutes: z.number().nullable(),
  /** Mail in the inbox still unread that had arrived by the end of each day. */
  unreadBacklog: daily,
  tracking: z.object({
    sent: z.number().int(),
    opened: z.number().int(),
    clicked: z.number().int(),
    daily: z.array(z.object({ date: day, sent: z.number().int(), opened: z.number().int(), clicked: z.number().int() })),
  }),
});
export type Insights = z.infer<typeof insightsSchema>;
