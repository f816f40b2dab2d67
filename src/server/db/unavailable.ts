/**
 * Tells a lost or refused database connection apart from every other error,
 * so the API can answer 503 "try again shortly" for an outage and keep 500
 * for bugs. Looks through the wrappers drizzle (`cause`), Node
 * (`AggregateError.errors`) and better-auth put around the driver's error.
 */

/** SQLSTATE class 08 (connection exception) and the shutdown codes of class 57. */
const UNAVAILABLE_SQLSTATE = /^(08[0-9A-Z]{3}|57P01|57P02|57P03)$/;
/** Socket errors of a server that is down, restarting or unreachable. */
const UNAVAILABLE_ERRNO = new Set(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EPIPE', 'EHOSTUNREACH', 'ENETUNREACH']);
/** Messages of `pg` and `pg-pool` that carry no code. */
const UNAVAILABLE_MESSAGES = [
  'timeout exceeded when trying to connect',
  'Connection terminated',
  'Client has encountered a connection error and is not queryable',
];

/**
 * 'database': the PostgreSQL driver itself reports a lost or refused
 * connection. 'network': only a socket error, which an outgoing call to
 * another service (SMTP, Gmail, a model server) could raise as well, so a
 * caller should confirm with `Db.ping()` before blaming the database.
 */
export type ConnectionFailure = 'database' | 'network';

function failureHere(error: object): ConnectionFailure | null {
  const { code, message } = error as { code?: unknown; message?: unknown };
  if (typeof code === 'string' && UNAVAILABLE_SQLSTATE.test(code)) return 'database';
  if (typeof message === 'string' && UNAVAILABLE_MESSAGES.some((m) => message.includes(m))) return 'database';
  if (typeof code === 'string' && UNAVAILABLE_ERRNO.has(code)) return 'network';
  return null;
}

/** What kind of connection failure `error`, or an error it wraps, is; null for any other error. */
export function connectionFailure(error: unknown): ConnectionFailure | null {
  const seen = new Set<unknown>();
  const queue: unknown[] = [error];
  let found: ConnectionFailure | null = null;
  while (queue.length > 0) {
    const current = queue.shift();
    if (typeof current !== 'object' || current === null || seen.has(current)) continue;
    seen.add(current);
    const kind = failureHere(current);
    if (kind === 'database') return kind;
    found ??= kind;
    const { cause, errors } = current as { cause?: unknown; errors?: unknown };
    queue.push(cause);
    if (Array.isArray(errors)) queue.push(...errors);
  }
  return found;
}

/** Whether `error` (or what it wraps) says a connection failed, to the database or possibly elsewhere. */
export function isDatabaseUnavailable(error: unknown): boolean {
  return connectionFailure(error) !== null;
}
