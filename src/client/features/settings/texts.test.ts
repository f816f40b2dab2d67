import { describe, expect, it } from 'vitest';
import { oauthFailed } from './texts';

describe('why a mailbox sign-in added nothing', () => {
  it('asks to try again only where trying again can help', () => {
    expect(oauthFailed('access_denied')).toBe('The mailbox was not added: the sign-in was cancelled. Try again.');
    expect(oauthFailed('account_exists')).toBe('The mailbox was not added: that address is already one of your accounts, through Connect Gmail or on another server.');
  });

  it('reads a reason it does not know as words', () => {
    expect(oauthFailed('temporarily_unavailable')).toBe('The mailbox was not added: temporarily unavailable. Try again.');
  });
});
