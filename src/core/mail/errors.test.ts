import { DomainError } from '../errors';
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
  it('carries the codes with the kind of failure each is', () => {
    expect([messageNotFound(), permissionDenied(), invalidToken(), emptyMessage()].map((e) => [e.code, e.kind])).toEqual([
      ['MESSAGE_NOT_FOUND', 'not_found'],
      ['PERMISSION_DENIED', 'forbidden'],
      ['INVALID_TOKEN', 'provider_auth'],
      ['EMPTY_MESSAGE', 'unprocessable'],
    ]);
  });

  it('is a domain error, so the API answers it in its one error shape', () => {
    const e = new MailError('GMAIL_ERROR', 'Failed to fetch Gmail profile');
    expect(e).toBeInstanceOf(DomainError);
    expect([e.code, e.message, e.kind]).toEqual(['GMAIL_ERROR', 'Failed to fetch Gmail profile', 'provider_failed']);
  });

  it('tells a provider that timed out from one that failed', () => {
    expect(new MailError('GMAIL_ERROR', 'x', { timedOut: true }).kind).toBe('provider_timeout');
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
