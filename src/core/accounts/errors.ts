/** Errors about a user's mail accounts, shared by the accounts routes and the mail routes' `account` filter. */
import { Conflict, NotFound } from '../errors';

export const TEXT_ACCOUNT_EXISTS = (email: string) => `${email} is already one of your accounts.`;
/** The address is already read through another of the user's accounts: a second one would show every message twice. */
export const accountExists = (email: string) => new Conflict('ACCOUNT_EXISTS', TEXT_ACCOUNT_EXISTS(email));
export const TEXT_ACCOUNT_NOT_FOUND = 'That account does not exist.';
export const accountNotFound = () => new NotFound('ACCOUNT_NOT_FOUND', TEXT_ACCOUNT_NOT_FOUND);
/** A `folder` (an id from /api/accounts/:id/folders) the user does not have. */
export const folderNotFound = () => new NotFound('FOLDER_NOT_FOUND', 'Folder not found.');

const PROVIDER_NAMES = { microsoft: 'Microsoft', google: 'Google' } as const;
/** What an OAuth account in error says, and what its button does: the provider refused our refresh token. */
export const textSignInAgain = (provider: keyof typeof PROVIDER_NAMES) => `Sign in to ${PROVIDER_NAMES[provider]} again`;
