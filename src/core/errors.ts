/**
 * The errors services throw, in the domain's words. Each carries a kind (what
 * went wrong), a stable code constant (what clients and tests branch on) and
 * the message a person sees. They know nothing of HTTP: the server's one
 * error handler maps each kind to a status, so the same error can be thrown
 * by a route's service, a background job or a command-line tool.
 */

export const ERROR_KINDS = [
  'invalid',
  'unauthenticated',
  'forbidden',
  'not_found',
  'conflict',
  'too_large',
  'unprocessable',
  'rate_limited',
  'unavailable',
  'provider_auth',
  'provider_failed',
  'provider_timeout',
] as const;
export type ErrorKind = (typeof ERROR_KINDS)[number];

export interface DomainErrorOptions {
  /** The input field at fault (`to.0`, `name`), for invalid input. */
  field?: string;
  /** How long a client should wait before trying again. */
  retryAfterSeconds?: number;
  cause?: unknown;
}

export class DomainError extends Error {
  readonly field?: string;
  readonly retryAfterSeconds?: number;

  constructor(
    readonly kind: ErrorKind,
    readonly code: string,
    message: string,
    options: DomainErrorOptions = {},
  ) {
    super(message, options.cause === undefined ? undefined : { cause: options.cause });
    this.name = 'DomainError';
    this.field = options.field;
    this.retryAfterSeconds = options.retryAfterSeconds;
  }
}

type Options = DomainErrorOptions;

/** Input that breaks a rule: a missing field, a bad value, a time in the past. */
export class Invalid extends DomainError {
  constructor(code: string, message: string, options?: Options) {
    super('invalid', code, message, options);
  }
}

/** The thing does not exist for this user (another user's ids included: they are not told it exists). */
export class NotFound extends DomainError {
  constructor(code: string, message: string, options?: Options) {
    super('not_found', code, message, options);
  }
}

/** The request is fine but the thing's state does not allow it now (already sent, not connected). */
export class Conflict extends DomainError {
  constructor(code: string, message: string, options?: Options) {
    super('conflict', code, message, options);
  }
}

/** Well-formed input the domain cannot act on (an empty message, a delivery it is not set up for). */
export class Unprocessable extends DomainError {
  constructor(code: string, message: string, options?: Options) {
    super('unprocessable', code, message, options);
  }
}

/** Something we depend on (the database, a queue) is down for now; trying again later may work. */
export class Unavailable extends DomainError {
  constructor(code: string, message: string, options?: Options) {
    super('unavailable', code, message, options);
  }
}

/** The mail provider or model failed or broke the connection; it may have acted before it did. */
export class ProviderFailed extends DomainError {
  constructor(code: string, message: string, options?: Options) {
    super('provider_failed', code, message, options);
  }
}

export function isDomainError(error: unknown): error is DomainError {
  return error instanceof DomainError;
}

/** Failures worth another try later: the thing itself was fine, something on the way was not. */
export function isTransient(error: unknown): boolean {
  return (
    isDomainError(error) &&
    (error.kind === 'unavailable' || error.kind === 'provider_failed' || error.kind === 'provider_timeout')
  );
}
