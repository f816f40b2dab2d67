/** The tab counts kept by the mail_counts trigger must equal the counts computed from the messages themselves. */
import { expect } from 'vitest';
import type { Database } from '../../src/server/db/open';
import { MailStore } from '../../src/server/mail/store';

export async function expectCountsConsistent(db: Database, userId: string) {
  const store = new MailStore(db);
  expect(await store.counts(userId)).toEqual(await store.countFromMessages(userId));
}
