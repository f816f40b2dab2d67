import { describe, expect, it } from 'vitest';
import { ANGRY_CUSTOMER, MEETING_REQUEST, THREE_QUESTIONS } from './fixtures';
import { DEFAULT_SUBJECT, generateSubject } from './subject';

describe('generateSubject', () => {
  it('leads with the kind of email and its key topic', () => {
    expect(generateSubject(MEETING_REQUEST).subject).toMatch(/^Meeting request: .*Roadmap/);
    // "I have still not received a refund" chases an earlier request: a follow-up.
    expect(generateSubject(ANGRY_CUSTOMER).subject).toMatch(/^Following up: .*Refund/);
    expect(generateSubject(THREE_QUESTIONS).subject).toMatch(/^Request: Proposal/);
  });

  it('stays within 60 characters', () => {
    for (const email of [MEETING_REQUEST, ANGRY_CUSTOMER, THREE_QUESTIONS]) expect(generateSubject(email).subject.length).toBeLessThanOrEqual(60);
  });

  it('falls back to "Email Subject" when there is nothing to go on', () => {
    expect(generateSubject('  ')).toEqual({ subject: DEFAULT_SUBJECT });
    expect(generateSubject('ok!!')).toEqual({ subject: DEFAULT_SUBJECT });
  });
});
