/**
 * The exactly-once protocol for sending one scheduled email from a job.
 *
 * Talks to: the scheduled-email rows (through `SendOnceStore`, whose methods
 * are conditional UPDATEs) and the user's mail provider (through
 * `SendOnceProvider`). Promises, given a store whose methods are atomic:
 * - the provider is called for a row only by the attempt that moved it
 *   pending -> sending (or, after a crash, took over a stale 'sending' claim),
 *   and that attempt has recorded the message's Message-ID first;
 * - an attempt that finds a 'sending' row asks the provider whether that
 *   Message-ID already went out before sending again, so a crash between the
 *   provider call and "sent" never sends twice;
 * - a second delivery of the same job while an attempt is live does not send.
 * The one residual risk is an attempt that outlives its lease (`leaseMs`):
 * keep the provider's own timeout well below it.
 */

export type ScheduledSendStatus = 'pending' | 'sending' | 'sent' | 'failed';

/** The fields of a scheduled-email row the protocol reads. */
export interface SendOnceRow {
  id: string;
  status: ScheduledSendStatus;
  /** The Message-ID header of the message, fixed before the first provider call. */
  messageId: string | null;
  /** Attempts that claimed the row so far; 0 while pending. */
  attempt: number;
  /** When the current attempt claimed the row; null when no attempt holds it. */
  claimedAt: Date | null;
}

/**
 * Row access as conditional updates; each call must be atomic (one SQL
 * statement). The SQL in each comment is the intended implementation.
 */
export interface SendOnceStore<Row extends SendOnceRow> {
  /** The row, or null when it no longer exists (cancelled). */
  get(id: string): Promise<Row | null>;
  /**
   * UPDATE ... SET status='sending', message_id=COALESCE(message_id,$messageId),
   * attempt=attempt+1, claimed_at=$now WHERE id=$id AND status='pending' RETURNING *.
   * The updated row, or null when the row was not pending.
   */
  claim(id: string, messageId: string, now: Date): Promise<Row | null>;
  /**
   * UPDATE ... SET attempt=attempt+1, claimed_at=$now WHERE id=$id AND
   * status='sending' AND attempt=$attempt RETURNING *. Null when another
   * attempt moved first.
   */
  reclaim(id: string, attempt: number, now: Date): Promise<Row | null>;
  /** UPDATE ... SET claimed_at=NULL WHERE id=$id AND status='sending' AND attempt=$attempt. */
  release(id: string, attempt: number): Promise<void>;
  /** UPDATE ... SET status='sent', sent_at=$sentAt WHERE id=$id AND status='sending'. */
  markSent(id: string, sentAt: Date): Promise<void>;
  /** UPDATE ... SET status='failed', failure_reason=$reason WHERE id=$id AND status='sending' AND attempt=$attempt. */
  markFailed(id: string, attempt: number, reason: string): Promise<void>;
}

/** The part of a mail provider the protocol needs. */
export interface SendOnceProvider {
  /** Sends the raw message whose Message-ID header is `messageId`. */
  send(mime: string | Uint8Array, messageId: string): Promise<void>;
  /** Whether a message with this Message-ID is already in the sender's sent mail. */
  wasSent(messageId: string): Promise<boolean>;
}

export interface SendOnceDeps<Row extends SendOnceRow> {
  store: SendOnceStore<Row>;
  provider: SendOnceProvider;
  /** Builds the raw message, with `messageId` as its Message-ID header. */
  buildMime(row: Row, messageId: string): Promise<string | Uint8Array> | string | Uint8Array;
  /** A new globally unique Message-ID (RFC 5322 section 3.6.4), e.g. `<uuid@host>`. */
  newMessageId(row: Row): string;
  /** Whether a send error is transient (try again later) rather than final. Default: `error.retryable === true`. */
  isRetryable?(error: unknown): boolean;
  now?(): Date;
  /** How long a claim protects an attempt from takeover. */
  leaseMs?: number;
  /** Attempts after which an unsent row is marked failed. */
  maxAttempts?: number;
}

export type SendOnceResult =
  /** This attempt sent the message. */
  | { outcome: 'sent'; messageId: string }
  /** A crashed attempt had already sent it; now recorded as sent. */
  | { outcome: 'already-sent'; messageId: string }
  /** Nothing to do: the row is gone (cancelled) or already sent or failed. */
  | { outcome: 'skipped'; reason: 'missing' | 'sent' | 'failed' }
  /** Marked failed, with the reason stored on the row. */
  | { outcome: 'failed'; reason: string }
  /** Another attempt holds a live claim, or a transient error occurred: run the job again later. */
  | { outcome: 'retry-later'; reason: string };

