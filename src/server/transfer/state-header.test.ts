import { describe, expect, it } from 'vitest';
import { readStateLabels, stateValue, takeState, withState } from './state-header';

describe('the state line an export puts in front of a message', () => {
  it('writes states and labels as X-Gmail-Labels does, and reads back the same names', () => {
    const value = stateValue({ labels: ['INBOX', 'STARRED', 'UNREAD', 'lbl_1'], userLabels: ['Clients, 2025', 'Say "hi"', 'Travel', 'Trash'] });
    expect(value).toBe('Inbox,Starred,Unread,"Clients, 2025","Say \\"hi\\"","Travel","Trash"');
    // A label named like a state stays a label.
    expect(readStateLabels(value)).toEqual({ system: ['INBOX', 'STARRED', 'UNREAD'], user: ['Clients, 2025', 'Say "hi"', 'Travel', 'Trash'] });
    expect(stateValue({ labels: [], userLabels: [] })).toBe('Archived');
    expect(stateValue({ labels: ['SENT'], userLabels: [] })).toBe('Sent');
  });

  it('ends its line as the message does, and comes off leaving the message byte for byte', () => {
    for (const message of [Buffer.from('From: a@b.c\r\nSubject: x\r\n\r\nBody\r\n'), Buffer.from('From: a@b.c\nSubject: x\n\nBody\n')]) {
      const exported = withState(message, { labels: ['INBOX'], userLabels: ['Ünïcode'] });
      expect(exported.toString()).toMatch(message.includes('\r\n') ? /^X-Email-Buddy-Labels: Inbox,"Ünïcode"\r\nFrom:/ : /^X-Email-Buddy-Labels: Inbox,"Ünïcode"\nFrom:/);
      expect(takeState(exported)).toEqual({ value: 'Inbox,"Ünïcode"', message });
    }
    expect(takeState(Buffer.from('From: a@b.c\n\nX-Email-Buddy-Labels: Inbox\n'))).toBeNull();
  });
});
