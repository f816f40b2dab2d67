/**
 * The relay's durable memory of what the outside SMTP server has accepted, in
 * the mail_relay_log table, shared by every process on the database.
 *
 * The record is written the moment the server answers 250 and goes ahead of
 * queued database work: the time between that answer and the write is the
 * only window in which a killed process can make a retry send the message a
 * second time, so it is kept as short as the database allows.
 */
import { createHash } from 'node:crypto';
import type { Db } from '../../db/open';

export interface RelayJournal {
  /** Whether a message with this key (Message-ID and recipients) was accepted by the outside server. */
  has(key: string): Promise<boolean>;
  /** Remembers that the outside server accepted it. */
  record(key: string): Promise<void>;
}

/** Long past any retry of a scheduled send (its attempts end within hours). */
const KEPT_DAYS = 30;

/** Stored hashed: the journal outlives a deleted account and must not keep its correspondents' addresses. */
const digest = (key: string) => createHash('sha256').update(key).digest('hex');

export function dbRelayJournal(db: Pick<Db, 'executeSql' | 'executeFirst'>): RelayJournal {
  // Old entries go once per process; a failure here only leaves them for the next start.
  void db.executeSql(`delete from mail_relay_log where relayed_at < now() - make_interval(days => $1)`, [KEPT_DAYS]).catch(() => {});
  return {
    async has(key) {
      const { rows } = await db.executeSql('select 1 from mail_relay_log where key = $1', [digest(key)]);
      return rows.length > 0;
    },
    async record(key) {
      await db.executeFirst('insert into mail_relay_log (key) values ($1) on conflict (key) do nothing', [digest(key)]);
    },
  };
}
