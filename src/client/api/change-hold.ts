/**
 * Changes shown in the cached lists before the server has them (`patchCaches`),
 * counted while unanswered. A list asked for meanwhile may be read before the
 * server makes them, so the list shown stands until each change reads the lists
 * again (see listQuery in mail.ts). A mutation takes part by its meta,
 * `HOLDS_LISTS`; the query client's mutation cache does the counting.
 */
let unanswered = 0;
let lastSentAt = 0;
/** A change unanswered for longer (a request hanging) no longer holds the lists back. */
const HOLD_MS = 10_000;

export const HOLDS_LISTS = { holdsLists: true } as const;

/** Until when the outbox's replay holds the lists (0: it does not). */
let replayUntil = 0;

/** Whether a list read now should keep the list shown. */
export function listsHeld(): boolean {
  return (unanswered > 0 && Date.now() - lastSentAt < HOLD_MS) || Date.now() < replayUntil;
}

/**
 * The network is back with changes made offline still to send: the lists refetch on reconnect before the
 * outbox has replayed them, and the server's answer would bring an archived message back for a moment. Lists
 * read meanwhile keep what is shown, until the replay is done (or, at most, HOLD_MS).
 */
export function holdListsForReplay(): void {
  replayUntil = Date.now() + HOLD_MS;
}

/** Ends the replay's hold; true when one was on (the lists read meanwhile were answered from the cache). */
export function releaseReplayHold(): boolean {
  const held = Date.now() < replayUntil;
  replayUntil = 0;
  return held;
}

/** The mutation cache's hooks: before a holding change's own onMutate, and before its own onSettled reads the lists again. */
export const changeHoldHooks = {
  onMutate: (_variables: unknown, mutation: { meta?: Record<string, unknown> }) => {
    if (!mutation.meta?.holdsLists) return;
    unanswered++;
    lastSentAt = Date.now();
  },
  onSettled: (_data: unknown, _error: unknown, _variables: unknown, _result: unknown, mutation: { meta?: Record<string, unknown> }) => {
    if (mutation.meta?.holdsLists) unanswered = Math.max(0, unanswered - 1);
  },
};
