import { describe, expect, it } from 'vitest';
import {
  ERR_MISSING_RECIPIENT,
  errInvalidAddress,
  errCreateDraft,
  errSendEmail,
  invalidToken,
  isRetryableMailError,
  MailError,
  messageNotFound,
  permissionDenied,
  emptyMessage,
  viewTextFor,
  VIEW_OTHER_ERROR,
  VIEW_MESSAGE_NOT_FOUND,
} from './errors';

describe('MailError', () => {
  it('carries the spec codes with their HTTP statuses', () => {
    expect([messageNotFound(), permissionDenied(), invalidToken(), emptyMessage()].map((e) => [e.code, e.status])).toEqual([
      ['MESSAGE_NOT_FOUND', 404],
      ['PERMISSION_DENIED', 403],
      ['INVALID_TOKEN', 401],
      ['EMPTY_MESSAGE', 422],
    ]);
  });

  it('serialises to the API error body', () => {
    const e = new MailError('GMAIL_ERROR', 'Failed to fetch Gmail profile');
    expect(JSON.parse(JSON.stringify(e))).toEqual({
      error: { code: 'GMAIL_ERROR', message: 'Failed to fetch Gmail profile' },
    });
    expect(e).toBeInstanceOf(Error);
  });
});

describe('send and draft texts', () => {
  it('falls back to Unknown error when the server gave no message', () => {
    expect(errSendEmail()).toBe('Failed to send email: Unknown error');
    expect(errSendEmail('Quota exceeded')).toBe('Failed to send email: Quota exceeded');
    expect(errCreateDraft('Bad raw')).toBe('Failed to create draft: Bad raw');
  });
});

describe('compose texts', () => {
  it('keeps the spec missing-recipient text and flattens line breaks in an invalid entry', () => {
    expect(ERR_MISSING_RECIPIENT).toBe('Missing recipient - Please enter a recipient email address');
    expect(errInvalidAddress('a@x\r\nBcc: y')).toBe('Invalid email address: a@x Bcc: y');
  });
});

describe('viewTextFor', () => {
  it('maps codes to the message view texts and anything else to the generic one', () => {
    expect(viewTextFor('MESSAGE_NOT_FOUND')).toBe(VIEW_MESSAGE_NOT_FOUND);
    expect(viewTextFor('SOMETHING')).toBe(VIEW_OTHER_ERROR);
  });
});

describe('isRetryableMailError', () => {
  it('never retries the four final codes', () => {
    for (const c of ['MESSAGE_NOT_FOUND', 'PERMISSION_DENIED', 'INVALID_TOKEN', 'EMPTY_MESSAGE']) {
      expect(isRetryableMailError(c)).toBe(false);
    }
    expect(isRetryableMailError('GMAIL_ERROR')).toBe(true);
  });
});
