/**
 * The writing engine runs on the server's thread, on text a sender or the person pastes (the routes take up to
 * 100 KB): text built to make a pattern retry from every position must not hold it. Each of these took seconds
 * (up to 18 s) before the patterns were made to scan a run once.
 */
import { describe, expect, it } from 'vitest';
import { analyzeEmail } from './analyze';
import { generateBody } from './body';
import { completion } from './completion';
import { improveText } from './improve';
import { parseSender } from './letter';
import { summarize } from './summarize';

const N = 90_000;
const now = new Date('2026-11-20T10:00:00Z');

describe('the writing engine on text built to be slow', () => {
  it('improves, completes and titles long runs of spaces and marks at once', () => {
    expect(improveText(`A\n${' '.repeat(N)}X`).text).toContain('X');
    expect(completion(`a${' '.repeat(N)}x`).completion).toBeTypeOf('string');
    expect(generateBody(`a${'!'.repeat(N)}x`).text).toContain('!x');
  });

  it('summarises and reads mail full of spaces, capitalised words and unclosed tags at once', () => {
    expect(summarize(`a${' \u00a0'.repeat(N / 2)}x`).summary.startsWith('a')).toBe(true);
    expect(summarize(`<p>a${' '.repeat(N)}x`).summary).toBeTypeOf('string');
    for (const body of ['Ab '.repeat(N / 3), '<a '.repeat(N / 3), '<blockquote>'.repeat(N / 12)]) {
      expect(analyzeEmail(`From: Ann <ann@x.example>\nSubject: Hi\n\n${body}`, { now }).intent).toBeTypeOf('string');
    }
  });

  it('reads a sender name of a long run of spaces at once', () => {
    expect(parseSender(`a${' '.repeat(N)}x`, '').email).toBeTypeOf('string');
    expect(parseSender('"Ann Lee" <ann@x.example>', '')).toMatchObject({ name: 'Ann Lee', email: 'ann@x.example' });
  });
});
