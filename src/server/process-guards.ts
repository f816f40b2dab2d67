/**
 * Keeps the server process alive through a database outage.
 *
 * pg-boss 10 completes and fails a worker's jobs without awaiting the result
 * (manager.js, `onFetch`), so a job that ends while the database is
 * unreachable rejects a promise nobody handles, and Node ends the process on
 * an unhandled rejection: the app would not "recover without a restart", and
 * under a supervisor it would crash-loop, as openDb fails at start while the
 * database is still down. Such a rejection from a lost connection is logged
 * and dropped: the job stays 'active' until pg-boss expires and retries it,
 * and a scheduled send is taken up again by its sweep. Any other unhandled
 * rejection still ends the process, as Node's default does.
 */
import { connectionFailure } from './db/unavailable';
import type { Logger } from './logger';

export function guardAgainstDatabaseOutages(logger: Logger, exit: (code: number) => void = (code) => process.exit(code)): () => void {
  const onRejection = (reason: unknown) => {
    if (connectionFailure(reason)) {
      logger.warn({ err: reason }, 'a background database call failed while the database is unreachable; it will be retried');
      return;
    }
    logger.fatal({ err: reason }, 'unhandled promise rejection');
    exit(1);
  };
  process.on('unhandledRejection', onRejection);
  return () => process.off('unhandledRejection', onRejection);
}
