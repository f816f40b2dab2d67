/**
 * What the SMTP relay has handed to the outside server, written the moment the
 * server answers 250. A process killed after that answer but before the
 * Sent copy is stored retries the send with the same Message-ID; this row is
 * how the retry knows the outside recipients already have it. Rows older than
 * a month are dropped: no retry waits that long.
 */
import { index, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

export const mailRelayLog = pgTable(
  'mail_relay_log',
  {
    /** SHA-256 (hex) of the Message-ID header and the sorted outside recipients. */
    key: text('key').primaryKey(),
    relayedAt: timestamp('relayed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('mail_relay_log_relayed_at_idx').on(t.relayedAt)],
);
