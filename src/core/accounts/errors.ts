/** Errors about a user's mail accounts, shared by the accounts routes and the mail routes' `account` filter. */
import { NotFound } from '../errors';

export const TEXT_ACCOUNT_NOT_FOUND = 'That account does not exist.';
export const accountNotFound = () => new NotFound('ACCOUNT_NOT_FOUND', TEXT_ACCOUNT_NOT_FOUND);