export const DEFAULT_LEASE_MS = 5 * 60_000;
export const DEFAULT_MAX_ATTEMPTS = 5;

function messageOf(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

const defaultIsRetryable = (error: unknown): boolean =>
  typeof error === 'object' && error !== null && (error as { retryable?: unknown }).retryable === true;

/**
 * Whether the job that got this result should throw so the job system runs
 * it again (after its retry delay).
 */
export function shouldRetry(result: SendOnceResult): boolean {
  return result.outcome === 'retry-later';
}

/**
 * Runs the exactly-once send for scheduled email `id`. Safe to call any number
 * of times, concurrently or after a crash; see the module header for what it
 * guarantees. Errors from the store propagate (the job should be retried);
 * provider errors become 'failed' or, when transient, 'retry-later'.
 */
export async function sendScheduledOnce<Row extends SendOnceRow>(
  id: string,
  deps: SendOnceDeps<Row>,
): Promise<SendOnceResult> {
  const { store, provider } = deps;
  const now = deps.now ?? (() => new Date());
  const leaseMs = deps.leaseMs ?? DEFAULT_LEASE_MS;
  const maxAttempts = deps.maxAttempts ?? DEFAULT_MAX_ATTEMPTS;
  const isRetryable = deps.isRetryable ?? defaultIsRetryable;

  let row = await store.get(id);
  if (!row) return { outcome: 'skipped', reason: 'missing' };

  if (row.status === 'pending') {
    const claimed = await store.claim(id, deps.newMessageId(row), now());
    if (claimed) return deliver(claimed);
    // Lost the race to another attempt (or a cancel): look again.
    row = await store.get(id);
    if (!row) return { outcome: 'skipped', reason: 'missing' };
  }
  if (row.status === 'sent' || row.status === 'failed') return { outcome: 'skipped', reason: row.status };
  if (row.status !== 'sending') return { outcome: 'retry-later', reason: `unexpected status ${row.status}` };

  // 'sending': another attempt is live, or one died after claiming.
  if (row.claimedAt && now().getTime() - row.claimedAt.getTime() < leaseMs) {
    return { outcome: 'retry-later', reason: 'another attempt is sending this email' };
  }
  const taken = await store.reclaim(id, row.attempt, now());
  if (!taken) return { outcome: 'retry-later', reason: 'another attempt took over this email' };
  const messageId = taken.messageId;
  if (!messageId) {
    // Cannot happen with a store that follows claim's contract; refuse to guess.
    await store.markFailed(id, taken.attempt, 'no Message-ID was recorded before sending');
    return { outcome: 'failed', reason: 'no Message-ID was recorded before sending' };
  }

  let alreadySent: boolean;
  try {
    alreadySent = await provider.wasSent(messageId);
  } catch (error) {
    await store.release(id, taken.attempt);
    return { outcome: 'retry-later', reason: `could not check whether it was sent: ${messageOf(error)}` };
  }
  if (alreadySent) {
    await store.markSent(id, now());
    return { outcome: 'already-sent', messageId };
  }
  if (taken.attempt > maxAttempts) {
    const reason = `gave up after ${maxAttempts} attempts`;
    await store.markFailed(id, taken.attempt, reason);
    return { outcome: 'failed', reason };
  }
  return deliver(taken);

  async function deliver(claimed: Row): Promise<SendOnceResult> {
    const messageId = claimed.messageId!;
    let mime: string | Uint8Array;
    try {
      mime = await deps.buildMime(claimed, messageId);
    } catch (error) {
      const reason = messageOf(error);
      await store.markFailed(id, claimed.attempt, reason);
      return { outcome: 'failed', reason };
    }
    try {
      await provider.send(mime, messageId);
    } catch (error) {
      const reason = messageOf(error);
      if (isRetryable(error)) {
        // The next attempt takes over at once and, since a transient error
        // may hide a delivery, asks wasSent before sending again.
        await store.release(id, claimed.attempt);
        return { outcome: 'retry-later', reason };
      }
      await store.markFailed(id, claimed.attempt, reason);
      return { outcome: 'failed', reason };
    }
    await store.markSent(id, now());
    return { outcome: 'sent', messageId };
  }
}
