import { describe, expect, it } from 'vitest';
import { describeChange } from './describe-change';

const subjects: Record<string, string> = { m1: 'Slides for Monday', m2: '' };
const subjectOf = (id: string) => subjects[id];

describe('an outbox line', () => {
  it('names an email by its recipients and subject', () => {
    const line = describeChange({ kind: 'send', mail: { to: ['grace@example.com'], cc: ['alan@example.com'], bcc: [], subject: 'Plans', body: '' } }, subjectOf);
    expect(line).toBe('Email to grace@example.com, alan@example.com: Plans');
  });

  it('names a change to one email by its subject, or says it has none', () => {
    expect(describeChange({ kind: 'star', id: 'm1', starred: true }, subjectOf)).toBe('Star “Slides for Monday”');
    expect(describeChange({ kind: 'read', id: 'm1', read: false }, subjectOf)).toBe('Mark “Slides for Monday” as unread');
    expect(describeChange({ kind: 'move', id: 'm2', to: 'trash' }, subjectOf)).toBe('Move to trash “(no subject)”');
    expect(describeChange({ kind: 'move', id: 'unknown', to: 'archive' }, subjectOf)).toBe('Archive “(no subject)”');
  });

  it('counts the emails of a change to several', () => {
    expect(describeChange({ kind: 'bulk', action: 'snooze', ids: ['m1', 'm2', 'm3'], until: '2026-12-01T08:00:00Z' }, subjectOf)).toBe('Snooze 3 emails');
    expect(describeChange({ kind: 'bulk', action: 'archive', ids: ['m1'] }, subjectOf)).toBe('Archive “Slides for Monday”');
  });
});
